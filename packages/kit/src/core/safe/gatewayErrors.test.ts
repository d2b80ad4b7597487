// Covers §8's gateway error rule on the gateway client package's own error texts (a body with
// code and message, or the HTTP status text); the real package against a real server is
// covered in actions/safeGateway.test.ts.
import { describe, expect, test } from 'vitest'
import { toGatewayError } from './gatewayErrors'
import { GatewayError, InvalidResponseContentError } from './safeErrors'

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
