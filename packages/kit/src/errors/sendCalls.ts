// What the kit's sendCalls refuses or reports (#27): a wallet that cannot do what the caller
// required, and a sequence that stopped at a failed call, naming it and what was not sent.
import { BaseError } from './base'

export type AtomicCallsUnsupportedErrorType = AtomicCallsUnsupportedError & {
  name: 'AtomicCallsUnsupportedError'
}
/** The caller required atomic execution and the wallet cannot give it on this chain. */
export class AtomicCallsUnsupportedError extends BaseError {
  override name = 'AtomicCallsUnsupportedError' as const
  readonly chainId: number
  constructor({ chainId, cause }: { chainId: number; cause?: unknown }) {
    super(`The wallet cannot execute calls atomically on chain ${chainId}`, { cause })
    this.chainId = chainId
  }
}

export type CallsBatchUnsupportedErrorType = CallsBatchUnsupportedError & {
  name: 'CallsBatchUnsupportedError'
}
/** The wallet cannot send a batch (EIP-5792), and the caller did not allow one by one. */
export class CallsBatchUnsupportedError extends BaseError {
  override name = 'CallsBatchUnsupportedError' as const
  constructor({ chainId, cause }: { chainId: number; cause?: unknown }) {
    super(`The wallet cannot send a batch of calls on chain ${chainId}`, { cause })
  }
}

export type SendCallsStepFailedErrorType = SendCallsStepFailedError & {
  name: 'SendCallsStepFailedError'
}
/**
 * Sending calls one by one stopped at a failed call (rejected, not sent, or reverted): `index`
 * (1-based) names it, `hashes` are the transactions sent before and including it, and `notSent`
 * the calls after it (1-based), which were never sent. `reason`: the call was not sent (declined
 * or refused), its transaction reverted, or its receipt could not be had (it may still be mined).
 */
export class SendCallsStepFailedError extends BaseError {
  override name = 'SendCallsStepFailedError' as const
  readonly index: number
  readonly total: number
  readonly hashes: readonly `0x${string}`[]
  readonly notSent: readonly number[]
  readonly reason: 'notSent' | 'reverted' | 'unconfirmed'
  /** The batch entry recorded for what was sent (a viem fallback id), when anything was. */
  readonly callsId: string | undefined
  constructor(args: {
    index: number
    total: number
    hashes: readonly `0x${string}`[]
    notSent: readonly number[]
    reason: 'notSent' | 'reverted' | 'unconfirmed'
    callsId: string | undefined
    cause: unknown
  }) {
    super(`Call ${args.index} of ${args.total} failed; ${args.notSent.length} not sent`, {
      cause: args.cause,
    })
    this.index = args.index
    this.total = args.total
    this.hashes = args.hashes
    this.notSent = args.notSent
    this.reason = args.reason
    this.callsId = args.callsId
  }
}
