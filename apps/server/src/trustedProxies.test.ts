// Covers AUTH_TRUSTED_PROXIES on its own: which values are accepted (a hop count, IP addresses,
// CIDR ranges) and which address each setting takes from the socket's peer and X-Forwarded-For,
// forged entries and headers shorter than the hop count included. The setting as the mounted
// auth routes use it is in mountAuth.test.ts; the hop count's reading is @gatehouse/auth-server's
// proxyClientIp (its own tests in packages/auth-server/src/http/clientIp.test.ts).

import { EnvError } from '@gatehouse/auth-server'
import { describe, expect, test } from 'vitest'
import { parseTrustedProxies, proxiedClientIp, type TrustedProxies } from './trustedProxies'

const parse = (value: string) => parseTrustedProxies({ AUTH_TRUSTED_PROXIES: value })

/** The address `trust` finds for a request from socket `peer` with `forwardedFor` (or none). */
function clientAddressResolver(trust: TrustedProxies | undefined) {
  const peers = new WeakMap<Request, string>()
  const clientIp = proxiedClientIp(trust, (request) => peers.get(request))
  return (peer: string | undefined, forwardedFor: string | null) => {
    const request = new Request('http://app.test/', {
      headers: forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor },
    })
    if (peer !== undefined) peers.set(request, peer)
    return clientIp(request)
  }
}

describe('parseTrustedProxies', () => {
  test('behavior: unset or blank is off', () => {
    expect(parseTrustedProxies({})).toBeUndefined()
    expect(parse('  ')).toBeUndefined()
  })

  test('behavior: a number of hops from 1 to 20', () => {
    expect(parse('1')).toEqual({ kind: 'hops', hops: 1 })
    expect(parse(' 20 ')).toEqual({ kind: 'hops', hops: 20 })
  })

  test('behavior: a list of IPv4 and IPv6 addresses and CIDR ranges', () => {
    expect(parse('10.0.0.1, 10.0.0.2,fd00::1,192.168.0.0/16,2001:db8::/32')).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.1', '10.0.0.2', 'fd00::1', '192.168.0.0/16', '2001:db8::/32'],
    })
  })

  test.each([
    '0',
    '21',
    '1.5',
    '-1',
    'true',
    'proxy.internal',
    '10.0.0.1,',
    '10.0.0.256',
    '10.0.0.0/33',
    '10.0.0.0/',
    '10.0.0.0/8/8',
    '2001:db8::/129',
  ])('error: AUTH_TRUSTED_PROXIES=%s names the variable and what it takes', (value) => {
    expect(() => parse(value)).toThrowError(EnvError)
    expect(() => parse(value)).toThrowError(
      /^AUTH_TRUSTED_PROXIES: must be a number of proxy hops from 1 to 20, or a comma-separated list of proxy IP addresses or CIDR ranges/,
    )
  })
})

describe('clientAddressResolver', () => {
  test('behavior: off, the socket peer is the client whatever the header says', () => {
    const resolve = clientAddressResolver(undefined)
    expect(resolve('198.51.100.1', null)).toBe('198.51.100.1')
    expect(resolve('198.51.100.1', '203.0.113.9')).toBe('198.51.100.1')
  })

  test('behavior: without a socket there is no address, the header alone is never believed', () => {
    expect(clientAddressResolver(parse('1'))(undefined, '203.0.113.9')).toBeUndefined()
    expect(clientAddressResolver(parse('10.0.0.1'))(undefined, '203.0.113.9')).toBeUndefined()
  })

  test('behavior: n hops take the n-th entry from the right; entries further left are ignored', () => {
    const one = clientAddressResolver(parse('1'))
    expect(one('10.0.0.1', '203.0.113.7')).toBe('203.0.113.7')
    expect(one('10.0.0.1', 'forged, 1.2.3.4 ,203.0.113.7')).toBe('203.0.113.7')
    const two = clientAddressResolver(parse('2'))
    expect(two('10.0.0.1', 'forged, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7')
    // A request that reached the server without a header: the socket's peer is the client.
    expect(one('10.0.0.1', null)).toBe('10.0.0.1')
  })

  test('error: fewer entries than hops is keyed on the socket’s peer, whatever they say', () => {
    // The request did not come through every declared proxy, so the header is the client's own.
    const two = clientAddressResolver(parse('2'))
    for (const forged of ['203.0.113.7', '198.51.100.66', '10.0.0.2', '', null]) {
      expect(two('10.0.0.1', forged)).toBe('10.0.0.1')
    }
    const three = clientAddressResolver(parse('3'))
    expect(three('10.0.0.1', 'forged, 10.0.0.2')).toBe('10.0.0.1')
    expect(three('10.0.0.1', '203.0.113.7, 10.0.0.3, 10.0.0.2')).toBe('203.0.113.7')
  })

  test('error: a spoofed leftmost entry is never the key', () => {
    const two = clientAddressResolver(parse('2'))
    for (const spoofed of ['1.2.3.4', '10.0.0.1', 'x'.repeat(300)]) {
      expect(two('10.0.0.1', `${spoofed}, 203.0.113.7, 10.0.0.2`)).toBe('203.0.113.7')
      expect(two('10.0.0.1', `${spoofed}, ${spoofed}, 203.0.113.7, 10.0.0.2`)).toBe('203.0.113.7')
    }
  })

  test('behavior: listed proxies are walked past; the first unlisted hop is the client', () => {
    const resolve = clientAddressResolver(parse('10.0.0.1,10.0.1.0/24,fd00::1'))
    expect(resolve('10.0.0.1', '203.0.113.7')).toBe('203.0.113.7')
    expect(resolve('10.0.0.1', '203.0.113.7, 10.0.1.20')).toBe('203.0.113.7')
    expect(resolve('fd00::1', '2001:db8::7')).toBe('2001:db8::7')
    // An IPv4 peer on a dual-stack socket matches its IPv4 entry.
    expect(resolve('::ffff:10.0.0.1', '203.0.113.7')).toBe('203.0.113.7')
    // Entries left of the first untrusted hop are the client's own and are never read.
    expect(resolve('10.0.0.1', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7')
    // Every hop trusted: the furthest one.
    expect(resolve('10.0.0.1', '10.0.1.5')).toBe('10.0.1.5')
  })

  test('error: a forged header from an untrusted peer changes nothing', () => {
    const resolve = clientAddressResolver(parse('10.0.0.1'))
    for (const forged of [null, '10.0.0.1', '203.0.113.7', '10.0.0.1, 10.0.0.1', 'x'.repeat(500)]) {
      expect(resolve('198.51.100.1', forged)).toBe('198.51.100.1')
    }
  })

  test('behavior: an empty entry from a trusted hop falls back to that hop; long entries are cut', () => {
    const resolve = clientAddressResolver(parse('1'))
    expect(resolve('10.0.0.1', '203.0.113.7, ')).toBe('10.0.0.1')
    expect(resolve('10.0.0.1', 'y'.repeat(500))).toBe('y'.repeat(100))
    const listed = clientAddressResolver(parse('10.0.0.1'))
    expect(listed('10.0.0.1', '203.0.113.7, ')).toBe('10.0.0.1')
  })

  test('behavior: an IPv4 client on a dual-stack socket is its IPv4 address', () => {
    expect(clientAddressResolver(undefined)('::ffff:198.51.100.1', null)).toBe('198.51.100.1')
    expect(clientAddressResolver(parse('1'))('::ffff:10.0.0.1', '::ffff:203.0.113.7')).toBe(
      '203.0.113.7',
    )
  })
})
