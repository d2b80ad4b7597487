import type { SignClientEvents } from '../engine/SignClientEvents'
import type { ProviderRpcError } from '../errors/providerRpc'

/** The provider's events (EIP-1193's, and ethereum-provider's `display_uri` and `session_event`). */
export type WalletConnectProviderEvents = {
  /** A session was approved or restored; `chainId` is hex. */
  connect: { chainId: string }
  /**
   * The session ended: deleted by either side (`code` the deletion's, 6000 for a user's
   * disconnect), expired (4900), or removed by a restore that found the wallet gone.
   */
  disconnect: ProviderRpcError
  /** The accounts of the current chain changed (addresses; empty once disconnected). */
  accountsChanged: string[]
  /** The current chain changed, hex. */
  chainChanged: string
  /** Every event the wallet emitted on the session, as the sign client received it. */
  session_event: SignClientEvents['sessionEvent']
  /** A pairing URI (`wc:…`) to show as a QR code or open as a deep link. */
  display_uri: string
}
