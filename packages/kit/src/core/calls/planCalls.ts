// How the kit's sendCalls sends a list of calls, from what the wallet said about itself
// (wallet_getCapabilities for the chain, or that it does not know the method): as one EIP-5792
// batch, one by one (when the caller allows it), or not at all (a typed error).
import { AtomicCallsUnsupportedError, CallsBatchUnsupportedError } from '../../errors/sendCalls'
import { isRecord } from '../guards'

export type CallsPlan = 'batch' | 'sequential'

/** Whether the chain's capabilities promise atomic execution (final spec, or the earlier name). */
export function supportsAtomic(capabilities: unknown): boolean {
  if (!isRecord(capabilities)) return false
  const { atomic, atomicBatch } = capabilities
  if (isRecord(atomic)) return atomic.status === 'supported' || atomic.status === 'ready'
  return isRecord(atomicBatch) && atomicBatch.supported === true
}

export function planCalls(args: {
  chainId: number
  /** The chain's capabilities, or 'unsupported' when the wallet does not speak EIP-5792. */
  capabilities: unknown
  atomicRequired: boolean
  allowSequential: boolean
}): CallsPlan {
  const { chainId, capabilities, atomicRequired, allowSequential } = args
  if (atomicRequired && (capabilities === 'unsupported' || !supportsAtomic(capabilities)))
    throw new AtomicCallsUnsupportedError({ chainId })
  if (capabilities !== 'unsupported') return 'batch'
  if (!allowSequential) throw new CallsBatchUnsupportedError({ chainId })
  return 'sequential'
}

/** Whether an error means the wallet does not know a method (EIP-1193 4200, JSON-RPC -32601/-32004). */
export function isMethodUnsupported(error: unknown): boolean {
  for (let current = error, depth = 0; depth < 8 && isRecord(current); depth++) {
    const { code, name } = current as { code?: unknown; name?: unknown }
    if (code === 4200 || code === -32601 || code === -32004) return true
    if (
      name === 'MethodNotFoundRpcError' ||
      name === 'MethodNotSupportedRpcError' ||
      name === 'UnsupportedProviderMethodError'
    )
      return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
