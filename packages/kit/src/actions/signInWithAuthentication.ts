// One-prompt sign-in's last step (WalletConnect's wc_sessionAuthenticate): the wallet signed the
// SIWE message with its connection, so there is nothing to ask it; the message and signature go
// to the adapter's verify exactly as the Verify dialog's two steps send them, and the server
// checks them with its usual rules. Never throws: every failure is an outcome.
import {
  type ConfirmSignInOutcome,
  type ConfirmSignInParameters,
  confirmSignIn,
} from './confirmSignIn'

/** What the wallet signed while connecting: the message, the signature, and the account. */
export type SignedAuthentication = {
  message: string
  signature: `0x${string}`
  address: `0x${string}`
}

export function signInWithAuthentication(
  parameters: Omit<ConfirmSignInParameters, 'address'> & { authentication: SignedAuthentication },
): Promise<ConfirmSignInOutcome> {
  const { authentication, ...rest } = parameters
  const { message, signature, address } = authentication
  return confirmSignIn({ ...rest, address }, { message, signature })
}
