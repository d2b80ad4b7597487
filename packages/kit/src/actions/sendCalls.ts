import type { Address, Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { Config } from 'wagmi'
import {
  getCapabilities,
  getConnection,
  sendTransaction,
  sendCalls as wagmiSendCalls,
} from 'wagmi/actions'
import { encodeFallbackCallsId } from '../core/calls/fallbackCallsId'
import { isMethodUnsupported, planCalls } from '../core/calls/planCalls'
import { someCause } from '../errors/base'
import {
  AtomicCallsUnsupportedError,
  CallsBatchUnsupportedError,
  SendCallsStepFailedError,
} from '../errors/sendCalls'

export type BatchCall = { to: Address; data?: Hex; value?: bigint }

/**
 * Where a one-by-one send stands: `confirmed` of `total` calls have a successful receipt; `hashes`
 * are the transactions of the `sent` calls, in order.
 */
export type SendCallsProgress = {
  total: number
  sent: number
  confirmed: number
  hashes: readonly Hex[]
}

export type SendCallsParameters = {
  calls: readonly BatchCall[]
  /** Default: the connected chain. */
  chainId?: number
  /** Refuse (AtomicCallsUnsupportedError) unless the wallet executes the calls atomically. */
  atomicRequired?: boolean
  /** When the wallet cannot batch, send the calls one by one (default true). */
  sequentialFallback?: boolean
  onProgress?: (progress: SendCallsProgress) => void
}

/**
 * `callsId` is the wallet's id for a batch, or for calls sent one by one viem's fallback id of
 * their hashes (wagmi's getCallsStatus reads both; so does Recent Transactions, through their
 * receipts). useSendCalls records one-by-one runs in Recent Transactions as they go instead.
 */
export type SendCallsResult =
  | { mode: 'batch'; callsId: string }
  | { mode: 'sequential'; callsId: string; hashes: readonly Hex[] }

export type SendCallsErrorType =
  | AtomicCallsUnsupportedError
  | CallsBatchUnsupportedError
  | SendCallsStepFailedError

/** EIP-5792's 5760: the wallet will not execute these calls atomically. */
const isAtomicityRefusal = (error: unknown) =>
  someCause(error, (e) => {
    const { code, name } = (e ?? {}) as { code?: unknown; name?: unknown }
    return code === 5760 || name === 'AtomicityNotSupportedError'
  })

/**
 * Sends calls as one EIP-5792 batch when the wallet can (its capabilities for the chain are read
 * first), else, when allowed, one by one: each waits for its receipt before the next is sent, and
 * the first failure (rejected, not sent, reverted) stops the run with SendCallsStepFailedError
 * naming the call and what was not sent. Never half-fails silently (viem's own fallback goes on
 * after a failed call).
 */
export async function sendCalls(
  config: Config,
  parameters: SendCallsParameters,
): Promise<SendCallsResult> {
  const { calls, atomicRequired = false, sequentialFallback = true, onProgress } = parameters
  const chainId = parameters.chainId ?? getConnection(config).chainId
  if (chainId === undefined) throw new CallsBatchUnsupportedError({ chainId: 0 })
  const capabilities = await getCapabilities(config, { chainId }).catch((error: unknown) => {
    if (isMethodUnsupported(error)) return 'unsupported' as const
    throw error
  })
  const plan = planCalls({
    chainId,
    capabilities,
    atomicRequired,
    allowSequential: sequentialFallback,
  })
  if (plan === 'batch') {
    try {
      const { id } = await wagmiSendCalls(config, {
        calls: calls.map(({ to, data, value }) => ({ to, data, value })),
        chainId,
        forceAtomic: atomicRequired,
      })
      return { mode: 'batch', callsId: id }
    } catch (error) {
      if (atomicRequired && isAtomicityRefusal(error))
        throw new AtomicCallsUnsupportedError({ chainId, cause: error })
      // A wallet that listed capabilities but does not take wallet_sendCalls after all.
      if (!isMethodUnsupported(error)) throw error
      if (atomicRequired) throw new AtomicCallsUnsupportedError({ chainId, cause: error })
      if (!sequentialFallback) throw new CallsBatchUnsupportedError({ chainId, cause: error })
    }
  }
  return sendOneByOne(config, { calls, chainId, onProgress })
}

async function sendOneByOne(
  config: Config,
  {
    calls,
    chainId,
    onProgress,
  }: { calls: readonly BatchCall[]; chainId: number; onProgress?: (p: SendCallsProgress) => void },
): Promise<SendCallsResult> {
  const total = calls.length
  const hashes: Hex[] = []
  const client = config.getClient({ chainId })
  const fail = (
    index: number,
    reason: SendCallsStepFailedError['reason'],
    cause: unknown,
  ): never => {
    const notSent = Array.from({ length: total - index - 1 }, (_, i) => index + i + 2)
    const positions = Array.from({ length: total }, (_, i) => hashes[i])
    throw new SendCallsStepFailedError({
      index: index + 1,
      total,
      hashes: [...hashes],
      notSent,
      reason,
      callsId:
        hashes.length > 0 ? encodeFallbackCallsId({ chainId, hashes: positions }) : undefined,
      cause,
    })
  }
  const report = (sent: number, confirmed: number) =>
    onProgress?.({ total, sent, confirmed, hashes: [...hashes] })
  for (const [index, call] of calls.entries()) {
    report(index, index)
    const hash = await sendTransaction(config, { ...call, chainId }).catch((error: unknown) =>
      fail(index, 'notSent', error),
    )
    hashes.push(hash)
    report(index + 1, index)
    const receipt = await waitForTransactionReceipt(client, { hash }).catch((error: unknown) =>
      fail(index, 'unconfirmed', error),
    )
    if (receipt.status !== 'success')
      fail(index, 'reverted', new Error(`Transaction ${hash} reverted`))
  }
  report(total, total)
  return { mode: 'sequential', callsId: encodeFallbackCallsId({ chainId, hashes }), hashes }
}
