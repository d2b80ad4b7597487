// The kit's sign-in through NextAuth: an AuthAdapter (GatehouseProvider's `authentication`) whose
// nonce is NextAuth's CSRF token (or a Gatehouse handler's nonce), whose verify is a NextAuth
// Credentials sign-in (siweCredentials.ts on the server) and whose session is NextAuth's. Messages
// are @gatehouse/siwe's createAuthAdapter's (domain, URI, statement, times), so the server's
// checks are the same ones. next-auth/react's four functions are passed in, so this package never
// imports next-auth: those of next-auth 4.24 and of next-auth 5 both fit `NextAuthClient`.
import {
  type AuthAdapter,
  AuthRequestError,
  type CreateAuthAdapterOptions,
  createAuthAdapter,
  isSiweNonce,
  NONCE_TTL_MS,
  parseSiweMessage,
  type VerifyResponse,
} from '@gatehouse/siwe'
import { isAddress } from 'viem'

/** What the adapter reads of a NextAuth session: `address` (RainbowKit's apps set it) or `user.name`. */
export type NextAuthSessionLike = {
  address?: unknown
  chainId?: unknown
  user?: { name?: string | null } | null
}

/** `import { getCsrfToken, getSession, signIn, signOut } from 'next-auth/react'`. */
export type NextAuthClient = {
  getCsrfToken(): Promise<string | null | undefined>
  signIn(
    provider: string,
    options: { message: string; signature: string; redirect: false },
  ): Promise<{ error?: string | null; ok?: boolean; status?: number } | undefined>
  signOut(options: { redirect: false }): Promise<unknown>
  getSession(): Promise<NextAuthSessionLike | null>
}

export type NextAuthAdapterOptions = Pick<
  CreateAuthAdapterOptions,
  'statement' | 'domain' | 'uri' | 'now' | 'expirationMs' | 'timeoutMs' | 'fetch' | 'baseUrl'
> & {
  /** The provider's id on the server (`siweCredentials({ id })`). Default `'credentials'`. */
  provider?: string
  /**
   * Where a Gatehouse auth handler is mounted (its `basePath`) whose nonce route gives each
   * message a single-use nonce; the server's provider then takes `nonce: handler`. Default: none,
   * the nonce is NextAuth's CSRF token.
   */
  nonceBasePath?: string
}

/**
 * An AuthAdapter that signs in through NextAuth (see the top of this file). `verify` rejects with
 * AuthRequestError (`code: 'verification_failed'`) when NextAuth refuses the sign-in.
 */
export function createNextAuthAdapter(
  nextAuth: NextAuthClient,
  options: NextAuthAdapterOptions = {},
): AuthAdapter {
  const { provider = 'credentials', nonceBasePath, ...messageOptions } = options
  const gatehouse = createAuthAdapter({
    ...messageOptions,
    ...(nonceBasePath === undefined ? {} : { basePath: nonceBasePath }),
  })
  const now = options.now ?? (() => new Date())
  // The account this page signed in, for a session that does not carry its chain.
  let signedIn: VerifyResponse | undefined

  return {
    createMessage: gatehouse.createMessage,
    createMessageParams: gatehouse.createMessageParams,

    async getNonce() {
      if (nonceBasePath !== undefined) return gatehouse.getNonce()
      const nonce = await nextAuth.getCsrfToken()
      if (typeof nonce !== 'string' || !isSiweNonce(nonce)) {
        throw new AuthRequestError('NextAuth gave no CSRF token to sign', { status: 0 })
      }
      return { nonce, expiresAt: new Date(now().getTime() + NONCE_TTL_MS).toISOString() }
    },

    async verify({ message, signature }) {
      const answer = await nextAuth.signIn(provider, { message, signature, redirect: false })
      // next-auth 5 answers a refused Credentials sign-in with ok: true and an error.
      if (!answer || answer.error || answer.ok === false) {
        throw new AuthRequestError(
          `NextAuth refused the sign-in (${answer?.error ?? 'no answer'})`,
          {
            status: answer?.status ?? 0,
            code: 'verification_failed',
          },
        )
      }
      const { address, chainId } = parseSiweMessage(message)
      signedIn = { address, chainId }
      return signedIn
    },

    async getSession() {
      const session = await nextAuth.getSession()
      const address = [session?.address, session?.user?.name].find(
        (value): value is `0x${string}` => typeof value === 'string' && isAddress(value),
      )
      if (!address) return { authenticated: false }
      const chainId =
        typeof session?.chainId === 'number'
          ? session.chainId
          : signedIn?.address.toLowerCase() === address.toLowerCase()
            ? signedIn.chainId
            : // The session names no chain and this page did not sign in: the account's only.
              1
      return { authenticated: true, address, chainId }
    },

    async signOut() {
      signedIn = undefined
      await nextAuth.signOut({ redirect: false })
    },
  }
}
