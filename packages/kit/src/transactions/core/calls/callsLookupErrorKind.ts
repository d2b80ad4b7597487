import type { CallsLookupErrorKind } from '../transactionTypes'

/** Which kind of failure a calls status lookup met, from the error's `name` (never its text). */
export function callsLookupErrorKind(error: unknown): CallsLookupErrorKind {
  const name = error instanceof Error ? error.name : undefined
  switch (name) {
    case 'InvalidCallsStatusError':
      return 'invalidResponse'
    case 'CallsStatusChainMismatchError':
      return 'otherChain'
    case 'CallsStatusWentBackError':
      return 'wentBack'
    default:
      return 'unreachable'
  }
}
