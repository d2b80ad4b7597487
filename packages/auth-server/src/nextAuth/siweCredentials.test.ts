// Covers the NextAuth Credentials provider's authorize as NextAuth calls it (credentials = the
// posted body, CSRF token included; the request as v4's `{ headers }` or v5's Request): a plain
// account signs in with NextAuth's CSRF token or a Gatehouse handler's single-use nonce as the
// message's nonce, and each strict rule refuses with null (domain, URI, chain, statement, times,
// nonce, signature). Signatures are real, from viem local accounts. Contract wallets (ERC-1271 /
// ERC-6492 on anvil) are in siweCredentials.contract.test.ts; the browser-side adapter in
// createNextAuthAdapter.test.ts.
import type { SiweFields } from '@gatehouse/siwe'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AuthOptionError } from '../errors/AuthOptionError'
import type { LogEntry } from '../http/logger'
import { alice, bob, createHarness, messageFor, ORIGIN, START } from '../testing/authTestHarness'
import { type SiweCredentialsOptions, siweCredentials } from './siweCredentials'

const CSRF = 'a3f1c0ffee0123456789abcdef0123456789abcdef0123456789abcdef012345'

function provider(options: Partial<SiweCredentialsOptions> = {}) {
  const logs: LogEntry[] = []
  let clock = START
  const credentials = siweCredentials({
    appOrigin: ORIGIN,
    now: () => clock,
    logger: (entry) => logs.push(entry),
    ...options,
  })
  return {
    credentials,
    logs,
    advance: (ms: number) => {
      clock += ms
    },
    outcome: () => logs.at(-1)?.outcome,
  }
}

/** The body NextAuth hands authorize for a message alice signed with `nonce`. */
async function signed(nonce: string, overrides: Partial<SiweFields> = {}, signer = alice) {
  const message = messageFor(alice, nonce, START, overrides)
  return { message, signature: await signer.signMessage({ message }), csrfToken: CSRF }
}

describe('given the CSRF token as nonce (the default)', () => {
  test('behavior: a message signed with the token signs the address in', async () => {
    const p = provider()
    expect(p.credentials).toMatchObject({
      id: 'credentials',
      name: 'Ethereum',
      type: 'credentials',
    })
    await expect(p.credentials.authorize(await signed(CSRF))).resolves.toEqual({
      id: alice.address,
      name: alice.address,
      chainId: 1,
    })
    expect(p.outcome()).toBe('signed_in')
  })

  test('error: a nonce that is not the posted CSRF token', async () => {
    const p = provider()
    const other = await signed('0123456789abcdef')
    await expect(p.credentials.authorize(other)).resolves.toBeNull()
    expect(p.outcome()).toBe('unknown_nonce')
    const { csrfToken: _, ...withoutToken } = await signed(CSRF)
    await expect(p.credentials.authorize(withoutToken)).resolves.toBeNull()
  })

  test('error: a message older than one nonce lifetime, though its token still matches', async () => {
    const p = provider({ nonceTtlMs: 60_000 })
    const body = await signed(CSRF, { expirationTime: undefined })
    p.advance(60_000 + 1001)
    await expect(p.credentials.authorize(body)).resolves.toBeNull()
    expect(p.outcome()).toBe('issued_before_nonce')
  })

  test.each([
    ['domain_mismatch', { domain: 'evil.example' }],
    ['uri_mismatch', { uri: 'https://evil.example/login' }],
    ['chain_not_allowed', { chainId: 8453 }],
    ['statement_mismatch', { statement: 'Sign in to something else.' }],
    [
      'issued_in_future',
      {
        issuedAt: new Date(START + 3_600_000).toISOString(),
        expirationTime: new Date(START + 3_900_000).toISOString(),
      },
    ],
    ['expired', { expirationTime: new Date(START - 1).toISOString() }],
  ] as const)('error: %s', async (outcome, overrides) => {
    const p = provider()
    const body = await signed(CSRF, {
      ...(outcome === 'expired' ? { issuedAt: new Date(START - 60_000).toISOString() } : {}),
      ...overrides,
    })
    await expect(p.credentials.authorize(body)).resolves.toBeNull()
    expect(p.outcome()).toBe(outcome)
  })

  test('behavior: the allow-list and statement are the configured ones', async () => {
    const p = provider({ chainIds: [8453], statement: 'Sign in to Base.' })
    const body = await signed(CSRF, { chainId: 8453, statement: 'Sign in to Base.' })
    await expect(p.credentials.authorize(body)).resolves.toMatchObject({ chainId: 8453 })
  })

  test('error: a signature by another key, or not a signature', async () => {
    const p = provider()
    await expect(p.credentials.authorize(await signed(CSRF, {}, bob))).resolves.toBeNull()
    expect(p.outcome()).toBe('bad_signature')
    const body = await signed(CSRF)
    for (const signature of [undefined, 42, 'not hex', `${body.signature}0`])
      await expect(p.credentials.authorize({ ...body, signature })).resolves.toBeNull()
    await expect(p.credentials.authorize(undefined)).resolves.toBeNull()
    expect(p.outcome()).toBe('bad_request')
  })

  test('error: a message that is not canonical EIP-4361', async () => {
    const p = provider()
    const body = await signed(CSRF)
    const message = body.message.replace('\nVersion: 1', '\nVersion:  1')
    const signature = await alice.signMessage({ message })
    await expect(p.credentials.authorize({ ...body, message, signature })).resolves.toBeNull()
    expect(p.outcome()).toBe('message_not_canonical')
  })
})

