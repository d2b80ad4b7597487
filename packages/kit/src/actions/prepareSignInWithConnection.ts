// One-prompt sign-in's first half, for the connect step: the message's fields (a fresh nonce, then
// the adapter's createMessageParams) become the provider's `signIn`, and its second half,
// signInWithAuthentication, runs inside the connection, so wagmi reports the wallet connected only
// once the visitor is signed in (no Verify dialog in between) and a refused sign-in is a refused
// connection.
import type { AuthAdapter, SignInMessageParams } from '../core/AuthAdapter'
import { ConnectionSignInError } from '../errors/connector'
import type { SignInWithConnection } from '../wallets/SignInWithConnection'
import type { ConfirmSignInParameters } from './confirmSignIn'
import { signInWithAuthentication } from './signInWithAuthentication'

export type PrepareSignInWithConnectionParameters = Pick<
  ConfirmSignInParameters,
  'refresh' | 'signOut'
> & {
  adapter: AuthAdapter
  /** false once the visitor started another attempt: its late sign-in is not kept */
  isCurrent: () => boolean
  /** the wallet signed in with its approval and the server's verification starts */
  onSigned?: (() => void) | undefined
}

/** The provider's names for the EIP-4361 fields (CAIP-122's `iat`, `exp`, `nbf`). */
function providerSignIn(params: SignInMessageParams): SignInWithConnection['signIn'] {
  const { issuedAt, expirationTime, notBefore, ...rest } = params
  return {
    ...rest,
    iat: issuedAt,
    ...(expirationTime === undefined ? {} : { exp: expirationTime }),
    ...(notBefore === undefined ? {} : { nbf: notBefore }),
  }
}

/**
 * The connect parameters for one-prompt sign-in, or undefined when the adapter has no
 * createMessageParams or the nonce or fields could not be had: the wallet then connects as
 * before and the Verify dialog follows, where a nonce failure gets its own §8 message.
 */
export async function prepareSignInWithConnection(
  parameters: PrepareSignInWithConnectionParameters,
): Promise<SignInWithConnection | undefined> {
  const { adapter, isCurrent, refresh, signOut, onSigned } = parameters
  if (!adapter.createMessageParams) return undefined
  let params: SignInMessageParams
  try {
    // A nonce of this attempt alone, not the Verify dialog's cached one: it is used once, here.
    const { nonce } = await adapter.getNonce()
    params = await adapter.createMessageParams({ nonce })
  } catch {
    return undefined
  }
  return {
    signIn: providerSignIn(params),
    async confirmSignIn(authentication) {
      if (isCurrent()) onSigned?.()
      const outcome = await signInWithAuthentication({
        adapter,
        authentication,
        currentAddress: () => (isCurrent() ? authentication.address : undefined),
        refresh,
        signOut,
        // The nonce was this attempt's own and is spent either way; nothing cached to renew.
        renewNonce: () => {},
      })
      if (outcome.type !== 'verified') throw new ConnectionSignInError(outcome.type)
    },
  }
}
