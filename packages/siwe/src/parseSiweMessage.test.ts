// Covers the parser: the round trip with buildSiweMessage, the optional parts of EIP-4361 (scheme,
// statement present/empty/absent, request id, resources) and one refusing test per rule, with the
// field each error names. Acceptance is ours alone; viem's lenient parser appears only as a
// cross-check. The published vectors are in conformance/, random ones in siweProperties.test.ts.
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage as viemParseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { buildSiweMessage } from './buildSiweMessage'
import { SIWE_MAX_MESSAGE_BYTES } from './constants'
import type { SiweMessageError } from './errors/siwe'
import { parseSiweMessage } from './parseSiweMessage'
import type { SiweFields } from './SiweFields'
import { testFields } from './testFields'

const canonical = buildSiweMessage(testFields())
const lines = canonical.split('\n')

function withLines(edit: (lines: string[]) => void): string {
  const copy = [...lines]
  edit(copy)
  return copy.join('\n')
}

function expectRejected(text: string, reason?: RegExp, field?: string): void {
  let caught: unknown
  try {
    parseSiweMessage(text)
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(Error)
  expect((caught as Error).name).toBe('SiweMessageError')
  if (reason) expect((caught as Error).message).toMatch(reason)
  if (field) expect((caught as SiweMessageError).field).toBe(field)
}

function expectRoundTrip(text: string): SiweFields {
  const fields = parseSiweMessage(text)
  expect(buildSiweMessage(fields)).toBe(text)
  return fields
}

describe('round trip', () => {
  test.each([
    ['with an expiration time', testFields()],
    ['without optional times', testFields({ expirationTime: undefined })],
    ['with both optional times', testFields({ notBefore: '2024-05-01T11:59:00.000Z' })],
    [
      'with only not-before',
      testFields({ expirationTime: undefined, notBefore: '2024-05-01T12:00:00+02:00' }),
    ],
    [
      'with a large chain id and https uri',
      testFields({ chainId: 7777777, uri: 'https://app.example.com/login?next=%2F' }),
    ],
  ])('behavior: parse(build(fields)) equals fields %s', (_, fields) => {
    expect(parseSiweMessage(buildSiweMessage(fields))).toStrictEqual(
      Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    )
  })

  test('behavior: round-trips fresh viem accounts', () => {
    for (let i = 0; i < 20; i++) {
      const { address } = privateKeyToAccount(generatePrivateKey())
      const fields = testFields({ address, chainId: i + 1 })
      expect(parseSiweMessage(buildSiweMessage(fields))).toStrictEqual(fields)
    }
  })

  test('behavior: a signed message verifies against the parsed address', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = buildSiweMessage(testFields({ address: account.address }))
    const signature = await account.signMessage({ message })
    const { address } = parseSiweMessage(message)
    expect(await verifyMessage({ address, message, signature })).toBe(true)
  })

  test('behavior: viem reads the same fields from the canonical text', () => {
    const fields = testFields({ notBefore: '2024-05-01T11:59:00.000Z' })
    const viemFields = viemParseSiweMessage(buildSiweMessage(fields))
    expect(viemFields).toMatchObject({
      domain: fields.domain,
      address: fields.address,
      statement: fields.statement,
      uri: fields.uri,
      version: '1',
      chainId: fields.chainId,
      nonce: fields.nonce,
      issuedAt: new Date(fields.issuedAt),
      expirationTime: new Date(fields.expirationTime!),
      notBefore: new Date(fields.notBefore!),
    })
  })
})

describe('size', () => {
  test('error: oversize 4097 bytes rejected before any other check', () => {
    // Carriage returns and unicode would fail later checks; the size check must answer first.
    expectRejected(`\r✓${'a'.repeat(SIWE_MAX_MESSAGE_BYTES - 1)}`, /too long/)
    expectRejected('a'.repeat(SIWE_MAX_MESSAGE_BYTES + 1), /too long/)
  })

  test('error: under 4096 characters but over 4096 UTF-8 bytes', () => {
    expectRejected('✓'.repeat(1400), /too long/)
  })

  test('error: a 16 MiB string is refused by its length alone', () => {
    expectRejected(`${canonical}\n${'x'.repeat(16 * 1024 * 1024)}`, /too long/)
  })

  test('behavior: a canonical message of exactly 4096 bytes is accepted', () => {
    const padding = SIWE_MAX_MESSAGE_BYTES - canonical.length
    const fields = testFields({ statement: `${testFields().statement}${'.'.repeat(padding)}` })
    expect(buildSiweMessage(fields)).toHaveLength(SIWE_MAX_MESSAGE_BYTES)
    expect(parseSiweMessage(buildSiweMessage(fields))).toStrictEqual(fields)
  })
})