describe('given a Gatehouse handler as the nonce source', () => {
  async function setUp() {
    const h = createHarness()
    const p = provider({ nonce: h.handler, now: h.now })
    const browser = h.browser()
    const { nonce } = await browser.nonce()
    const message = messageFor(alice, nonce, h.now())
    const body = { message, signature: await alice.signMessage({ message }), csrfToken: CSRF }
    const cookie = `${browser.cookieName}=${browser.cookie}`
    return { p, body, cookie }
  }

  test('behavior: the handler’s nonce signs in once, with v4’s request or v5’s', async () => {
    const { p, body, cookie } = await setUp()
    const v4Request = { headers: { cookie }, method: 'POST', body: {}, query: {} }
    await expect(p.credentials.authorize(body, v4Request)).resolves.toMatchObject({
      id: alice.address,
    })
    const v5Request = new Request(`${ORIGIN}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: { cookie },
    })
    await expect(p.credentials.authorize(body, v5Request)).resolves.toBeNull()
    expect(p.outcome()).toBe('unknown_nonce')
  })

  test('error: the nonce from another browser’s session, or the CSRF token in its place', async () => {
    const { p, body } = await setUp()
    const other = `__Host-sid=${'f'.repeat(64)}`
    await expect(p.credentials.authorize(body, { headers: { cookie: other } })).resolves.toBeNull()
    await expect(p.credentials.authorize(await signed(CSRF), { headers: {} })).resolves.toBeNull()
    expect(p.outcome()).toBe('unknown_nonce')
  })
})

describe('given its options', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  test('error: no appOrigin throws AuthOptionError naming it', () => {
    expect(() => siweCredentials({ appOrigin: undefined })).toThrow(AuthOptionError)
    expect(() => siweCredentials({ appOrigin: 'ftp://app.example' })).toThrow(/^appOrigin: /)
    expect(() => siweCredentials({ appOrigin: ORIGIN, chainIds: [] })).toThrow(/^chainIds: /)
    expect(() =>
      siweCredentials({ appOrigin: ORIGIN, nonce: 'cookie' as unknown as 'csrf' }),
    ).toThrow(/^nonce: /)
  })

  test('behavior: during next build a missing appOrigin fails the first sign-in instead', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build')
    const deferred = siweCredentials({ appOrigin: process.env.GATEHOUSE_UNSET_ORIGIN })
    await expect(deferred.authorize(await signed(CSRF))).rejects.toThrow(/^appOrigin: /)
  })

  test('behavior: the provider’s id and name are configurable', () => {
    expect(siweCredentials({ appOrigin: ORIGIN, id: 'siwe', name: 'Wallet' })).toMatchObject({
      id: 'siwe',
      name: 'Wallet',
    })
  })
})
