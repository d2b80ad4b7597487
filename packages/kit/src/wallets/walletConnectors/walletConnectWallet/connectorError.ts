import { UserRejectedRequestError } from 'viem'
import { someCause } from '../../../errors/base'
import { WalletUnreachableError } from '../../../errors/connector'

/** The sign spec's refusals of a session proposal: rejected, or its chains, methods or events. */
const PROPOSAL_REJECTED = new Set([5000, 5001, 5002, 5003])

/**
 * @gatehouse/walletconnect's RelayRequestError without a `code`: the relay never answered (no
 * socket, or silence) through the relay client's retries. One with a code is the relay's answer.
 * Read by name: the package is loaded on demand, never with this module.
 */
const isRelayUnreachable = (error: unknown): boolean =>
  error instanceof Error &&
  error.name === 'RelayRequestError' &&
  (error as { code?: unknown }).code === undefined

/**
 * A wallet's refusal of the proposal becomes viem's UserRejectedRequestError (EIP-1193 4001), as
 * wagmi's connectors report one, so the connect flow treats it as the visitor's choice (§8:
 * silent, RETRY offered). A relay that cannot be reached becomes WalletUnreachableError (the
 * connect step names the wallet, with RETRY). Anything else passes through unchanged.
 */
export function connectorError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'number' && (code === 4001 || PROPOSAL_REJECTED.has(code)))
    return new UserRejectedRequestError(error as Error)
  if (someCause(error, isRelayUnreachable)) return new WalletUnreachableError({ cause: error })
  return error
}
