// The public API, listed: adding or removing an export is a deliberate change to this list. Also
// guards the package's isomorphism: no source file imports React or a `node:*` module.
import { expect, test } from 'vitest'
import * as siwe from './index'

test('behavior: @gatehouse/siwe exports exactly these names', () => {
  expect(Object.keys(siwe).sort()).toEqual([
    'AUTH_ROUTES',
    'AuthRequestError',
    'BaseError',
    'DEFAULT_SIWE_STATEMENT',
    'MAX_REQUEST_BODY_BYTES',
    'MAX_SIGNATURE_HEX_CHARS',
    'NONCE_TTL_MS',
    'RECAP_STATEMENT_PREAMBLE',
    'SIWE_MAX_MESSAGE_BYTES',
    'SiweMessageError',
    'authErrorCodeSchema',
    'buildSiweMessage',
    'createAuthAdapter',
    'errorResponseSchema',
    'isChecksumAddress',
    'isSiweNonce',
    'isSiweStatement',
    'nonceResponseSchema',
    'parseRfc3986Uri',
    'parseSiweMessage',
    'recapStatement',
    'rfc3339ToMs',
    'sessionResponseSchema',
    'verifyRequestSchema',
    'verifyResponseSchema',
  ])
})

test('behavior: source files import neither React nor node:* modules', () => {
  const sources = import.meta.glob<string>(['../**/*.ts', '!../**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  })
  expect(Object.keys(sources).length).toBeGreaterThan(10)
  for (const [file, text] of Object.entries(sources)) {
    expect(text, file).not.toMatch(/from ['"](node:|react|fs|path|crypto)/)
  }
})
