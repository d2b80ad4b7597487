// Covers the kit's adapter for NextAuth against the provider it pairs with: the kit's steps
// (nonce, message, signature, verify, session, sign-out) signing in with NextAuth's CSRF token or a
// Gatehouse handler's nonce, refusals as v4 and v5 answer them, and sessions that name their
// account as RainbowKit's apps do (`session.address`) or as NextAuth does by default
// (`user.name`). NextAuth itself is not installed here: `nextAuthFor` plays its part for a
// Credentials sign-in (the CSRF token of one browser, the posted body handed to authorize, a
// session of the user authorize returned). Signatures are real, from viem local accounts.
import { AuthRequestError } from '@gatehouse/siwe'
import { describe, expect, test } from 'vitest'
import { alice, bob, createHarness, HOST, ORIGIN, START } from '../testing/authTestHarness'
import { createNextAuthAdapter, type NextAuthClient } from './createNextAuthAdapter'
import { type SiweCredentialsProvider, type SiweUser, siweCredentials } from './siweCredentials'

const CSRF = '77c1c0ffee0123456789abcdef0123456789abcdef0123456789abcdef012345'
const messageOptions = {
  domain: HOST,
  uri: ORIGIN,
  statement: 'Sign in to the Gatehouse demo.',
  now: () => new Date(START),
}

type Session = { address?: string; chainId?: number; user: { name: string } }

/** NextAuth's side of a Credentials sign-in, answering as `version` does. */
function nextAuthFor(
  provider: SiweCredentialsProvider,
  options: { version?: 4 | 5; request?: () => unknown; session?: (user: SiweUser) => Session } = {},
) {
  let user: SiweUser | null = null
  const client: NextAuthClient = {
    getCsrfToken: async () => CSRF,
    async signIn(id, { message, signature }) {
      if (id !== provider.id) return { error: 'Configuration', ok: false, status: 400 }
      user = await provider.authorize({ message, signature, csrfToken: CSRF }, options.request?.())
      if (user) return { ok: true, status: 200 }
      // v5 answers a refused Credentials sign-in with 200 and the error in the URL.
      return options.version === 5
        ? { error: 'CredentialsSignin', ok: true, status: 200 }
        : { error: 'CredentialsSignin', ok: false, status: 401 }
    },
    async signOut() {
      user = null
    },
    getSession: async () =>
      user ? (options.session?.(user) ?? { user: { name: user.name } }) : null,
  }
  return client
}

const provider = () => siweCredentials({ appOrigin: ORIGIN, now: () => START })

describe('given NextAuth’s CSRF token as nonce', () => {
  test('behavior: the kit’s steps sign in, read the session and sign out', async () => {
    const adapter = createNextAuthAdapter(nextAuthFor(provider()), messageOptions)
    const { nonce } = await adapter.getNonce()
    expect(nonce).toBe(CSRF)
    const message = await adapter.createMessage({ address: alice.address, chainId: 10, nonce })
    const signature = await alice.signMessage({ message })
    await expect(adapter.verify({ message, signature })).resolves.toEqual({
      address: alice.address,
      chainId: 10,
    })
    await expect(adapter.getSession()).resolves.toEqual({
      authenticated: true,
      address: alice.address,
      chainId: 10,
    })
    await adapter.signOut()
    await expect(adapter.getSession()).resolves.toEqual({ authenticated: false })
  })

  test.each([4, 5] as const)(
    'error: a refused sign-in rejects, as v%s answers it',
    async (version) => {
      const adapter = createNextAuthAdapter(nextAuthFor(provider(), { version }), messageOptions)
      const { nonce } = await adapter.getNonce()
      const message = await adapter.createMessage({ address: alice.address, chainId: 1, nonce })
      const error = await adapter
        .verify({ message, signature: await bob.signMessage({ message }) })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AuthRequestError)
      expect(error).toMatchObject({ code: 'verification_failed' })
      await expect(adapter.getSession()).resolves.toEqual({ authenticated: false })
    },
  )

  test('behavior: a session signed in elsewhere names its account by `address` or `user.name`', async () => {
    const signedIn = nextAuthFor(provider(), {
      session: (user) => ({ address: user.id, chainId: 137, user: { name: 'alice.eth' } }),
    })
    const elsewhere = createNextAuthAdapter(signedIn, messageOptions)
    const { nonce } = await elsewhere.getNonce()
    const message = await elsewhere.createMessage({ address: alice.address, chainId: 1, nonce })
    await signedIn.signIn('credentials', {
      message,
      signature: await alice.signMessage({ message }),
      redirect: false,
    })
    // A fresh page: the chain is the session's when it carries one.
    await expect(createNextAuthAdapter(signedIn).getSession()).resolves.toEqual({
      authenticated: true,
      address: alice.address,
      chainId: 137,
    })
  })

  test('error: NextAuth gives no CSRF token', async () => {
    const client = { ...nextAuthFor(provider()), getCsrfToken: async () => undefined }
    await expect(createNextAuthAdapter(client).getNonce()).rejects.toMatchObject({
      name: 'AuthRequestError',
      status: 0,
    })
  })
})

describe('given a Gatehouse handler’s nonce route', () => {
  test('behavior: the nonce comes from the handler and signs in once', async () => {
    const h = createHarness()
    const browser = h.browser()
    const cookie = () => ({ headers: { cookie: `${browser.cookieName}=${browser.cookie}` } })
    const gatehouseNonce = siweCredentials({ appOrigin: ORIGIN, nonce: h.handler, now: h.now })
    const client = nextAuthFor(gatehouseNonce, { request: cookie })
    const adapter = createNextAuthAdapter(client, {
      ...messageOptions,
      now: () => new Date(h.now()),
      nonceBasePath: '/api/auth',
      fetch: (input, init) => browser.request(String(input), init),
    })
    const { nonce } = await adapter.getNonce()
    expect(nonce).not.toBe(CSRF)
    const message = await adapter.createMessage({ address: alice.address, chainId: 1, nonce })
    const signature = await alice.signMessage({ message })
    await expect(adapter.verify({ message, signature })).resolves.toMatchObject({ chainId: 1 })
    await expect(adapter.verify({ message, signature })).rejects.toBeInstanceOf(AuthRequestError)
  })
})
