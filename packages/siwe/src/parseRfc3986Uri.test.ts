// Covers the RFC 3986 grammar: a URI split into its components, authorities, IP literals (every
// IPv6address form of RFC 3986 §3.2.2, and what is not one), and where RFC 3986 and WHATWG's `new URL`
// part ways. The published URI vectors are in conformance/.
import { describe, expect, test } from 'vitest'
import { isSiweStatement } from './isSiweStatement'
import {
  isRfc3986Uri,
  parseRfc3986Authority,
  parseRfc3986Uri,
  RFC3986_RULES,
} from './parseRfc3986Uri'

describe('components', () => {
  test('behavior: every component of a full URI', () => {
    expect(parseRfc3986Uri('https://user:pw@example.com:8443/a/b;c?q=1&r=/?#frag/?')).toStrictEqual(
      {
        scheme: 'https',
        authority: { userinfo: 'user:pw', host: 'example.com', port: '8443' },
        path: '/a/b;c',
        query: 'q=1&r=/?',
        fragment: 'frag/?',
      },
    )
  })

  test.each([
    ['uri:', { scheme: 'uri', path: '' }],
    ['uri:?', { scheme: 'uri', path: '', query: '' }],
    ['uri:#', { scheme: 'uri', path: '', fragment: '' }],
    ['uri://', { scheme: 'uri', authority: { host: '' }, path: '' }],
    ['uri://@:', { scheme: 'uri', authority: { userinfo: '', host: '', port: '' }, path: '' }],
    ['urn:isbn:0451450523', { scheme: 'urn', path: 'isbn:0451450523' }],
    ['file:///etc/hosts', { scheme: 'file', authority: { host: '' }, path: '/etc/hosts' }],
    ['a:/b//c', { scheme: 'a', path: '/b//c' }],
    ['HTTPS://[::1]', { scheme: 'HTTPS', authority: { host: '[::1]' }, path: '' }],
  ])('behavior: %s', (uri, parts) => {
    expect(parseRfc3986Uri(uri)).toStrictEqual(parts)
  })

  test.each([
    ['', 'empty'],
    ['example.com/foo', 'no scheme'],
    ['1http://example.com', 'a scheme starting with a digit'],
    ['://example.com', 'an empty scheme'],
    ['https://exa mple.com', 'a space'],
    ['https://example.com/a^b', '^'],
    ['https://example.com/a`b', '`'],
    ['https://example.com/a|b', '|'],
    ['https://example.com/a\\b', '\\'],
    ['https://example.com/a"b', '"'],
    ['https://example.com/a<b>', '< and >'],
    ['https://example.com/{a}', '{ and }'],
    ['https://example.com/100%', 'a bare %'],
    ['https://example.com/%4', '% and one hex digit'],
    ['https://example.com/%zz', '% and no hex digit'],
    ['https://example.com/a[0]', '[ in a path'],
    ['https://example.com/?a[0]', '[ in a query'],
    ['https://example.com/#a#b', 'a second #'],
    ['https://a@b@example.com', 'a second @'],
    ['https://example.com:80a', 'a port that is not digits'],
    ['https://[example.com]', 'a bracketed name'],
    ['https://[127.0.0.1]', 'a bracketed IPv4 address'],
    ['https://[::1', 'an unclosed bracket'],
    ['https://[::1]x', 'text after an IP literal'],
    ['https://ex[ample.com', '[ in a host'],
    ['https://é.example', 'non-ASCII'],
    ['https://example.com/\n', 'a line break'],
  ])('error: %s (%s)', (uri) => {
    expect(parseRfc3986Uri(uri)).toBeUndefined()
    expect(isRfc3986Uri(uri)).toBe(false)
  })

  test('behavior: where RFC 3986 and new URL() disagree, RFC 3986 decides', () => {
    // Refused by WHATWG, valid RFC 3986:
    for (const uri of ['uri://@', 'uri://@:', 'uri://:', 'http://[v1.x]']) {
      expect(() => new URL(uri), uri).toThrow()
      expect(isRfc3986Uri(uri), uri).toBe(true)
    }
    // Accepted by WHATWG, invalid RFC 3986:
    for (const uri of [
      'https://example.com/^',
      'https://example.com/|',
      'https://example.com/%',
      'https://example.com/#a#b',
      'https://example.com/[',
    ]) {
      expect(() => new URL(uri), uri).not.toThrow()
      expect(isRfc3986Uri(uri), uri).toBe(false)
    }
  })

  test('error: not a string', () => {
    expect(parseRfc3986Uri(undefined as unknown as string)).toBeUndefined()
    expect(parseRfc3986Authority(1 as unknown as string)).toBeUndefined()
  })
})

