// The end every sign-in shares, however the message was signed (the Verify dialog's two steps, or
// a WalletConnect wallet that signed with its connection): the server verifies the message and
// signature with its usual rules, then /session must agree. Never throws: failures are outcomes.
import type { AuthAdapter, AuthSession } from '../core/AuthAdapter'
import { sameAddress } from '../core/connectionStatus'
import type { SignInAction } from '../core/signInFlow'

export type ConfirmSignInParameters = {
  adapter: AuthAdapter
  /** the account signing in */
  address: `0x${string}`
  /** the connected account now: a reply for another account (switched, or gone) is not kept */
  currentAddress: () => string | undefined
  /** re-reads the session from the server (the provider's `refresh`) */
  refresh: () => Promise<AuthSession | undefined>
  /** drops the session a late reply created */
  signOut: () => Promise<void>
  /** fetches a new nonce; called once the attempt can no longer use this one */
  renewNonce: () => void
}

export type ConfirmSignInOutcome = Extract<
  SignInAction,
  { type: 'verified' | 'verifyFailed' | 'unexpected' | 'abandoned' }
>

export async function confirmSignIn(
  parameters: ConfirmSignInParameters,
  signed: { message: string; signature: `0x${string}` },
): Promise<ConfirmSignInOutcome> {
  const { adapter, address, renewNonce } = parameters
  try {
    const verified = await adapter.verify(signed)
    renewNonce()
    if (
      !sameAddress(parameters.currentAddress(), address) ||
      !sameAddress(verified.address, address)
    ) {
      // A late reply for an account that is no longer connected: its session is not kept.
      await parameters.signOut()
      return { type: 'abandoned' }
    }
  } catch {
    renewNonce()
    return { type: 'verifyFailed' }
  }
  try {
    // Authenticated only when /session agrees with what verify answered.
    const session = await parameters.refresh()
    return session?.authenticated && sameAddress(session.address, address)
      ? { type: 'verified' }
      : { type: 'verifyFailed' }
  } catch {
    return { type: 'unexpected' }
  }
}
