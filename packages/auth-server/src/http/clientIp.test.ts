// Covers proxyClientIp, the one reading of a proxied client address (apps/server's
// AUTH_TRUSTED_PROXIES hop count uses it too): the hops-th entry from the right is the key, so
// entries a client writes further left change nothing; a header shorter than the declared hops
// (the request did not come through every proxy) is keyed on the socket's peer, or on one shared
// key without one, never on what the client sent and never on no key (which would skip the
// per-address limits).
import { AUTH_ROUTES } from '@gatehouse/siwe'
import { describe, expect, test } from 'vitest'
import { createAuthHandler } from '../routes/createAuthHandler'
import { type ClientIp, proxyClientIp, UNPROXIED_CLIENT } from './clientIp'

const ORIGIN = 'https://app.example'

/** A request with `forwardedFor` as X-Forwarded-For (none when undefined) from socket `peer`. */
function requestFrom(forwardedFor: string | undefined, peer?: string) {
  const request = new Request(ORIGIN, {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  })
  if (peer !== undefined) peers.set(request, peer)
  return request
}
const peers = new WeakMap<Request, string>()
const socketPeer: ClientIp = (request) => peers.get(request)

describe('proxyClientIp', () => {
  test('error: a spoofed leftmost entry is never the key; the trusted hop’s entry is', () => {
    const one = proxyClientIp('x-forwarded-for')
    const two = proxyClientIp('x-forwarded-for', { hops: 2, peer: socketPeer })
    for (const spoofed of ['198.51.100.66', '10.0.0.1', 'localhost', 'x'.repeat(300)]) {
      expect(one(requestFrom(`${spoofed}, 203.0.113.7`))).toBe('203.0.113.7')
      expect(one(requestFrom(`${spoofed}, ${spoofed}, 203.0.113.7`))).toBe('203.0.113.7')
      expect(two(requestFrom(`${spoofed}, 203.0.113.8, 10.0.0.2`, '10.0.0.1'))).toBe('203.0.113.8')
    }
  })

  test('error: a header shorter than the hops is keyed on the socket’s peer, whatever it says', () => {
    const two = proxyClientIp('x-forwarded-for', { hops: 2, peer: socketPeer })
    for (const forwardedFor of ['203.0.113.7', '198.51.100.66', '', undefined]) {
      expect(two(requestFrom(forwardedFor, '10.0.0.1'))).toBe('10.0.0.1')
    }
    const realIp = proxyClientIp('x-real-ip', { peer: socketPeer })
    expect(realIp(requestFrom('203.0.113.7', '10.0.0.1'))).toBe('10.0.0.1')
  })

  test('error: without a peer, every short header shares one key (never none)', () => {
    expect(UNPROXIED_CLIENT).toBe('unproxied')
    const three = proxyClientIp('x-forwarded-for', { hops: 3 })
    for (const forwardedFor of ['203.0.113.7', '198.51.100.66, 203.0.113.7', '', undefined]) {
      expect(three(requestFrom(forwardedFor))).toBe(UNPROXIED_CLIENT)
    }
    expect(proxyClientIp('x-real-ip')(requestFrom('203.0.113.7'))).toBe(UNPROXIED_CLIENT)
  })

  test('behavior: a blank entry where the address should be falls back the same way', () => {
    const one = proxyClientIp('x-forwarded-for', { peer: socketPeer })
    expect(one(requestFrom('203.0.113.7, ', '10.0.0.1'))).toBe('10.0.0.1')
    expect(proxyClientIp('x-forwarded-for')(requestFrom('203.0.113.7,'))).toBe(UNPROXIED_CLIENT)
  })

  test('behavior: an IPv4-mapped IPv6 address is its IPv4 address; a long entry is cut', () => {
    const one = proxyClientIp('x-forwarded-for', { peer: socketPeer })
    expect(one(requestFrom('::ffff:203.0.113.7'))).toBe('203.0.113.7')
    expect(one(requestFrom(undefined, '::ffff:10.0.0.1'))).toBe('10.0.0.1')
    expect(one(requestFrom('y'.repeat(500)))).toBe('y'.repeat(100))
  })

  test('error: a client sending a short header cannot leave the per-address limit', async () => {
    const handler = createAuthHandler({
      appOrigin: ORIGIN,
      clientIp: proxyClientIp('x-forwarded-for', { hops: 2 }),
      rateLimits: { nonceIp: { points: 1, durationS: 60 } },
    })
    const nonce = (forwardedFor?: string) =>
      handler(
        new Request(`${ORIGIN}${AUTH_ROUTES.nonce}`, {
          headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
        }),
      )
    expect((await nonce('203.0.113.1')).status).toBe(200)
    expect((await nonce('203.0.113.2')).status).toBe(429)
    expect((await nonce()).status).toBe(429)
    // Requests that came through both proxies keep their own limits.
    expect((await nonce('203.0.113.1, 10.0.0.2')).status).toBe(200)
    await handler.close()
  })
})
