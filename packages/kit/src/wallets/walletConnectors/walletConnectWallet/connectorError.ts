import { UserRejectedRequestError } from 'viem'

/** The sign spec's refusals of a session proposal: rejected, or its chains, methods or events. */
const PROPOSAL_REJECTED = new Set([5000, 5001, 5002, 5003])

/**
 * A wallet's refusal of the proposal becomes viem's UserRejectedRequestError (EIP-1193 4001), as
 * wagmi's connectors report one, so the connect flow treats it as the visitor's choice (§8:
 * silent, RETRY offered). Anything else passes through unchanged.
 */
export function connectorError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'number' && (code === 4001 || PROPOSAL_REJECTED.has(code)))
    return new UserRejectedRequestError(error as Error)
  return error
}
