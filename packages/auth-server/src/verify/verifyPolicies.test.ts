// Covers every verification policy through POST /api/auth/verify with real signatures: each
// failure is the same 401 body; the message policies (domain, scheme, URI origin, chain,
// statement, and times: inside the window and a window that is not empty) on both stores, with
// every conformant message that meets them accepted and its Request ID / Resources recorded in
// the session; nonce binding, expiry (injected clock), replay, parallel double submit,
// per-session nonce cap; high-s, wrong signer and non-65-byte signatures.
// Not covered here: contract wallets (contractWallets.test) and the request guards
// (requestGuards.test). The grammar itself is @gatehouse/siwe's (its conformance vectors).
import type { SiweFields } from '@gatehouse/siwe'
import { NONCE_TTL_MS } from '@gatehouse/siwe'
import type { Redis } from 'ioredis'
import { type Hex, recoverMessageAddress } from 'viem'
import { afterAll, describe, expect, test } from 'vitest'
import { silentLogger } from '../http/logger'
import { createRedisClient } from '../stores/createRedisClient'
import { randomHex } from '../stores/randomToken'
import { createRedisStore } from '../stores/redisStore'
import {
  alice,
  bob,
  createHarness,
  type Harness,
  type HarnessOptions,
  messageFor,
  signedRequest,
  signIn,
  type TestBrowser,
} from '../testing/authTestHarness'
import { useRedisServer } from '../testing/redisTestServer'

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

async function expectRejected(res: Response) {
  expect(res.status).toBe(401)
  expect(await res.text()).toBe('{"error":"verification_failed"}')
}

function outcomes(h: Harness) {
  return h.logs.filter((entry) => entry.event === 'request').map((entry) => entry.outcome)
}

