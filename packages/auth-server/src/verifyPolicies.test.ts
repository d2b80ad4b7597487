// Covers every verification policy through POST /api/auth/verify with real signatures: each
// failure is the same 401 body; nonce binding, expiry (injected clock), replay, parallel double
// submit, per-session nonce cap; high-s, wrong signer and non-65-byte signatures.
// Not covered here: contract wallets (a later session) and the request guards (requestGuards.test).
import type { SiweFields } from '@gatehouse/siwe'
import { NONCE_TTL_MS } from '@gatehouse/siwe'
import { type Hex, recoverMessageAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  alice,
  bob,
  createHarness,
  type Harness,
  messageFor,
  signedRequest,
  signIn,
} from './testing/authTestHarness'

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

async function expectRejected(res: Response) {
  expect(res.status).toBe(401)
  expect(await res.text()).toBe('{"error":"verification_failed"}')
}

function outcomes(h: Harness) {
  return h.logs.filter((entry) => entry.event === 'request').map((entry) => entry.outcome)
}

describe('message policies', () => {
  const iso = (ms: number) => new Date(ms).toISOString()
  const cases: [string, (now: number) => Partial<SiweFields>, string][] = [
    ['domain', () => ({ domain: 'evil.example' }), 'domain_mismatch'],
    ['domain with a port', () => ({ domain: 'app.example:8443' }), 'domain_mismatch'],
    ['uri origin', () => ({ uri: 'https://evil.example/login' }), 'uri_mismatch'],
    ['uri scheme', () => ({ uri: 'http://app.example' }), 'uri_mismatch'],
    ['chain not configured', () => ({ chainId: 5 }), 'chain_not_allowed'],
    ['testnet while testnets are off', () => ({ chainId: 11155111 }), 'chain_not_allowed'],
    ['statement', () => ({ statement: 'Sign in to something else.' }), 'statement_mismatch'],
    [
      'issued in the future',
      (now) => ({ issuedAt: iso(now + 5 * 60_000 + 1) }),
      'issued_in_future',
    ],
    ['issued before the nonce', (now) => ({ issuedAt: iso(now - 1_001) }), 'issued_before_nonce'],
    ['expired', (now) => ({ expirationTime: iso(now) }), 'expired'],
    ['not yet valid', (now) => ({ notBefore: iso(now + 1) }), 'not_yet_valid'],
  ]

  test.each(cases)('error: %s → 401 verification_failed', async (_name, override, reason) => {
    const h = createHarness()
    const browser = h.browser()
    await expectRejected(await signIn(browser, alice, h.now(), override(h.now())))
    expect(outcomes(h).at(-1)).toBe(reason)
    expect(await browser.session()).toEqual({ authenticated: false })
  })

  test('behavior: the edges of each window are accepted', async () => {
    const h = createHarness()
    const now = h.now()
    const edges: Partial<SiweFields>[] = [
      { issuedAt: iso(now + 5 * 60_000) },
      { issuedAt: iso(now - 1_000) },
      { notBefore: iso(now), expirationTime: iso(now + 1) },
      { chainId: 7777777 },
      { uri: 'https://app.example/some/page?x=1' },
    ]
    for (const fields of edges) {
      expect((await signIn(h.browser(), alice, now, fields)).status, JSON.stringify(fields)).toBe(
        200,
      )
    }
  })

  test('behavior: Sepolia signs in only when testnets are enabled', async () => {
    const h = createHarness({ env: { ENABLE_TESTNETS: 'true' } })
    expect((await signIn(h.browser(), alice, h.now(), { chainId: 11155111 })).status).toBe(200)
  })

  test('error: a message that is not canonical (version 2, CRLF, trailing newline) is 400', async () => {
    const h = createHarness()
    const browser = h.browser()
    const { message } = await signedRequest(browser, alice, h.now())
    const variants = [
      message.replace('Version: 1', 'Version: 2'),
      message.replaceAll('\n', '\r\n'),
      `${message}\n`,
      message.replace(alice.address, alice.address.toLowerCase()),
    ]
    for (const variant of variants) {
      const signature = await alice.signMessage({ message: variant })
      const res = await browser.verify({ message: variant, signature })
      expect(res.status).toBe(400)
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

  test('error: the global cap on outstanding nonces answers 503 unavailable', async () => {
    const h = createHarness({ env: { AUTH_MAX_OUTSTANDING_NONCES: '2' } })
    await h.browser().nonce()
    await h.browser().nonce()
    const res = await h.browser().request('/api/auth/nonce')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(await res.json()).toEqual({ error: 'unavailable' })
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