describe('characters and line endings', () => {
  test('error: trailing newline', () => expectRejected(`${canonical}\n`, /newline/))
  test('error: \\r\\n line endings', () =>
    expectRejected(canonical.replaceAll('\n', '\r\n'), /\\n/))
  test('error: a lone \\r', () => expectRejected(`${canonical}\r`))
  test('error: unicode in the statement', () =>
    expectRejected(
      withLines((l) => (l[3] = 'Sign in ✓')),
      /ASCII/,
    ))
  test('error: unicode look-alike in the domain', () =>
    expectRejected(canonical.replace('localhost', 'lоcalhost'), /ASCII/))
  test('error: tab', () =>
    expectRejected(
      withLines((l) => (l[3] = 'Sign\tin')),
      /ASCII/,
    ))
  test('error: NUL', () => expectRejected(`${canonical}\0`, /ASCII/))
  test('error: empty string', () => expectRejected(''))
  test('error: not a string', () => expectRejected(42 as unknown as string))
})

describe('lines', () => {
  test('error: extra line after the last field', () =>
    expectRejected(`${canonical}\nSigned: yes`, /line 12 is unexpected/, 'message'))
  test('error: a field line after the resources', () =>
    expectRejected(`${canonical}\nResources:\n- https://example.com\nRequest ID: 1`, /"- "/))
  test('error: request id after the resources', () =>
    expectRejected(`${canonical}\nResources:\nRequest ID: 1`, /"- "/))
  test('error: extra blank line', () => expectRejected(withLines((l) => l.splice(4, 0, ''))))
  test('error: missing version line', () => expectRejected(withLines((l) => l.splice(6, 1))))
  test('error: missing issued-at line', () =>
    expectRejected(
      withLines((l) => l.splice(9, 2)),
      /missing/,
    ))
  test('error: a statement without its blank line is not the short form', () =>
    expectRejected(withLines((l) => l.splice(4, 1))))
  test('error: two blank lines before a statement', () =>
    expectRejected(withLines((l) => l.splice(2, 0, ''))))
  test('error: missing blank line after the address', () =>
    expectRejected(withLines((l) => l.splice(2, 1))))
  test('error: reordered chain id and nonce', () =>
    expectRejected(withLines((l) => l.splice(7, 2, l[8]!, l[7]!))))
  test('error: not-before before expiration time', () => {
    const text = buildSiweMessage(testFields({ notBefore: '2024-05-01T11:59:00.000Z' }))
    const [a, b] = text.split('\n').slice(-2)
    expectRejected(`${text.split('\n').slice(0, -2).join('\n')}\n${b}\n${a}`)
  })
  test('error: duplicate nonce line', () => expectRejected(withLines((l) => l.splice(8, 0, l[8]!))))
  test('error: duplicate expiration time line', () =>
    expectRejected(`${canonical}\n${lines.at(-1)}`, /unexpected/))
  test('error: trailing space on a line', () =>
    expectRejected(withLines((l) => (l[8] = `${l[8]} `))))
  test('error: leading space on a line', () =>
    expectRejected(withLines((l) => (l[6] = ` ${l[6]}`))))
  test('error: lower-case field name', () =>
    expectRejected(withLines((l) => (l[8] = l[8]!.replace('Nonce', 'nonce')))))
  test('error: a scheme that is not one', () =>
    expectRejected(`1https://${canonical}`, /scheme/, 'scheme'))
  test('error: an empty scheme', () => expectRejected(`://${canonical}`, /scheme/, 'scheme'))
  test('error: a scheme and a domain with a path', () =>
    expectRejected(
      canonical.replace('localhost:5173 wants', 'https://localhost/x wants'),
      /domain/,
    ))
  test('error: missing domain', () =>
    expectRejected(canonical.replace('localhost:5173 wants', ' wants'), /domain/, 'domain'))
  test('error: different header wording', () =>
    expectRejected(canonical.replace('wants you to sign in', 'wants you to log in')))
})

