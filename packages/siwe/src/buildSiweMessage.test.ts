// Covers the builder: every EIP-4361 field written in the ABNF's order (none dropped), the
// present/empty/absent forms, viem writing the same text, and one refusal per rule with the field
// the error names (including a property that is not a field, and a message over the size limit).
import { createSiweMessage } from 'viem/siwe'
import { expect, test } from 'vitest'
import { buildSiweMessage } from './buildSiweMessage'
import { SIWE_MAX_MESSAGE_BYTES } from './constants'
import type { SiweFields } from './SiweFields'
import { testFields } from './testFields'

test('behavior: writes the canonical EIP-4361 lines without a trailing newline', () => {
  const fields = testFields({ notBefore: '2024-05-01T11:59:00.000Z' })
  expect(buildSiweMessage(fields)).toBe(
    [
      'localhost:5173 wants you to sign in with your Ethereum account:',
      fields.address,
      '',
      'Sign in to verify that you own this account.',
      '',
      'URI: http://localhost:5173',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: a1B2c3D4e5F6g7H8',
      'Issued At: 2024-05-01T12:00:00.000Z',
      'Expiration Time: 2024-05-01T12:05:00.000Z',
      'Not Before: 2024-05-01T11:59:00.000Z',
    ].join('\n'),
  )
})

test('behavior: leaves out absent optional times', () => {
  const message = buildSiweMessage(testFields({ expirationTime: undefined }))
  expect(message.endsWith('Issued At: 2024-05-01T12:00:00.000Z')).toBe(true)
  expect(message).not.toContain('Expiration Time')
  expect(message).not.toContain('Not Before')
})

test('behavior: writes every field EIP-4361 defines, in its order', () => {
  const fields = testFields({
    scheme: 'https',
    notBefore: '2024-05-01T11:59:00.000Z',
    requestId: 'req-42',
    resources: ['ipfs://Qm1', 'https://example.com/terms'],
  })
  expect(buildSiweMessage(fields)).toBe(
    [
      'https://localhost:5173 wants you to sign in with your Ethereum account:',
      fields.address,
      '',
      'Sign in to verify that you own this account.',
      '',
      'URI: http://localhost:5173',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: a1B2c3D4e5F6g7H8',
      'Issued At: 2024-05-01T12:00:00.000Z',
      'Expiration Time: 2024-05-01T12:05:00.000Z',
      'Not Before: 2024-05-01T11:59:00.000Z',
      'Request ID: req-42',
      'Resources:',
      '- ipfs://Qm1',
      '- https://example.com/terms',
    ].join('\n'),
  )
})

test('behavior: an absent statement, request id or resources is left out; an empty one is not', () => {
  const absent = buildSiweMessage(testFields({ statement: undefined }))
  expect(absent).toContain(`${testFields().address}\n\n\nURI: `)
  expect(absent).not.toContain('Request ID')
  expect(absent).not.toContain('Resources')
  const empty = buildSiweMessage(testFields({ statement: '', requestId: '', resources: [] }))
  expect(empty).toContain(`${testFields().address}\n\n\n\nURI: `)
  expect(empty.endsWith('\nRequest ID: \nResources:')).toBe(true)
})

test('behavior: matches the text viem writes for the same fields', () => {
  const fields = testFields({
    notBefore: '2024-05-01T11:59:00.000Z',
    chainId: 137,
    scheme: 'http',
    requestId: 'abc',
    resources: ['https://example.com/a', 'urn:x'],
  })
  expect(buildSiweMessage(fields)).toBe(
    createSiweMessage({
      ...fields,
      issuedAt: new Date(fields.issuedAt),
      expirationTime: new Date(fields.expirationTime!),
      notBefore: new Date(fields.notBefore!),
    }),
  )
})

test('behavior: a message of exactly SIWE_MAX_MESSAGE_BYTES is written, one byte more is refused', () => {
  const base = buildSiweMessage(testFields({ resources: [] }))
  const room = SIWE_MAX_MESSAGE_BYTES - base.length - '\n- urn:'.length
  const fits = testFields({ resources: [`urn:${'x'.repeat(room)}`] })
  expect(buildSiweMessage(fits)).toHaveLength(SIWE_MAX_MESSAGE_BYTES)
  expect(() => buildSiweMessage({ ...fits, resources: [`urn:${'x'.repeat(room + 1)}`] })).toThrow(
    expect.objectContaining({ name: 'SiweMessageError', field: 'message' }),
  )
})

