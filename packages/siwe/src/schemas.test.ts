import { expect, test } from 'vitest'
import { z } from 'zod'
import { MAX_SIGNATURE_HEX_CHARS, SIWE_MAX_MESSAGE_BYTES } from './constants'
import {
  errorResponseSchema,
  nonceResponseSchema,
  sessionResponseSchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from './schemas'
import { testFields } from './testFields'

const { address } = testFields()
const signature = `0x${'ab'.repeat(65)}`

test('behavior: verify request accepts exactly message and signature', () => {
  expect(verifyRequestSchema.parse({ message: 'hello', signature })).toEqual({
    message: 'hello',
    signature,
  })
})

test.each([
  ['an extra key', { message: 'm', signature, extra: 1 }],
  ['a missing signature', { message: 'm' }],
  ['a message over 4 KiB', { message: 'a'.repeat(SIWE_MAX_MESSAGE_BYTES + 1), signature }],
  ['a signature without 0x', { message: 'm', signature: 'ab'.repeat(65) }],
  ['a signature with an odd number of hex digits', { message: 'm', signature: '0xabc' }],
  ['an empty signature', { message: 'm', signature: '0x' }],
  ['a signature with non-hex', { message: 'm', signature: '0xzz' }],
  [
    'an overlong signature',
    { message: 'm', signature: `0x${'ab'.repeat(MAX_SIGNATURE_HEX_CHARS / 2 + 1)}` },
  ],
  ['a non-string message', { message: 1, signature }],
  ['an array', [{ message: 'm', signature }]],
  ['null', null],
])('error: verify request with %s', (_, body) => {
  expect(verifyRequestSchema.safeParse(body).success).toBe(false)
})

test('behavior: verify request accepts a long ERC-6492 signature', () => {
  const long = `0x${'ab'.repeat(MAX_SIGNATURE_HEX_CHARS / 2)}`
  expect(verifyRequestSchema.safeParse({ message: 'm', signature: long }).success).toBe(true)
})

test('behavior: nonce response needs a SIWE nonce and an ISO time', () => {
  const expiresAt = new Date(0).toISOString()
  expect(nonceResponseSchema.parse({ nonce: 'abcdef0123456789', expiresAt })).toEqual({
    nonce: 'abcdef0123456789',
    expiresAt,
  })
  expect(nonceResponseSchema.safeParse({ nonce: 'short', expiresAt }).success).toBe(false)
  expect(nonceResponseSchema.safeParse({ nonce: 'abc_def-0123', expiresAt }).success).toBe(false)
  expect(nonceResponseSchema.safeParse({ nonce: 'abcdef0123', expiresAt: 'soon' }).success).toBe(
    false,
  )
})

test('behavior: nonce response may carry issuedAt, and parses without it (older servers)', () => {
  const expiresAt = '2024-05-01T12:05:00.000Z'
  const issuedAt = '2024-05-01T12:00:00.000Z'
  const nonce = 'abcdef0123456789'
  expect(nonceResponseSchema.parse({ nonce, expiresAt, issuedAt })).toEqual({
    nonce,
    expiresAt,
    issuedAt,
  })
  expect(nonceResponseSchema.parse({ nonce, expiresAt })).toEqual({ nonce, expiresAt })
  expect(nonceResponseSchema.safeParse({ nonce, expiresAt, issuedAt: 'earlier' }).success).toBe(
    false,
  )
  expect(nonceResponseSchema.safeParse({ nonce, expiresAt, issuedAt: 0 }).success).toBe(false)
})

test('behavior: verify response needs a checksummed address and a positive chain id', () => {
  expect(verifyResponseSchema.parse({ address, chainId: 1 })).toEqual({ address, chainId: 1 })
  expect(
    verifyResponseSchema.safeParse({ address: address.toLowerCase(), chainId: 1 }).success,
  ).toBe(false)
  expect(verifyResponseSchema.safeParse({ address, chainId: 0 }).success).toBe(false)
  expect(verifyResponseSchema.safeParse({ address, chainId: '1' }).success).toBe(false)
})

test('behavior: session response is one of two shapes', () => {
  expect(sessionResponseSchema.parse({ authenticated: false })).toEqual({ authenticated: false })
  expect(sessionResponseSchema.parse({ authenticated: true, address, chainId: 10 })).toEqual({
    authenticated: true,
    address,
    chainId: 10,
  })
  expect(sessionResponseSchema.safeParse({ authenticated: true }).success).toBe(false)
  expect(sessionResponseSchema.safeParse({ authenticated: 'yes' }).success).toBe(false)
})

test('behavior: error response carries one known code', () => {
  expect(errorResponseSchema.parse({ error: 'rate_limited' })).toEqual({ error: 'rate_limited' })
  expect(errorResponseSchema.safeParse({ error: 'teapot' }).success).toBe(false)
})

test('behavior: zod runs without eval (no compiled fast path), so pages need no unsafe-eval', () => {
  expect(z.config().jitless).toBe(true)
})
