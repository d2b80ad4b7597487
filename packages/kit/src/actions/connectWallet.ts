// One connection attempt of a wallet option (the connect modal's CONNECT step, a WalletButton) as
// a plain async function, after wagmi's `connect` action and as `signIn` is: the connection, with
// one-prompt sign-in when the wallet can, its recording as a recent wallet, and the outcome in the
// words the connect flow and the WalletButton take. No React: useConnectWallet passes in what it
// reads from its hooks (the config, the sign-in session, which attempt is the latest).
import type { Config } from 'wagmi'
import { connect } from 'wagmi/actions'
import type { AuthAdapter, AuthSession } from '../core/AuthAdapter'
import type { RecentWalletsStore } from '../core/createRecentWalletsStore'
import { isRequestPending, isUserRejection } from '../core/providerErrors'
import { someCause, walk } from '../errors/base'
import { ConnectionSignInError, WalletUnreachableError } from '../errors/connector'
import { signsInWithConnection } from '../wallets/SignInWithConnection'
import type { WalletOption } from '../wallets/Wallet'
import { prepareSignInWithConnection } from './prepareSignInWithConnection'

export type ConnectOutcome =
  | 'connected'
  | 'rejected'
  /** §8 -32002: the wallet already holds a connection request */
  | 'requestPending'
  | 'failed'
  | 'safeInfoUnavailable'
  /** the wallet could not be reached (a WalletConnect relay that does not answer) */
  | 'unreachable'
  /** the wallet signed in with its connection and the server refused the signature (§8) */
  | 'signInRefused'
  /** the wallet signed in with its connection and something else went wrong (§8) */
  | 'signInFailed'
  /** a newer attempt began meanwhile: this one changes nothing */
  | 'stale'

export type ConnectWalletParameters = {
  /** the option to connect: its connector is the config's one with `connectorUid` */
  wallet: Pick<WalletOption, 'id' | 'connectorUid'>
  /** the chain the wallet is asked for (the provider's `initialChain`), if any */
  chainId?: number | undefined
  /**
   * The app's sign-in, while the visitor is not signed in: a wallet that can (WalletConnect) is
   * asked to sign in with its connection, in one approval. Undefined: sign-in off, or signed in.
   */
  signIn?:
    | {
        adapter: AuthAdapter
        refresh: () => Promise<AuthSession | undefined>
        signOut: () => Promise<void>
      }
    | undefined
  /** false once the visitor started another attempt: this one's outcome is then 'stale' */
  isCurrent: () => boolean
  /** the wallet signed in with its connection; the server is verifying (one-prompt sign-in) */
  onSigned?: (() => void) | undefined
  /** a WalletConnect-style connector's pairing URI, for the QR code or a deep link */
  onDisplayUri?: ((uri: string) => void) | undefined
  /**
   * the kit's WalletConnect connector's pairing URI before the relay has the proposal: for the
   * QR code only (a deep link waits for onDisplayUri; the page may freeze once the app opens)
   */
  onQrUri?: ((uri: string) => void) | undefined
  /** where a connected wallet is recorded, to be listed first next time (§2) */
  recentWallets: Pick<RecentWalletsStore, 'add'>
}

/** The Safe host did not answer in time (the error may come wrapped in a cause chain). */
const isSafeInfoUnavailable = (error: unknown): boolean =>
  someCause(error, (e) => e instanceof Error && e.name === 'SafeInfoUnavailableError')

/** The connection's own sign-in failed (the error may come wrapped in a cause chain). */
const signInFailure = (error: unknown): ConnectOutcome | undefined => {
  const found = walk(error, (e) => e instanceof ConnectionSignInError)
  if (!(found instanceof ConnectionSignInError)) return undefined
  return found.reason === 'verifyFailed' ? 'signInRefused' : 'signInFailed'
}

/** What a failed attempt means for the visitor (§8): a rejection is silent, -32002 is no error. */
function outcomeOf(error: unknown): ConnectOutcome {
  if (isUserRejection(error)) return 'rejected'
  if (isRequestPending(error)) return 'requestPending'
  const signInOutcome = signInFailure(error)
  if (signInOutcome) return signInOutcome
  if (someCause(error, (e) => e instanceof WalletUnreachableError)) return 'unreachable'
  return isSafeInfoUnavailable(error) ? 'safeInfoUnavailable' : 'failed'
}

/**
 * Connects a wallet option through its wagmi connector. Never throws: every failure is an
 * outcome. With `signIn`, a wallet that signs in with its connection is asked to (one approval);
 * one that cannot connects alone and the Verify dialog follows, as for any wallet.
 */
export async function connectWallet(
  config: Config,
  parameters: ConnectWalletParameters,
): Promise<ConnectOutcome> {
  const { wallet, chainId, signIn, isCurrent, onSigned, onDisplayUri, onQrUri, recentWallets } =
    parameters
  const connector = config.connectors.find((c) => c.uid === wallet.connectorUid)
  if (!connector) return 'failed'
  // WalletConnect-style connectors hand out their pairing URI as a message (display_uri; the
  // kit's own sends qr_uri first).
  const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
    if (typeof data !== 'string' || !isCurrent()) return
    if (type === 'display_uri') onDisplayUri?.(data)
    else if (type === 'qr_uri') onQrUri?.(data)
  }
  connector.emitter.on('message', onMessage)
  try {
    const withSignIn =
      signIn && signsInWithConnection(connector)
        ? await prepareSignInWithConnection({ ...signIn, isCurrent, onSigned })
        : undefined
    if (!isCurrent()) return 'stale'
    await connect(config, { connector, chainId, ...withSignIn })
    void recentWallets.add(wallet.id)
    return isCurrent() ? 'connected' : 'stale'
  } catch (error) {
    return isCurrent() ? outcomeOf(error) : 'stale'
  } finally {
    connector.emitter.off('message', onMessage)
  }
}
