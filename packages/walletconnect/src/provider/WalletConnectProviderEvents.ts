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
  /**
   * The pairing URI (`wc:…`) once the relay has the proposal (its requests on the open socket):
   * to open as a deep link (the page may be frozen as soon as the wallet app opens), or to show.
   */
  display_uri: string
  /**
   * The same URI as soon as it exists, before the relay has the proposal: for a QR code only (a
   * scan takes longer than the relay needs, and the relay keeps the proposal for the wallet).
   * `display_uri` follows, unless the relay cannot be reached.
   */
  qr_uri: string
}