describe('fields', () => {
  const { address } = testFields()
  test('error: lowercase address', () =>
    expectRejected(canonical.replace(address, address.toLowerCase()), /checksum/, 'address'))
  test('error: uppercase address', () =>
    expectRejected(canonical.replace(address, `0x${address.slice(2).toUpperCase()}`), /checksum/))
  test('error: bad checksum', () => {
    const flipped = address.replace(/[a-f]/, (c) => c.toUpperCase())
    expectRejected(canonical.replace(address, flipped), /checksum/)
  })
  test('error: address without 0x', () =>
    expectRejected(canonical.replace(address, address.slice(2))))
  test('error: version 2', () =>
    expectRejected(canonical.replace('Version: 1', 'Version: 2'), /version/))
  test('error: version 1.0', () => expectRejected(canonical.replace('Version: 1', 'Version: 1.0')))
  test.each([
    '01',
    '0',
    '-1',
    '1.0',
    '1e3',
    ' 1',
    '0x1',
    '9007199254740992',
    '99999999999999999999',
  ])('error: chain id %s', (chainId) =>
    expectRejected(canonical.replace('Chain ID: 1', `Chain ID: ${chainId}`), /chain/i, 'chainId'),
  )
  test('error: short nonce', () =>
    expectRejected(canonical.replace('a1B2c3D4e5F6g7H8', 'a1B2c3D'), /nonce/))
  test('error: nonce with symbols', () =>
    expectRejected(canonical.replace('a1B2c3D4e5F6g7H8', 'a1B2-c3D4_e5F6'), /nonce/))
  test.each(['2024-05-01', '2024-02-30T12:00:00.000Z', '2024-05-01T12:00:00.000', 'yesterday'])(
    'error: bad timestamp %s',
    (time) =>
      expectRejected(canonical.replace('2024-05-01T12:00:00.000Z', time), /issuedAt/, 'issuedAt'),
  )
  test('error: bad expiration time', () =>
    expectRejected(canonical.replace('2024-05-01T12:05:00.000Z', '2024-05-01T12:05'), /expiration/))
  test('error: relative uri', () =>
    expectRejected(canonical.replace('URI: http://localhost:5173', 'URI: /')))
  test('error: empty uri', () =>
    expectRejected(canonical.replace('URI: http://localhost:5173', 'URI: ')))
  test('error: domain with two @', () =>
    expectRejected(canonical.replace('localhost:5173 wants', 'a@b@localhost:5173 wants'), /domain/))
  test('error: domain with a non-digit port', () =>
    expectRejected(canonical.replace('localhost:5173', 'localhost:51a3'), /authority/, 'domain'))
  test('error: a bracketed domain that is not an IP literal', () =>
    expectRejected(canonical.replace('localhost:5173 wants', '[localhost] wants'), /domain/))
  test.each([
    'https://a b',
    'https://a^b',
    'https://a|b',
    'https://a`b',
    'https://%zz',
    'https://a/[b',
    'https://a#b#c',
    'https://[::1]x',
    'https://[v1.x]:8080:80',
    'https://[1.2.3.4]',
    'https:// a',
  ])('error: uri %s is not RFC 3986', (uri) =>
    expectRejected(canonical.replace('URI: http://localhost:5173', `URI: ${uri}`), /uri/, 'uri'),
  )
  test.each(['a b', 'a%zb', 'a#b', 'a/b', 'a?b'])('error: request id %s is not *pchar', (id) =>
    expectRejected(`${canonical}\nRequest ID: ${id}`, /request-id/, 'requestId'),
  )
  test('error: a resource that is not a URI', () =>
    expectRejected(
      `${canonical}\nResources:\n- https://ok.example\n- not a uri`,
      /resources\[0\]/,
      'resources',
    ))
  test('error: a resource without its dash', () =>
    expectRejected(`${canonical}\nResources:\nhttps://example.com`, /"- "/))
  test.each(['"', '%', '<', '>', '\\', '^', '`', '{', '|', '}'])('error: statement with %s', (c) =>
    expectRejected(
      withLines((l) => (l[3] = `Sign in to ${c}Acme${c}`)),
      new RegExp(`${JSON.stringify(c).replace(/[\\^|{}]/g, '\\$&')} at character 12`),
      'statement',
    ),
  )
})