describe.each(['memory', 'redis'] as const)('message policies on the %s store', (kind) => {
  const server = kind === 'redis' ? useRedisServer() : undefined
  let client: Redis | undefined
  afterAll(() => client?.disconnect())

  /** A harness on this store; a Redis one gets its own key prefix on the shared server. */
  function harness(options: Omit<HarnessOptions, 'store'> = {}): Harness {
    if (!server) return createHarness(options)
    client ??= createRedisClient(server().url, silentLogger)
    const keyPrefix = `test:${randomHex(8)}:`
    let h: Harness | undefined
    const store = createRedisStore({
      redis: client,
      keyPrefix,
      rateLimitKeyPrefix: `${keyPrefix}rl`,
      now: () => h?.now() ?? Date.now(),
      timeoutMs: 1000,
    })
    h = createHarness({ ...options, store })
    return h
  }

  const iso = (ms: number) => new Date(ms).toISOString()
  const MINUTE = 60_000
  const cases: [string, (now: number) => Partial<SiweFields>, string][] = [
    ['domain', () => ({ domain: 'evil.example' }), 'domain_mismatch'],
    ['domain with a port', () => ({ domain: 'app.example:8443' }), 'domain_mismatch'],
    ['domain with userinfo', () => ({ domain: 'evil@app.example' }), 'domain_mismatch'],
    ['scheme', () => ({ scheme: 'http' }), 'scheme_mismatch'],
    ['uri origin', () => ({ uri: 'https://evil.example/login' }), 'uri_mismatch'],
    ['uri scheme', () => ({ uri: 'http://app.example' }), 'uri_mismatch'],
    ['uri port', () => ({ uri: 'https://app.example:8443/' }), 'uri_mismatch'],
    ['uri without an authority', () => ({ uri: 'https:app.example' }), 'uri_mismatch'],
    ['uri with a percent-encoded host', () => ({ uri: 'https://app%2Eexample/' }), 'uri_mismatch'],
    ['chain not configured', () => ({ chainId: 5 }), 'chain_not_allowed'],
    ['testnet while testnets are off', () => ({ chainId: 11155111 }), 'chain_not_allowed'],
    ['statement', () => ({ statement: 'Sign in to something else.' }), 'statement_mismatch'],
    ['no statement', () => ({ statement: undefined }), 'statement_mismatch'],
    ['an empty statement', () => ({ statement: '' }), 'statement_mismatch'],
    [
      'issued in the future beyond the skew',
      (now) => ({ issuedAt: iso(now + 5 * MINUTE + 1), expirationTime: iso(now + 10 * MINUTE) }),
      'issued_in_future',
    ],
    ['issued before the nonce', (now) => ({ issuedAt: iso(now - 1_001) }), 'issued_before_nonce'],
    ['expired', (now) => ({ issuedAt: iso(now - 1_000), expirationTime: iso(now) }), 'expired'],
    ['not yet valid', (now) => ({ notBefore: iso(now + 1) }), 'not_yet_valid'],
    // Issue 14: a window that is empty is refused like the other time failures, even when the
    // issue time lies within the allowed future skew and the clock is inside [notBefore, expiry).
    [
      'expiration before issuedAt, issuedAt within the skew',
      (now) => ({ issuedAt: iso(now + 4 * MINUTE), expirationTime: iso(now + 2 * MINUTE) }),
      'expires_before_issued',
    ],
    [
      'expiration at issuedAt',
      (now) => ({ issuedAt: iso(now + MINUTE), expirationTime: iso(now + MINUTE) }),
      'expires_before_issued',
    ],
    [
      'expiration before issuedAt, in other offsets',
      (now) => ({
        issuedAt: iso(now).replace('Z', '+00:00'),
        expirationTime: new Date(now - MINUTE + 2 * 3_600_000).toISOString().replace('Z', '+02:00'),
      }),
      'expires_before_issued',
    ],
    [
      'not before after expiration',
      (now) => ({ notBefore: iso(now + 3 * MINUTE), expirationTime: iso(now + 2 * MINUTE) }),
      'not_before_after_expiration',
    ],
    [
      'not before at expiration',
      (now) => ({ notBefore: iso(now + 2 * MINUTE), expirationTime: iso(now + 2 * MINUTE) }),
      'not_before_after_expiration',
    ],
  ]

  test.each(cases)('error: %s → 401 verification_failed', async (_name, override, reason) => {
    const h = harness()
    const browser = h.browser()
    await expectRejected(await signIn(browser, alice, h.now(), override(h.now())))
    expect(outcomes(h).at(-1)).toBe(reason)
    expect(await browser.session()).toEqual({ authenticated: false })
  })

  test('behavior: the edges of each window are accepted', async () => {
    const h = harness()
    const now = h.now()
    const edges: Partial<SiweFields>[] = [
      { issuedAt: iso(now + 5 * MINUTE), expirationTime: iso(now + 5 * MINUTE + 1) },
      { issuedAt: iso(now - 1_000) },
      { notBefore: iso(now), expirationTime: iso(now + 1) },
      { expirationTime: undefined },
      { chainId: 7777777 },
      { uri: 'https://app.example/some/page?x=1' },
    ]
    for (const fields of edges) {
      expect((await signIn(h.browser(), alice, now, fields)).status, JSON.stringify(fields)).toBe(
        200,
      )
    }
  })

  test('behavior: any conformant message that meets the policy signs in', async () => {
    const h = harness()
    const now = h.now()
    const accepted: Partial<SiweFields>[] = [
      { scheme: 'https' },
      { scheme: 'HTTPS' },
      { uri: 'https://app.example:443/login' },
      { uri: 'HTTPS://APP.EXAMPLE/Path' },
      { uri: 'https://app.example:/' },
      { uri: 'https://visitor@app.example/login#top' },
      { requestId: '' },
      { requestId: "req-1:@!$&'()*+,;=" },
      { resources: [] },
      { resources: ['ipfs://Qm1', 'urn:x:y', 'https://other.example/terms?a#b'] },
      {
        issuedAt: iso(now).replace('T', 't').replace('Z', 'z'),
        expirationTime: iso(now + MINUTE).replace('Z', '+00:00'),
        notBefore: `${iso(now - 1000).slice(0, -1)}123456Z`,
      },
    ]
    for (const fields of accepted) {
      const res = await signIn(h.browser(), alice, now, fields)
      expect(res.status, JSON.stringify(fields)).toBe(200)
    }
  })

  test('behavior: Request ID and Resources are recorded in the session, never required', async () => {
    const h = harness()
    const cookieOf = (browser: TestBrowser) =>
      new Headers({ cookie: `${browser.cookieName}=${browser.cookie}` })
    const withBoth = h.browser()
    const resources = ['https://app.example/terms', 'ipfs://Qm1']
    const res = await signIn(withBoth, alice, h.now(), { requestId: 'req-7', resources })
    expect(await res.json()).toEqual({ address: alice.address, chainId: 1 })
    expect(await h.handler.getSession(cookieOf(withBoth))).toEqual({
      address: alice.address,
      chainId: 1,
      requestId: 'req-7',
      resources,
    })
    const withEmpty = h.browser()
    expect((await signIn(withEmpty, alice, h.now(), { requestId: '', resources: [] })).status).toBe(
      200,
    )
    expect(await h.handler.getSession(cookieOf(withEmpty))).toEqual({
      address: alice.address,
      chainId: 1,
      requestId: '',
      resources: [],
    })
    const without = h.browser()
    expect((await signIn(without, alice, h.now())).status).toBe(200)
    expect(await h.handler.getSession(cookieOf(without))).toStrictEqual({
      address: alice.address,
      chainId: 1,
    })
    // The session route's answer is unchanged.
    expect(await withBoth.session()).toEqual({
      authenticated: true,
      address: alice.address,
      chainId: 1,
    })
  })

  test('behavior: Sepolia signs in only when testnets are enabled', async () => {
    const h = harness({ env: { ENABLE_TESTNETS: 'true' } })
    expect((await signIn(h.browser(), alice, h.now(), { chainId: 11155111 })).status).toBe(200)
  })

  test('error: a message outside EIP-4361 (version 2, CRLF, trailing newline, lower-case address, bad time) is 400', async () => {
    const h = harness()
    const browser = h.browser()
    const { message } = await signedRequest(browser, alice, h.now())
    const variants = [
      message.replace('Version: 1', 'Version: 2'),
      message.replaceAll('\n', '\r\n'),
      `${message}\n`,
      message.replace(alice.address, alice.address.toLowerCase()),
      message.replace(/Issued At: .*/, 'Issued At: 2030-02-30T00:00:00Z'),
      message.replace(/Expiration Time: .*/, 'Expiration Time: tomorrow'),
      `${message}\nNot Before: 2030-01-01T00:00:00`,
    ]
    for (const variant of variants) {
      const signature = await alice.signMessage({ message: variant })
      const res = await browser.verify({ message: variant, signature })
      expect(res.status, variant).toBe(400)
      expect(await res.json()).toEqual({ error: 'invalid_request' })
    }
  })
})