const invalid: [string, Partial<SiweFields>, string][] = [
  [
    'lower-case address',
    { address: testFields().address.toLowerCase() as SiweFields['address'] },
    'address',
  ],
  [
    'address with a bad checksum',
    { address: '0xf39fd6e51aad88F6F4ce6aB8827279cffFb92266' },
    'address',
  ],
  ['address too short', { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226' }, 'address'],
  ['statement with a newline', { statement: 'one\ntwo' }, 'statement'],
  ['statement with a carriage return', { statement: 'one\rtwo' }, 'statement'],
  ['statement with unicode', { statement: 'Sign in ✓' }, 'statement'],
  ['statement with a tab', { statement: 'Sign\tin' }, 'statement'],
  ['domain with a scheme', { domain: 'https://example.com' }, 'domain'],
  ['domain with a path', { domain: 'example.com/login' }, 'domain'],
  ['domain with a space', { domain: 'example .com' }, 'domain'],
  ['empty domain', { domain: '' }, 'domain'],
  ['uri that is not absolute', { uri: '/login' }, 'uri'],
  ['uri with a space', { uri: 'https://example.com/a b' }, 'uri'],
  ['version 2', { version: '2' as '1' }, 'version'],
  ['chain id 0', { chainId: 0 }, 'chainId'],
  ['negative chain id', { chainId: -1 }, 'chainId'],
  ['fractional chain id', { chainId: 1.5 }, 'chainId'],
  ['chain id beyond safe integers', { chainId: 2 ** 53 }, 'chainId'],
  ['short nonce', { nonce: 'abc1234' }, 'nonce'],
  ['nonce with symbols', { nonce: 'abcd-1234_xyz' }, 'nonce'],
  ['bad issuedAt', { issuedAt: '2024-05-01' }, 'issuedAt'],
  ['bad expirationTime', { expirationTime: 'tomorrow' }, 'expirationTime'],
  ['bad notBefore', { notBefore: '2024-02-30T00:00:00Z' }, 'notBefore'],
  ['statement with unicode', { statement: 'Sign in ✓' }, 'statement'],
  ['statement with a double quote', { statement: 'Sign in to "Acme"' }, 'statement'],
  ['statement with a percent sign', { statement: '100% yours' }, 'statement'],
  ['statement with a backslash', { statement: 'a\\b' }, 'statement'],
  ['domain with two @', { domain: 'a@b@example.com' }, 'domain'],
  ['domain with a bracketed name', { domain: '[example.com]' }, 'domain'],
  ['uri with a caret', { uri: 'https://example.com/a^b' }, 'uri'],
  ['uri with a bare percent', { uri: 'https://example.com/100%' }, 'uri'],
  ['uri with a second #', { uri: 'https://example.com/#a#b' }, 'uri'],
  ['uri with [ in the path', { uri: 'https://example.com/a[0]' }, 'uri'],
  ['uri with a bracketed host that is no IP literal', { uri: 'https://[example.com]/' }, 'uri'],
  ['scheme with an underscore', { scheme: 'foo_bar' }, 'scheme'],
  ['scheme starting with a digit', { scheme: '1http' }, 'scheme'],
  ['empty scheme', { scheme: '' }, 'scheme'],
  ['request id with a space', { requestId: 'a b' }, 'requestId'],
  ['request id with a slash', { requestId: 'a/b' }, 'requestId'],
  [
    'resources that are not a list',
    { resources: 'https://example.com' as unknown as string[] },
    'resources',
  ],
  ['a resource that is not a URI', { resources: ['https://example.com', 'foo'] }, 'resources'],
  [
    'a resource with a line break',
    { resources: ['https://example.com\n- https://evil.example'] },
    'resources',
  ],
  [
    'a property that is not an EIP-4361 field',
    { expiresAt: 'soon' } as Partial<SiweFields>,
    'expiresAt',
  ],
]

test.each(invalid)('error: %s', (_, overrides, field) => {
  expect(() => buildSiweMessage(testFields(overrides))).toThrow(
    expect.objectContaining({ name: 'SiweMessageError', field }),
  )
})

test('error: a statement error names the character and where it is', () => {
  expect(() => buildSiweMessage(testFields({ statement: 'Sign in to "Acme"' }))).toThrow(
    /^statement may hold only .*; "\\"" at character 12 is not one$/,
  )
})

test('behavior: accepts every RFC 3986 authority as the domain', () => {
  const domains = [
    '127.0.0.1:8080',
    '[::1]:3000',
    'app.example.com',
    'localhost',
    'user@example.com',
    'example.com:65536',
    'example.com:',
  ]
  for (const domain of domains) {
    expect(buildSiweMessage(testFields({ domain })).startsWith(`${domain} wants you`)).toBe(true)
  }
})

test('behavior: null is absent for every optional field, as in the reference vectors', () => {
  const optional = [
    'scheme',
    'statement',
    'expirationTime',
    'notBefore',
    'requestId',
    'resources',
  ] as const
  const without = (...fields: string[]) =>
    buildSiweMessage({
      ...testFields(),
      ...Object.fromEntries(fields.map((field) => [field, undefined])),
    } as SiweFields)
  // JSON has no undefined: the published vectors (parsing_positive.json, "scheme is not parsed
  // from elsewhere in message") write `"scheme": null`, and the reference builders read it so.
  const nulls = Object.fromEntries(optional.map((field) => [field, null]))
  const fields = { ...testFields(), ...nulls } as unknown as SiweFields
  expect(buildSiweMessage(fields)).toBe(without(...optional))
  for (const field of optional) {
    const one = { ...testFields(), [field]: null } as unknown as SiweFields
    expect(buildSiweMessage(one), field).toBe(without(field))
  }
})

test('error: null is still no value for a required field', () => {
  const fields = { ...testFields(), nonce: null } as unknown as SiweFields
  expect(() => buildSiweMessage(fields)).toThrow(/^nonce is required/)
})
