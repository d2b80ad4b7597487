// A wallet's answer to wallet_getCallsStatus (EIP-5792), read strictly: anything that is not a
// calls status for this batch on this chain is a typed error, never a verdict. Status codes are
// read by class (1xx pending, 2xx confirmed, 4xx failed off-chain, 5xx reverted, 6xx partly
// reverted); the pre-final spec's 'PENDING' and 'CONFIRMED' words are read as 100 and 200.

import { isRecord, isTransactionHash } from '../../../core/guards'
import { CallsStatusChainMismatchError, InvalidCallsStatusError } from '../../errors/callsStatus'
import type { CallsReceipt, CallsStatus } from '../transactionTypes'

export type CallsStatusSnapshot = { status: CallsStatus; receipts: readonly CallsReceipt[] }

const HEX_QUANTITY = /^0x(0|[1-9a-f][0-9a-f]*)$/i

function statusOf(code: unknown): CallsStatus {
  if (code === 'PENDING') return 'pending'
  if (code === 'CONFIRMED') return 'confirmed'
  if (typeof code !== 'number' || !Number.isInteger(code))
    throw new InvalidCallsStatusError('status is not a status code')
  if (code >= 100 && code < 200) return 'pending'
  if (code >= 200 && code < 300) return 'confirmed'
  if (code >= 400 && code < 500) return 'failedOffchain'
  if (code >= 500 && code < 600) return 'reverted'
  if (code >= 600 && code < 700) return 'partiallyReverted'
  throw new InvalidCallsStatusError(`unknown status code ${code}`)
}

/** A chain id as the wallet may write it (hex quantity, or a number); undefined when absent. */
function chainIdOf(value: unknown, where: string): number | undefined {
  if (value === undefined) return undefined
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value === 'string' && HEX_QUANTITY.test(value)) {
    const id = Number.parseInt(value.slice(2), 16)
    if (Number.isSafeInteger(id) && id > 0) return id
  }
  throw new InvalidCallsStatusError(`${where} is not a chain id`)
}

function checkChain(value: unknown, where: string, expected: number) {
  const received = chainIdOf(value, where)
  if (received !== undefined && received !== expected)
    throw new CallsStatusChainMismatchError({ expected, received })
}

function receiptOf(value: unknown, index: number, chainId: number): CallsReceipt {
  const where = `receipt ${index + 1}`
  if (!isRecord(value)) throw new InvalidCallsStatusError(`${where} is not an object`)
  const { transactionHash, status } = value
  if (!isTransactionHash(transactionHash))
    throw new InvalidCallsStatusError(`${where} has no transaction hash`)
  // The pre-final spec put a chain id on each receipt.
  checkChain(value.chainId, `${where}'s chainId`, chainId)
  if (status === '0x1') return { transactionHash, status: 'success' }
  if (status === '0x0') return { transactionHash, status: 'reverted' }
  throw new InvalidCallsStatusError(`${where} has no status`)
}

/** Reads `body` as the status of `callsId` on `chainId`; throws the calls status errors. */
export function parseCallsStatus(
  body: unknown,
  expected: { callsId: string; chainId: number },
): CallsStatusSnapshot {
  if (!isRecord(body)) throw new InvalidCallsStatusError('the answer is not an object')
  if (body.id !== undefined && body.id !== expected.callsId)
    throw new InvalidCallsStatusError('the answer is for another batch')
  checkChain(body.chainId, 'chainId', expected.chainId)
  const status = statusOf(body.status)
  const { receipts: raw = [] } = body
  if (!Array.isArray(raw)) throw new InvalidCallsStatusError('receipts is not a list')
  // One receipt per transaction: a Safe repeats its one transaction's receipt for every call.
  const receipts: CallsReceipt[] = []
  for (const [index, value] of raw.entries()) {
    const receipt = receiptOf(value, index, expected.chainId)
    const same = receipts.find((seen) => seen.transactionHash === receipt.transactionHash)
    if (same && same.status !== receipt.status)
      throw new InvalidCallsStatusError(`receipt ${index + 1} contradicts an earlier one`)
    if (!same) receipts.push(receipt)
  }
  // Confirmed means every call took effect: never believed without receipts that all say so.
  if (status === 'confirmed') {
    if (receipts.length === 0) throw new InvalidCallsStatusError('confirmed without receipts')
    if (receipts.some((receipt) => receipt.status !== 'success'))
      throw new InvalidCallsStatusError('confirmed with a reverted receipt')
  }
  return { status, receipts }
}