describe('nonces', () => {
  test('error: nonce replay', async () => {
    const h = createHarness()
    const browser = h.browser()
    const request = await signedRequest(browser, alice, h.now())
    expect((await browser.verify(request)).status).toBe(200)
    await expectRejected(await browser.verify(request))
  })

  test('error: a nonce is spent by a failed attempt too', async () => {
    const h = createHarness()
    const browser = h.browser()
    const { nonce } = await browser.nonce()
    const message = messageFor(alice, nonce, h.now())
    await expectRejected(
      await browser.verify({ message, signature: await bob.signMessage({ message }) }),
    )
    await expectRejected(
      await browser.verify({ message, signature: await alice.signMessage({ message }) }),
    )
  })

  test('error: parallel double submit → exactly one 200', async () => {
    const h = createHarness()
    const browser = h.browser()
    const request = await signedRequest(browser, alice, h.now())
    const results = await Promise.all(Array.from({ length: 5 }, () => browser.verify(request)))
    expect(results.map((res) => res.status).sort()).toEqual([200, 401, 401, 401, 401])
  })

  test('error: a nonce from another session is refused and stays usable there', async () => {
    const h = createHarness()
    const victim = h.browser()
    const attacker = h.browser('198.51.100.7')
    const request = await signedRequest(victim, alice, h.now())
    await attacker.nonce()
    await expectRejected(await attacker.verify(request))
    expect(h.logs.at(-1)?.outcome).toBe('unknown_nonce')
    expect((await victim.verify(request)).status).toBe(200)
  })

  test('error: no session cookie → 401', async () => {
    const h = createHarness()
    const browser = h.browser()
    const request = await signedRequest(browser, alice, h.now())
    browser.cookie = undefined
    await expectRejected(await browser.verify(request))
  })

  test('error: an expired nonce (injected clock)', async () => {
    const h = createHarness()
    const browser = h.browser()
    const { nonce } = await browser.nonce()
    h.advance(NONCE_TTL_MS)
    const message = messageFor(alice, nonce, h.now() - NONCE_TTL_MS)
    await expectRejected(
      await browser.verify({ message, signature: await alice.signMessage({ message }) }),
    )
    expect(outcomes(h).at(-1)).toBe('unknown_nonce')
  })

  test('behavior: a nonce is valid until just before its expiry', async () => {
    const h = createHarness()
    const browser = h.browser()
    const { nonce } = await browser.nonce()
    const issued = h.now()
    h.advance(NONCE_TTL_MS - 1)
    const message = messageFor(alice, nonce, issued)
    const res = await browser.verify({ message, signature: await alice.signMessage({ message }) })
    expect(res.status).toBe(200)
  })

  test('behavior: a sixth outstanding nonce evicts the oldest', async () => {
    const h = createHarness()
    const browser = h.browser()
    const nonces = []
    for (let i = 0; i < 6; i++) nonces.push((await browser.nonce()).nonce)
    const send = async (nonce: string) => {
      const message = messageFor(alice, nonce, h.now())
      return browser.verify({ message, signature: await alice.signMessage({ message }) })
    }
    await expectRejected(await send(nonces[0] as string))
    expect((await send(nonces[1] as string)).status).toBe(200)
  })

  test('error: the global cap on outstanding nonces answers 503 when signed-in sessions fill it', async () => {
    const h = createHarness({ env: { AUTH_MAX_OUTSTANDING_NONCES: '2' } })
    // Signed in, each fetches a nonce again (to sign in anew): those nonces are not evictable.
    for (const ip of ['192.0.2.1', '192.0.2.2']) {
      const browser = h.browser(ip)
      expect((await signIn(browser, alice, h.now())).status).toBe(200)
      await browser.nonce()
    }
    const res = await h.browser('192.0.2.3').request('/api/auth/nonce')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(await res.json()).toEqual({ error: 'unavailable' })
  })

  test('behavior: at the nonce cap the oldest pre-session makes room (no lockout by nonces)', async () => {
    const h = createHarness({ env: { AUTH_MAX_OUTSTANDING_NONCES: '2' } })
    const first = h.browser('192.0.2.1')
    await first.nonce()
    await h.browser('192.0.2.2').nonce()
    const late = h.browser('192.0.2.3')
    expect((await signIn(late, alice, h.now())).status).toBe(200)
    expect((await signIn(first, alice, h.now())).status).toBe(200)
  })

  test('behavior: an anonymous session ending before a new nonce would is replaced', async () => {
    const h = createHarness()
    const browser = h.browser()
    await browser.nonce()
    const first = browser.cookie
    h.advance(2 * NONCE_TTL_MS + 1)
    await browser.nonce()
    expect(browser.cookie).not.toBe(first)
    expect((await signIn(browser, alice, h.now())).status).toBe(200)
  })
})

