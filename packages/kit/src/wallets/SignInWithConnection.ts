// What the kit's connect step adds to wagmi's connect() parameters (wagmi hands the extra ones to
// the connector) so that a wallet reached over WalletConnect connects and signs in with one
// approval; the WalletConnect connector reads it. Which connectors take it: signsInWithConnection.
import type { ProviderSignIn } from '@gatehouse/walletconnect'
import type { SignedAuthentication } from '../actions/signInWithAuthentication'

export type SignInWithConnection = {
  /** the sign-in message's fields, asked of the wallet with the connection (wc_sessionAuthenticate) */
  signIn: ProviderSignIn
  /**
   * Sends what the wallet signed to the app's server before the connection counts (wagmi still
   * says "connecting"): when it rejects, the connector ends the session and the connection fails
   * with its error. Not called when the wallet could only connect (the two-step dialog follows).
   */
  confirmSignIn?: (authentication: SignedAuthentication) => Promise<void>
}

/**
 * Whether a connector can sign in with its connection: the WalletConnect protocol's (every
 * wallet reached through it; wc_sessionAuthenticate), never a wallet's id. Other connectors
 * ignore the parameters, so asking them would only spend a nonce.
 */
export const signsInWithConnection = (connector: { type: string }): boolean =>
  connector.type === 'walletConnect'
