// Covers the sign-in server as a resource a stranger can spend (issue 24), each point as the
// attack that found it: filling the session store with sign-ins must not lock later visitors
// out; every request counts against some rate-limit bucket (no address known, random cookies,
// addresses of one IPv6 /64); a session keeps a bounded amount of what the message said; and a
// contract-wallet session is short.
import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import {
  alice,
  bob,
  createHarness,
  messageFor,
  ORIGIN,
  signedRequest,
  signIn,
} from '../testing/authTestHarness'
import { MAX_SESSION_EXTRAS_CHARS, MAX_SESSION_RESOURCES } from '../verify/sessionExtras'
import { createAuthHandler } from './createAuthHandler'

const NONCE_URL = `${ORIGIN}/api/auth/nonce`
const VERIFY_URL = `${ORIGIN}/api/auth/verify`
const randomSid = () => randomBytes(32).toString('hex')

async function statuses(requests: Array<() => Promise<Response>>): Promise<number[]> {
  const result: number[] = []
  for (const send of requests) result.push((await send()).status)
  return result
}

describe('lockout', () => {
  test('error: 20 sign-ins with maxSessions 20 do not stop a fresh visitor signing in', async () => {
    const h = createHarness({ env: { AUTH_MAX_SESSIONS: '20' } })
    for (let i = 0; i < 20; i++) {
      expect((await signIn(h.browser(`192.0.2.${i + 1}`), bob, h.now())).status).toBe(200)
    }
    const visitor = h.browser('198.51.100.1')
    expect((await signIn(visitor, alice, h.now())).status).toBe(200)
    expect(await visitor.session()).toMatchObject({ authenticated: true })
  })

  test('error: a flood of pre-sessions evicts the oldest, never refuses a visitor', async () => {
    const h = createHarness({ env: { AUTH_MAX_SESSIONS: '5' } })
    for (let i = 0; i < 20; i++) await h.browser(`192.0.2.${i + 1}`).nonce()
    expect((await signIn(h.browser('198.51.100.1'), alice, h.now())).status).toBe(200)
  })
})

describe('rate limits every request counts against', () => {
  test('error: without clientIp, cookie-less nonce requests share one global bucket', async () => {
    const handler = createAuthHandler({ appOrigin: ORIGIN })
    const codes = await statuses(
      Array.from({ length: 200 }, () => () => handler(new Request(NONCE_URL))),
    )
    const { points } = handler.config.rateLimits.nonceGlobal
    expect(codes.filter((code) => code === 200)).toHaveLength(points)
    expect(codes.filter((code) => code === 429)).toHaveLength(200 - points)
  })

  test('error: random well-formed cookies share one "no session" bucket', async () => {
    const h = createHarness()
    const { points } = h.config.rateLimits.verifySession
    // A fresh address each time, so only the session buckets can decide.
    const codes = await statuses(
      Array.from({ length: 50 }, (_, i) => () => {
        const browser = h.browser(`203.0.113.${i + 1}`)
        browser.cookie = randomSid()
        return browser.verify({ message: 'x', signature: '0x' })
      }),
    )
    expect(codes.filter((code) => code !== 429)).toHaveLength(points)
  })

  test('behavior: on /nonce a dead cookie is a first visit, not held back by a random-cookie flood', async () => {
    const h = createHarness()
    // Someone floods nonce and verify with random cookies, from fresh addresses.
    for (let i = 0; i < 20; i++) {
      const attacker = h.browser(`203.0.113.${i + 1}`)
      attacker.cookie = randomSid()
      await attacker.request('/api/auth/nonce')
      attacker.cookie = randomSid()
      await attacker.verify({ message: 'x', signature: '0x' })
    }
    const flooded = h.browser('203.0.113.99')
    flooded.cookie = randomSid()
    expect((await flooded.verify({ message: 'x', signature: '0x' })).status).toBe(429)
    // A visitor whose pre-session expired (its cookie now names nothing) still gets a nonce.
    const visitor = h.browser('198.51.100.5')
    visitor.cookie = randomSid()
    expect((await signIn(visitor, alice, h.now())).status).toBe(200)
  })

  test('error: without clientIp, random cookies on verify are limited too', async () => {
    const handler = createAuthHandler({ appOrigin: ORIGIN })
    const codes = await statuses(
      Array.from(
        { length: 50 },
        () => () =>
          handler(
            new Request(VERIFY_URL, {
              method: 'POST',
              headers: {
                origin: ORIGIN,
                'content-type': 'application/json',
                cookie: `__Host-sid=${randomSid()}`,
              },
              body: '{}',
            }),
          ),
      ),
    )
    expect(codes.filter((code) => code === 429).length).toBeGreaterThan(0)
  })

  test('error: IPv6 addresses of one /64 share a bucket; another /64 has its own', async () => {
    const h = createHarness()
    const { points } = h.config.rateLimits.nonceIp
    const codes = await statuses(
      Array.from(
        { length: 60 },
        (_, i) => () =>
          h.browser(`2001:db8:0:1:${(i + 1).toString(16)}::${i + 7}`).request('/api/auth/nonce'),
      ),
    )
    expect(codes.filter((code) => code === 200)).toHaveLength(points)
    expect((await h.browser('2001:db8:0:2::1').request('/api/auth/nonce')).status).toBe(200)
    // The compressed and the full spelling of one /64 are one key.
    const same = await h
      .browser('2001:0db8:0000:0001:0000:0000:0000:0001')
      .request('/api/auth/nonce')
    expect(same.status).toBe(429)
  })

  test('behavior: a live session keeps its own bucket beside the address one', async () => {
    const h = createHarness()
    const browser = h.browser()
    expect((await signIn(browser, alice, h.now())).status).toBe(200)
    // The address is one many clients may share (a NAT): its bucket is larger than a session's.
    const { points } = h.config.rateLimits.nonceSession
    const codes = await statuses(
      Array.from({ length: points + 1 }, () => () => browser.request('/api/auth/nonce')),
    )
    expect(codes.slice(0, points).every((code) => code === 200)).toBe(true)
    expect(codes.at(-1)).toBe(429)
  })
})

