// What a wallet's answer to wallet_getCallsStatus (EIP-5792) may get wrong. The tracker never
// turns such an answer into a verdict: the batch keeps its status and the error's kind is shown.
import { BaseError } from '../../errors/base'

export type InvalidCallsStatusErrorType = InvalidCallsStatusError & {
  name: 'InvalidCallsStatusError'
}
/** The wallet's answer is not an EIP-5792 calls status (or contradicts itself). */
export class InvalidCallsStatusError extends BaseError {
  override name = 'InvalidCallsStatusError' as const
  readonly reason: string
  constructor(reason: string) {
    super(`Invalid calls status from the wallet: ${reason}`)
    this.reason = reason
  }
}

export type CallsStatusChainMismatchErrorType = CallsStatusChainMismatchError & {
  name: 'CallsStatusChainMismatchError'
}
/** The answer (or one of its receipts) is for another chain than the batch was sent on. */
export class CallsStatusChainMismatchError extends BaseError {
  override name = 'CallsStatusChainMismatchError' as const
  constructor({ expected, received }: { expected: number; received: number }) {
    super(`Calls status is for chain ${received}, the batch was sent on chain ${expected}`)
  }
}

export type CallsStatusWentBackErrorType = CallsStatusWentBackError & {
  name: 'CallsStatusWentBackError'
}
/** A batch already settled was reported as something else (e.g. pending again): ignored. */
export class CallsStatusWentBackError extends BaseError {
  override name = 'CallsStatusWentBackError' as const
  constructor({ from, to }: { from: string; to: string }) {
    super(`Calls status went back from ${from} to ${to}`)
  }
}
