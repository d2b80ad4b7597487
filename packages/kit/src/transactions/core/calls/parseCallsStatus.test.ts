// Covers reading a wallet's wallet_getCallsStatus answer (EIP-5792): each status class, the
// pre-final spec's words, and every malformed or misdirected answer as a typed error (never a
// verdict, never "confirmed"). The tracker that acts on it is covered by trackCalls.test.ts.
import { describe, expect, test } from 'vitest'
import { parseCallsStatus } from './parseCallsStatus'

const ID = '0x00000000000000000000000000000000000000000000000000000000000000ab'
const CHAIN = 31337
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const receipt = (n: number, status: '0x1' | '0x0' = '0x1') => ({
  logs: [],
  status,
  blockHash: hashOf(1000 + n),
  blockNumber: '0x10',
  gasUsed: '0x5208',
  transactionHash: hashOf(n),
})
const body = (fields: Record<string, unknown>) => ({
  version: '2.0.0',
  id: ID,
  chainId: '0x7a69',
  atomic: true,
  ...fields,
})
const parse = (value: unknown) => parseCallsStatus(value, { callsId: ID, chainId: CHAIN })

describe('parseCallsStatus', () => {
  test.each([
    [100, [], 'pending'],
    [200, [receipt(1)], 'confirmed'],
    [400, [], 'failedOffchain'],
    [500, [receipt(1, '0x0')], 'reverted'],
    [600, [receipt(1), receipt(2, '0x0')], 'partiallyReverted'],
    [199, [], 'pending'],
    [611, [receipt(1)], 'partiallyReverted'],
  ])('behavior: status code %i reads as its class', (status, receipts, expected) => {
    expect(parse(body({ status, receipts })).status).toBe(expected)
  })

  test('behavior: receipts keep their order, hash and verdict', () => {
    expect(parse(body({ status: 600, receipts: [receipt(1), receipt(2, '0x0')] }))).toEqual({
      status: 'partiallyReverted',
      receipts: [
        { transactionHash: hashOf(1), status: 'success' },
        { transactionHash: hashOf(2), status: 'reverted' },
      ],
    })
  })

  test('behavior: a receipt repeated for every call (a Safe does this) is one transaction', () => {
    expect(
      parse(body({ status: 200, receipts: [receipt(1), receipt(1), receipt(1)] })).receipts,
    ).toEqual([{ transactionHash: hashOf(1), status: 'success' }])
  })

  test("behavior: the pre-final spec's PENDING and CONFIRMED words are read", () => {
    expect(parse({ status: 'PENDING' }).status).toBe('pending')
    expect(parse({ status: 'CONFIRMED', receipts: [receipt(1)] }).status).toBe('confirmed')
  })

  test.each([
    ['not an object', 'nope'],
    ['null', null],
    ['a list', [200]],
    ['no status', body({})],
    ['a status word', body({ status: 'success' })],
    ['a 3xx code', body({ status: 300 })],
    ['a code past 6xx', body({ status: 700 })],
    ['a fractional code', body({ status: 200.5 })],
    ['receipts not a list', body({ status: 100, receipts: {} })],
    ['a receipt without hash', body({ status: 600, receipts: [{ status: '0x1' }] })],
    [
      'a receipt with a short hash',
      body({ status: 600, receipts: [{ ...receipt(1), transactionHash: '0x12' }] }),
    ],
    [
      'a receipt without status',
      body({ status: 600, receipts: [{ ...receipt(1), status: 'ok' }] }),
    ],
    ['confirmed without receipts', body({ status: 200 })],
    [
      'confirmed with a reverted receipt',
      body({ status: 200, receipts: [receipt(1), receipt(2, '0x0')] }),
    ],
    [
      'a repeated receipt with another verdict',
      body({ status: 600, receipts: [receipt(1), receipt(1, '0x0')] }),
    ],
    ['another batch', body({ id: 'other', status: 200, receipts: [receipt(1)] })],
    ['a chain id that is not one', body({ chainId: 'mainnet', status: 100 })],
  ])('error: %s is an InvalidCallsStatusError', (_name, value) => {
    expect(() => parse(value)).toThrow(expect.objectContaining({ name: 'InvalidCallsStatusError' }))
  })

  test('error: an answer for another chain is a CallsStatusChainMismatchError', () => {
    expect(() => parse(body({ chainId: '0x1', status: 200, receipts: [receipt(1)] }))).toThrow(
      expect.objectContaining({ name: 'CallsStatusChainMismatchError' }),
    )
  })

  test('error: a receipt for another chain (pre-final spec) is a CallsStatusChainMismatchError', () => {
    const receipts = [{ ...receipt(1), chainId: '0xa' }]
    expect(() => parse({ status: 'CONFIRMED', receipts })).toThrow(
      expect.objectContaining({ name: 'CallsStatusChainMismatchError' }),
    )
  })
})
