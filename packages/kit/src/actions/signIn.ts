// One "Send message" attempt of the Verify dialog (§2, §4, §8) as a plain async function, after
// wagmi's actions: message, signature, verify, then the session check. No React: the dialog
// passes in what it reads from its hooks and dispatches the outcome to `signInReducer`.
import type { AuthAdapter, AuthSession } from '../core/AuthAdapter'
import { isUserRejection } from '../core/providerErrors'
import type { SignInAction } from '../core/signInFlow'
import { confirmSignIn } from './confirmSignIn'

export type SignInParameters = {
  adapter: AuthAdapter
  /** asks the wallet to sign (wagmi's `signMessageAsync`) */
  signMessage: (args: { message: string }) => Promise<`0x${string}`>
  /** the account signing in, and its chain */
  address: `0x${string}`
  chainId: number
  /** a fresh nonce; never sent twice */
  nonce: string
  /** the connected account now: a reply for another account (switched, or gone) is not kept */
  currentAddress: () => string | undefined
  /** re-reads the session from the server (the provider's `refresh`) */
  refresh: () => Promise<AuthSession | undefined>
  /** drops the session a late reply created */
  signOut: () => Promise<void>
  /** fetches a new nonce; called once the attempt can no longer use this one */
  renewNonce: () => void
  /** the signature arrived and verification starts ("Verifying...") */
  onSigned?: (() => void) | undefined
}

/** How an attempt ended, in the words `signInReducer` takes. */
export type SignInOutcome = Extract<
  SignInAction,
  { type: 'verified' | 'signFailed' | 'verifyFailed' | 'unexpected' | 'abandoned' }
>

/**
 * Creates the SIWE message, has the wallet sign it, verifies it on the server and confirms the
 * session. Never throws: every failure is an outcome. A Safe's pending message keeps the wallet's
 * signature pending ("Waiting for signature..."): its connector resolves only once the owners
 * have confirmed it.
 */
export async function signIn(parameters: SignInParameters): Promise<SignInOutcome> {
  const { adapter, address, chainId, nonce, renewNonce } = parameters
  let message: string
  try {
    message = await adapter.createMessage({ address, chainId, nonce })
  } catch {
    renewNonce()
    return { type: 'unexpected' }
  }
  // Never reuse a nonce: each outcome below fetches a new one, once this attempt has settled
  // (fetching earlier could rotate the session under a verify in flight).
  let signature: `0x${string}`
  try {
    signature = await parameters.signMessage({ message })
  } catch (error) {
    renewNonce()
    return { type: 'signFailed', rejected: isUserRejection(error) }
  }
  parameters.onSigned?.()
  return confirmSignIn(parameters, { message, signature })
}