describe('authorities and IP literals', () => {
  test.each([
    ['example.com', { host: 'example.com' }],
    ['user@example.com:', { userinfo: 'user', host: 'example.com', port: '' }],
    ['@', { userinfo: '', host: '' }],
    ['a:b@[::1]:0065536', { userinfo: 'a:b', host: '[::1]', port: '0065536' }],
    ['1.2.3.256', { host: '1.2.3.256' }], // not an IPv4address, but a reg-name
    ['%41.example', { host: '%41.example' }],
  ])('behavior: %s', (authority, parts) => {
    expect(parseRfc3986Authority(authority)).toStrictEqual(parts)
  })

  test.each([
    '::',
    '::1',
    '1::',
    '1:2:3:4:5:6:7:8',
    '1:2:3:4:5:6:1.2.3.4',
    '::1:2:3:4:5:6:7',
    '::1:2:3:4:5:1.2.3.4',
    '1:2:3:4:5:6:7::',
    '1:2:3:4:5:6::7',
    '1::2:3:4:5:6:7',
    '1::1.2.3.4',
    'ffff:aaaa:bbbb::cccc:dddd:255.255.255.255',
    'FFFF::abcd',
    '::ffff:129.144.52.38',
  ])('behavior: IPv6address %s', (address) => {
    expect(RFC3986_RULES.IPv6address.test(address)).toBe(true)
    expect(RFC3986_RULES['IP-literal'].test(`[${address}]`)).toBe(true)
  })

  test.each([
    '',
    ':',
    ':::',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '::1:2:3:4:5:6:7:8',
    '1:2:3:4:5:6:7:8::',
    '1::2::3',
    '12345::',
    '::1.2.3.256',
    '::01.2.3.4',
    '::1.2.3',
    '1:2:3:4:5:6:7:1.2.3.4',
    'g::1',
  ])('error: IPv6address %s', (address) => {
    expect(RFC3986_RULES.IPv6address.test(address)).toBe(false)
  })

  test('behavior: IPvFuture', () => {
    expect(RFC3986_RULES['IP-literal'].test('[v1.a:b]')).toBe(true)
    expect(RFC3986_RULES['IP-literal'].test('[vF.~]')).toBe(true)
    expect(RFC3986_RULES['IP-literal'].test('[v.a]')).toBe(false)
    expect(RFC3986_RULES['IP-literal'].test('[v1.]')).toBe(false)
    expect(RFC3986_RULES['IP-literal'].test('[v1.a/b]')).toBe(false)
  })

  test('behavior: IPv4address octets 0-255 without leading zeros', () => {
    for (const ok of ['0.0.0.0', '255.255.255.255', '10.200.249.99']) {
      expect(RFC3986_RULES.IPv4address.test(ok), ok).toBe(true)
    }
    for (const bad of ['256.0.0.0', '01.0.0.0', '1.2.3', '1.2.3.4.5', '1.2.3.-4']) {
      expect(RFC3986_RULES.IPv4address.test(bad), bad).toBe(false)
    }
  })
})

describe('the EIP-4361 statement', () => {
  test('behavior: reserved, unreserved and space; the empty string too', () => {
    expect(isSiweStatement(":/?#[]@!$&'()*+,;= azAZ09-._~")).toBe(true)
    expect(isSiweStatement('')).toBe(true)
  })

  test('error: every other printable ASCII character, and line breaks', () => {
    for (const character of ['"', '%', '<', '>', '\\', '^', '`', '{', '|', '}', '\n', '\r', '\t']) {
      expect(isSiweStatement(`a${character}b`), character).toBe(false)
    }
    expect(isSiweStatement(undefined)).toBe(false)
  })
})