describe('every part EIP-4361 allows', () => {
  const fields = testFields()
  test('behavior: no statement: three line breaks after the address', () => {
    const text = withLines((l) => l.splice(3, 1))
    expect(text).toContain(`${fields.address}\n\n\nURI: `)
    expect(expectRoundTrip(text)).not.toHaveProperty('statement')
  })
  test('behavior: an empty statement: four line breaks after the address', () => {
    const text = withLines((l) => (l[3] = ''))
    expect(text).toContain(`${fields.address}\n\n\n\nURI: `)
    expect(expectRoundTrip(text).statement).toBe('')
  })
  test('behavior: a statement that reads like the URI line is still the statement', () => {
    const text = withLines((l) => (l[3] = 'URI: https://elsewhere.example'))
    expect(expectRoundTrip(text)).toMatchObject({
      statement: 'URI: https://elsewhere.example',
      uri: 'http://localhost:5173',
    })
  })
  test('behavior: every reserved and unreserved character in a statement', () => {
    const statement = ":/?#[]@!$&'()*+,;= abcXYZ019-._~"
    expect(expectRoundTrip(withLines((l) => (l[3] = statement))).statement).toBe(statement)
  })
  test('behavior: a scheme before the domain', () => {
    expect(expectRoundTrip(`https://${canonical}`)).toMatchObject({
      scheme: 'https',
      domain: 'localhost:5173',
    })
  })
  test.each([
    'user@localhost:5173',
    'user:pass@127.0.0.1:8080',
    '[::1]:3000',
    '[v7.future]',
    'example.com:',
    'localhost',
    'one-label',
    'host:99999',
    'a%20b.example',
    "!$&'()*+,;=.example",
  ])('behavior: domain %s is an RFC 3986 authority', (domain) => {
    // A function replacement: `$&` in the domain is not a replacement pattern.
    const text = canonical.replace('localhost:5173 wants', () => `${domain} wants`)
    expect(expectRoundTrip(text).domain).toBe(domain)
  })
  test.each([
    'uri:',
    'uri://@',
    'uri://@:',
    'uri://:',
    'urn:isbn:0451450523',
    'mailto:a@example.com',
    'https://[2001:db8::7]:443/a;b=c/%20?x=/?#frag/?',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'did:pkh:eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  ])('behavior: uri %s is RFC 3986', (uri) => {
    const text = canonical.replace('URI: http://localhost:5173', `URI: ${uri}`)
    expect(expectRoundTrip(text).uri).toBe(uri)
  })
  test('behavior: request id, present and empty', () => {
    expect(expectRoundTrip(`${canonical}\nRequest ID: req-1:@!`).requestId).toBe('req-1:@!')
    expect(expectRoundTrip(`${canonical}\nRequest ID: `).requestId).toBe('')
  })
  test('behavior: resources, several and none', () => {
    const text = `${canonical}\nRequest ID: 7\nResources:\n- ipfs://Qm1\n- https://example.com/a?b#c`
    expect(expectRoundTrip(text).resources).toStrictEqual([
      'ipfs://Qm1',
      'https://example.com/a?b#c',
    ])
    expect(expectRoundTrip(`${canonical}\nResources:`).resources).toStrictEqual([])
  })
  test('behavior: RFC 3339 times with lower-case t and z, long fractions and offsets', () => {
    const text = canonical.replace('2024-05-01T12:00:00.000Z', '2024-05-01t12:00:00.123456789012z')
    expect(expectRoundTrip(text).issuedAt).toBe('2024-05-01t12:00:00.123456789012z')
  })
  test('behavior: the fields of a complete message, in the ABNF order', () => {
    const text = [
      'https://user@app.example:8443 wants you to sign in with your Ethereum account:',
      fields.address,
      '',
      'Sign in.',
      '',
      'URI: https://app.example:8443/login',
      'Version: 1',
      'Chain ID: 10',
      'Nonce: abcdefgh1',
      'Issued At: 2024-05-01T12:00:00Z',
      'Expiration Time: 2024-05-01T13:00:00+01:00',
      'Not Before: 2024-05-01T12:00:00Z',
      'Request ID: 42',
      'Resources:',
      '- urn:x:1',
    ].join('\n')
    expect(expectRoundTrip(text)).toStrictEqual({
      scheme: 'https',
      domain: 'user@app.example:8443',
      address: fields.address,
      statement: 'Sign in.',
      uri: 'https://app.example:8443/login',
      version: '1',
      chainId: 10,
      nonce: 'abcdefgh1',
      issuedAt: '2024-05-01T12:00:00Z',
      expirationTime: '2024-05-01T13:00:00+01:00',
      notBefore: '2024-05-01T12:00:00Z',
      requestId: '42',
      resources: ['urn:x:1'],
    })
  })
})
