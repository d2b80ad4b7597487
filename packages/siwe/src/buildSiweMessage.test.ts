import { createSiweMessage } from 'viem/siwe'
import { expect, test } from 'vitest'
import { buildSiweMessage } from './buildSiweMessage'
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

test('behavior: matches the text viem writes for the same fields', () => {
  const fields = testFields({ notBefore: '2024-05-01T11:59:00.000Z', chainId: 137 })
  expect(buildSiweMessage(fields)).toBe(
    createSiweMessage({
      ...fields,
      issuedAt: new Date(fields.issuedAt),
      expirationTime: new Date(fields.expirationTime!),
      notBefore: new Date(fields.notBefore!),
    }),
  )
})

const invalid: [string, Partial<SiweFields>][] = [
  ['lower-case address', { address: testFields().address.toLowerCase() as SiweFields['address'] }],
  ['address with a bad checksum', { address: '0xf39fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
  ['address too short', { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226' }],
  ['statement with a newline', { statement: 'one\ntwo' }],
  ['statement with a carriage return', { statement: 'one\rtwo' }],
  ['statement with unicode', { statement: 'Sign in ✓' }],
  ['statement with a tab', { statement: 'Sign\tin' }],
  ['empty statement', { statement: '' }],
  ['domain with a scheme', { domain: 'https://example.com' }],
  ['domain with a path', { domain: 'example.com/login' }],
  ['domain with userinfo', { domain: 'user@example.com' }],
  ['domain with a space', { domain: 'example .com' }],
  ['domain with a port over 65535', { domain: 'example.com:65536' }],
  ['empty domain', { domain: '' }],
  ['uri that is not absolute', { uri: '/login' }],
  ['uri with a space', { uri: 'https://example.com/a b' }],
  ['version 2', { version: '2' as '1' }],
  ['chain id 0', { chainId: 0 }],
  ['negative chain id', { chainId: -1 }],
  ['fractional chain id', { chainId: 1.5 }],
  ['chain id beyond safe integers', { chainId: 2 ** 53 }],
  ['short nonce', { nonce: 'abc1234' }],
  ['nonce with symbols', { nonce: 'abcd-1234_xyz' }],
  ['bad issuedAt', { issuedAt: '2024-05-01' }],
  ['bad expirationTime', { expirationTime: 'tomorrow' }],
  ['bad notBefore', { notBefore: '2024-02-30T00:00:00Z' }],
]

test.each(invalid)('error: %s', (_, overrides) => {
  expect(() => buildSiweMessage(testFields(overrides))).toThrow(
    expect.objectContaining({ name: 'SiweMessageError' }),
  )
})

test('behavior: accepts IPv4, IPv6 and plain host domains', () => {
  for (const domain of ['127.0.0.1:8080', '[::1]:3000', 'app.example.com', 'localhost']) {
    expect(buildSiweMessage(testFields({ domain })).startsWith(`${domain} wants you`)).toBe(true)
  }
})
