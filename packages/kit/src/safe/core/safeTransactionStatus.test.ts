// Covers the Safe lifecycle's mapping (§3 gateway vocabulary → the stored status: waiting is
// pending, never failed by time) and the reading of TransactionDetails, where anything that is
// not one is §8's "Invalid response content".
import { describe, expect, test } from 'vitest'
import { isFinalSafeStatus, parseSafeTxDetails, transactionStatusOf } from './safeTransactionStatus'
import { SAFE_TX_STATUSES } from './safeVocabulary'

const txHash = `0x${'ab'.repeat(32)}`

describe('status mapping', () => {
  test.each([
    ['AWAITING_CONFIRMATIONS', 'pending', false],
    ['AWAITING_EXECUTION', 'pending', false],
    ['SUCCESS', 'confirmed', true],
    ['FAILED', 'failed', true],
    ['CANCELLED', 'failed', true],
  ] as const)('behavior: %s is %s (final: %s)', (status, stored, final) => {
    expect(transactionStatusOf(status)).toBe(stored)
    expect(isFinalSafeStatus(status)).toBe(final)
  })

  test('behavior: the vocabulary is exactly the gateway’s five statuses', () => {
    expect([...SAFE_TX_STATUSES].sort()).toEqual([
      'AWAITING_CONFIRMATIONS',
      'AWAITING_EXECUTION',
      'CANCELLED',
      'FAILED',
      'SUCCESS',
    ])
  })
})

describe('parseSafeTxDetails', () => {
  test('behavior: reads status, confirmations of the threshold and the executed hash', () => {
    expect(
      parseSafeTxDetails({
        txStatus: 'AWAITING_EXECUTION',
        txHash: null,
        detailedExecutionInfo: {
          confirmationsRequired: 3,
          confirmations: [{ signer: {} }, { signer: {} }],
        },
      }),
    ).toEqual({
      status: 'AWAITING_EXECUTION',
      confirmations: 2,
      confirmationsRequired: 3,
      txHash: undefined,
    })
    expect(parseSafeTxDetails({ txStatus: 'SUCCESS', txHash })).toMatchObject({
      status: 'SUCCESS',
      txHash,
    })
  })

  test('behavior: a malformed hash is ignored rather than linked', () => {
    expect(parseSafeTxDetails({ txStatus: 'SUCCESS', txHash: '0x12' }).txHash).toBeUndefined()
  })

  test.each([{}, null, 'text', [], { txStatus: 'DONE' }, { txStatus: 42 }])(
    'error: %j is "Invalid response content"',
    (details) => {
      expect(() => parseSafeTxDetails(details)).toThrow(
        expect.objectContaining({
          name: 'InvalidResponseContentError',
          message: 'Invalid response content',
        }),
      )
    },
  )
})