describe('signatures', () => {
  test('error: wrong signer', async () => {
    const h = createHarness()
    const browser = h.browser()
    const { message } = await signedRequest(browser, alice, h.now())
    await expectRejected(
      await browser.verify({ message, signature: await bob.signMessage({ message }) }),
    )
    expect(outcomes(h).at(-1)).toBe('bad_signature')
  })

  test('error: a high-s signature is rejected although ecrecover accepts it', async () => {
    const h = createHarness()
    const browser = h.browser()
    const { message, signature } = await signedRequest(browser, alice, h.now())
    const s = BigInt(`0x${signature.slice(66, 130)}`)
    const v = Number.parseInt(signature.slice(130), 16)
    const malleated = `${signature.slice(0, 66)}${(N - s).toString(16).padStart(64, '0')}${(
      v === 27 ? 28 : 27
    ).toString(16)}` as Hex
    expect(await recoverMessageAddress({ message, signature: malleated })).toBe(alice.address)
    await expectRejected(await browser.verify({ message, signature: malleated }))
  })

  test('error: a signature that is not 65 bytes (contract wallets come later)', async () => {
    const h = createHarness()
    const browser = h.browser()
    const { message, signature } = await signedRequest(browser, alice, h.now())
    await expectRejected(await browser.verify({ message, signature: `${signature}00` }))
  })

  test('behavior: the contract-wallet seam gets what ecrecover does not accept', async () => {
    const calls: unknown[] = []
    const h = createHarness({
      contractWallets: async (args) => {
        calls.push(args)
        return true
      },
    })
    const browser = h.browser()
    const { message, signature } = await signedRequest(browser, bob, h.now())
    const wrapped = `${signature}00` as Hex
    expect((await browser.verify({ message, signature: wrapped })).status).toBe(200)
    expect(calls).toEqual([{ address: bob.address, message, signature: wrapped, chainId: 1 }])
  })

  test('error: a contract-wallet check that throws is 503 unavailable, not 401 or 500', async () => {
    const h = createHarness({
      contractWallets: async () => {
        throw new Error('rpc down at https://rpc.example/secret-key')
      },
    })
    const browser = h.browser()
    const { message, signature } = await signedRequest(browser, alice, h.now())
    const res = await browser.verify({ message, signature: `${signature}00` })
    expect(res.status).toBe(503)
    expect(await res.text()).toBe('{"error":"unavailable"}')
  })
})
