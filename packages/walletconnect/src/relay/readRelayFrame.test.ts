// Frame classification on its own: every shape the relay spec defines, and what it does not.
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { RELAY_MAX_FRAME_LENGTH } from './constants'
import { readRelayFrame } from './readRelayFrame'

const data = { topic: 't', message: 'm', publishedAt: 1, tag: 1108 }
const frame = (value: unknown) => readRelayFrame(JSON.stringify(value))

test('behavior: results, errors and deliveries', () => {
  expect(frame({ id: 1, jsonrpc: '2.0', result: 'sub' })).toEqual({
    kind: 'result',
    id: 1,
    result: 'sub',
  })
  expect(frame({ id: 1, jsonrpc: '2.0', result: null })).toEqual({
    kind: 'result',
    id: 1,
    result: null,
  })
  expect(frame({ id: '2', jsonrpc: '2.0', error: { code: -32601, message: 'no' } })).toEqual({
    kind: 'error',
    id: '2',
    code: -32601,
    message: 'no',
  })
  const delivery = { id: 3, jsonrpc: '2.0', method: 'irn_subscription', params: { id: 's', data } }
  expect(frame(delivery)).toEqual({ kind: 'subscription', id: 3, subscriptionId: 's', data })
  const attested = { ...delivery, params: { id: 's', data: { ...data, attestation: null } } }
  expect(frame(attested)).toMatchObject({ data: { attestation: null } })
})

test('error: what the relay spec does not define is invalid, with the reason', () => {
  const reasons = [
    readRelayFrame(new Uint8Array(2)),
    readRelayFrame('{'),
    readRelayFrame('x'.repeat(RELAY_MAX_FRAME_LENGTH + 1)),
    frame({ id: 1, result: true }),
    frame({ id: null, jsonrpc: '2.0', result: true }),
    frame({ id: 1, jsonrpc: '2.0' }),
    frame({ id: 1, jsonrpc: '2.0', error: { code: 'x' } }),
    frame({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: {} }),
    frame({ id: 1, jsonrpc: '2.0', method: 'irn_subscription', params: { data } }),
    frame({
      id: 1,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: 's', data: { ...data, tag: 1.5 } },
    }),
    frame({
      id: 1,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: 's', data: { ...data, message: 1 } },
    }),
  ].map((read) => (read.kind === 'invalid' ? read.reason : read.kind))
  expect(reasons).toEqual([
    'not a text frame',
    'not JSON',
    'frame too long',
    'not JSON-RPC 2.0',
    'not JSON-RPC 2.0',
    'a response without result or error',
    'a response without result or error',
    'unexpected method irn_publish',
    'irn_subscription without a subscription id',
    'irn_subscription data is malformed',
    'irn_subscription data is malformed',
  ])
})

test('error: any JSON value is classified, never thrown on', () => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      expect(['result', 'error', 'subscription', 'invalid']).toContain(frame(value).kind)
    }),
  )
})
