// EIP-1193 / JSON-RPC error codes the kit reacts to, looked up anywhere in a `cause` chain
// (wagmi and viem wrap the wallet's error one or more times; `someCause` walks it).
import { someCause } from '../errors/base'

const USER_REJECTED = 4001
const UNSUPPORTED_METHOD = 4200
const METHOD_NOT_FOUND = -32601
const METHOD_NOT_SUPPORTED = -32004
/** §8: resource unavailable — the wallet already shows a request. */
const REQUEST_PENDING = -32002

type ErrorLike = { code?: unknown; name?: unknown }
const errorLike = (e: unknown): ErrorLike => (typeof e === 'object' && e !== null ? e : {})

const hasCode = (error: unknown, codes: readonly number[]) =>
  someCause(error, (e) => {
    const { code } = errorLike(e)
    return typeof code === 'number' && codes.includes(code)
  })
const hasName = (error: unknown, names: readonly string[]) =>
  someCause(error, (e) => {
    const { name } = errorLike(e)
    return typeof name === 'string' && names.includes(name)
  })

/** §8: a user rejection is treated as user-rejected (and a rejected connection is silent). */
export function isUserRejection(error: unknown): boolean {
  return hasCode(error, [USER_REJECTED]) || hasName(error, ['UserRejectedRequestError'])
}

/** §8 code -32002, resource unavailable: the wallet already shows a request from this site. */
export function isRequestPending(error: unknown): boolean {
  return hasCode(error, [REQUEST_PENDING]) || hasName(error, ['ResourceUnavailableRpcError'])
}

/** 4200, -32601 or -32004: the wallet does not offer the method at all. */
export function isUnsupportedMethod(error: unknown): boolean {
  return (
    hasCode(error, [UNSUPPORTED_METHOD, METHOD_NOT_FOUND, METHOD_NOT_SUPPORTED]) ||
    hasName(error, [
      'UnsupportedProviderMethodError',
      'MethodNotFoundRpcError',
      'MethodNotSupportedRpcError',
    ])
  )
}

export type SwitchErrorKind = 'rejected' | 'pending' | 'unsupported' | 'failed'

/** How the chain modal answers a failed wallet_switchEthereumChain. */
export function classifySwitchError(error: unknown): SwitchErrorKind {
  if (isUserRejection(error)) return 'rejected'
  if (isRequestPending(error)) return 'pending'
  if (
    hasCode(error, [UNSUPPORTED_METHOD, METHOD_NOT_FOUND]) ||
    hasName(error, ['SwitchChainNotSupportedError'])
  )
    return 'unsupported'
  return 'failed'
}
