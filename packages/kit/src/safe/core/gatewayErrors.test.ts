// Covers §8's gateway error rule on the gateway client package's own error texts (a body with
// code and message, or the HTTP status text), and the kind a failed status lookup is stored as;
// the real package against a real server is covered in ../actions/safeGateway.test.ts.
import { describe, expect, test } from 'vitest'
import { GatewayError, InvalidResponseContentError } from '../errors/safe'
import { safeLookupErrorKind, toGatewayError } from './gatewayErrors'
import { isSafeLookupErrorKind, SAFE_LOOKUP_ERROR_KINDS } from './safeVocabulary'

describe('toGatewayError', () => {
  test('behavior: a body with code and message reads the code followed by the message', () => {
    const error = toGatewayError(new Error('CGW error - 1337: Safe not deployed'))
    expect(error).toBeInstanceOf(GatewayError)
    expect(error.message).toBe('CGW error - 1337: Safe not deployed')
    expect((error as GatewayError).code).toBe(1337)
  })

  test('behavior: otherwise the HTTP status text', () => {
    const error = toGatewayError(new Error('CGW error - status Bad Gateway'))
    expect(error).toMatchObject({ name: 'GatewayError', message: 'CGW error - status Bad Gateway' })
    expect((error as GatewayError).code).toBeUndefined()
  })

  test('behavior: a JSON parse failure is "Invalid response content"', () => {
    expect(toGatewayError(new SyntaxError('Unexpected token <'))).toBeInstanceOf(
      InvalidResponseContentError,
    )
  })

  test('behavior: other errors pass through unchanged', () => {
    const network = new TypeError('fetch failed')
    expect(toGatewayError(network)).toBe(network)
    expect(toGatewayError('boom').message).toBe('boom')
  })
})

describe('safeLookupErrorKind', () => {
  test('behavior: a 404, with a body or only the status text, is notFound', () => {
    expect(safeLookupErrorKind(new Error('CGW error - 404: Transaction not found'))).toBe(
      'notFound',
    )
    expect(safeLookupErrorKind(new Error('CGW error - status Not Found'))).toBe('notFound')
    expect(safeLookupErrorKind(new GatewayError('CGW error - 404: gone', 404))).toBe('notFound')
  })

  test('behavior: unreadable content is invalidResponse', () => {
    expect(safeLookupErrorKind(new InvalidResponseContentError())).toBe('invalidResponse')
    expect(safeLookupErrorKind(new SyntaxError('Unexpected token <'))).toBe('invalidResponse')
  })

  test('behavior: a network failure, a time-out or another gateway error is unreachable', () => {
    expect(safeLookupErrorKind(new TypeError('fetch failed'))).toBe('unreachable')
    expect(safeLookupErrorKind(new Error('CGW error - status Bad Gateway'))).toBe('unreachable')
    expect(safeLookupErrorKind(new Error('CGW error - 503: Service Unavailable'))).toBe(
      'unreachable',
    )
    expect(safeLookupErrorKind('boom')).toBe('unreachable')
  })

  test('behavior: only the three kinds are kinds', () => {
    for (const kind of SAFE_LOOKUP_ERROR_KINDS) expect(isSafeLookupErrorKind(kind)).toBe(true)
    expect(isSafeLookupErrorKind('Invalid response content')).toBe(false)
    expect(isSafeLookupErrorKind(undefined)).toBe(false)
  })
})