describe('what a session keeps', () => {
  test('error: more Resources than a session keeps is a 400, before the nonce is spent', async () => {
    const h = createHarness()
    const browser = h.browser()
    const resources = Array.from(
      { length: MAX_SESSION_RESOURCES + 1 },
      (_, i) => `https://r.example/${i}`,
    )
    const { nonce } = await browser.nonce()
    const message = messageFor(alice, nonce, h.now(), { resources })
    const res = await browser.verify({ message, signature: await alice.signMessage({ message }) })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'invalid_request' })
    // The nonce is still there: the same session signs in with a message that fits.
    const fits = messageFor(alice, nonce, h.now(), { resources: resources.slice(1) })
    const ok = await browser.verify({
      message: fits,
      signature: await alice.signMessage({ message: fits }),
    })
    expect(ok.status).toBe(200)
    const session = await h.handler.getSession(
      new Headers({ cookie: `__Host-sid=${browser.cookie}` }),
    )
    expect(session?.resources).toEqual(resources.slice(1))
  })

  test('error: Request ID and Resources longer than the cap together are a 400', async () => {
    const h = createHarness()
    const browser = h.browser()
    const long = `https://r.example/${'a'.repeat(MAX_SESSION_EXTRAS_CHARS)}`
    const res = await browser.verify(
      await signedRequest(browser, alice, h.now(), { resources: [long] }),
    )
    expect(res.status).toBe(400)
    const requestId = 'r'.repeat(MAX_SESSION_EXTRAS_CHARS + 1)
    const again = await browser.verify(await signedRequest(browser, alice, h.now(), { requestId }))
    expect(again.status).toBe(400)
  })
})

describe('contract-wallet sessions', () => {
  test('behavior: a contract wallet’s session lasts contractSessionTtlMs (default 1 h)', async () => {
    const h = createHarness({ contractWallets: async () => true })
    expect(h.config.contractSessionTtlMs).toBe(60 * 60 * 1000)
    const browser = h.browser()
    const { nonce } = await browser.nonce()
    // Bob's signature for Alice's address: not hers locally, so only the contract check decides.
    const message = messageFor(alice, nonce, h.now())
    const res = await browser.verify({ message, signature: await bob.signMessage({ message }) })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=3600;/)
    h.advance(h.config.contractSessionTtlMs - 1)
    expect(await browser.session()).toMatchObject({ authenticated: true })
    h.advance(1)
    expect(await browser.session()).toEqual({ authenticated: false })
  })

  test('error: the contract path has its own, smaller rate limit (429)', async () => {
    let checks = 0
    const h = createHarness({
      env: { AUTH_RATE_CONTRACT_PER_IP: '2/60' },
      contractWallets: async () => {
        checks++
        return false
      },
    })
    const codes: number[] = []
    for (let i = 0; i < 3; i++) {
      const browser = h.browser()
      const { nonce } = await browser.nonce()
      const message = messageFor(alice, nonce, h.now())
      codes.push(
        (await browser.verify({ message, signature: await bob.signMessage({ message }) })).status,
      )
    }
    expect(codes).toEqual([401, 401, 429])
    expect(checks).toBe(2)
    // A plain account from the same address is not held back by it.
    expect((await signIn(h.browser(), alice, h.now())).status).toBe(200)
  })
})
