// Smart-contract wallet signatures, for what local ecrecover does not accept: viem's verifyMessage
// on the message's chain, which covers deployed wallets (ERC-1271) and counterfactual ones
// (ERC-6492, through its deployless universal validator in one eth_call). Only chains with a
// configured RPC URL (AUTH_RPC_URL_<chainId>) can verify; there is no public fallback.
//
// viem answers `false` when the eth_call fails for ANY reason, an RPC that is down included, so
// each check runs on its own client whose transport records infrastructure failures (anything but
// an execution revert, which is just "not valid"): a `false` seen together with such a failure is
// an outage → AuthUnavailableError (503), never a 401. Each request has a short timeout, and the
// whole check (one retry included) an overall deadline.
import { BaseError, createClient, HttpRequestError, http, TimeoutError, type Transport } from 'viem'
import { verifyMessage } from 'viem/actions'
import type { AuthConfig } from './AuthConfig'
import { AuthUnavailableError } from './errors'
import type { ContractWalletCheck } from './verifySignature'

export type ContractWalletOptions = Pick<AuthConfig, 'rpcUrls' | 'rpcTimeoutMs' | 'rpcDeadlineMs'>

const RETRY_COUNT = 1
const RETRY_DELAY_MS = 100

/** The check for every chain with an RPC URL; undefined when none has one (plain accounts only). */
export function createContractWalletCheck(
  options: ContractWalletOptions,
): ContractWalletCheck | undefined {
  const transports = new Map<number, Transport>()
  for (const [chainId, url] of Object.entries(options.rpcUrls)) {
    transports.set(
      Number(chainId),
      http(url, {
        timeout: options.rpcTimeoutMs,
        retryCount: RETRY_COUNT,
        retryDelay: RETRY_DELAY_MS,
        batch: false,
      }),
    )
  }
  if (transports.size === 0) return undefined

  return async ({ address, message, signature, chainId }) => {
    const transport = transports.get(chainId)
    // No RPC for this chain: a contract wallet cannot prove anything here, so it is not valid.
    if (!transport) return false
    const failures: unknown[] = []
    // A client per check (cheap: no actions attached) so failures are attributed to this check.
    const client = createClient({ transport: recordingFailures(transport, failures) })
    let verified: boolean
    try {
      verified = await withDeadline(
        verifyMessage(client, { address, message, signature }),
        options.rpcDeadlineMs,
        chainId,
      )
    } catch (error) {
      if (error instanceof AuthUnavailableError) throw error
      // viem refused the signature before or without the network (a malformed wrapper): invalid.
      if (failures.length === 0) return false
      verified = false
    }
    if (verified) return true
    const [failure] = failures
    if (failure !== undefined) {
      throw new AuthUnavailableError(
        `contract wallet RPC for chain ${chainId} failed: ${describeFailure(failure)}`,
        { cause: failure },
      )
    }
    return false
  }
}

/** The same transport, pushing every request error that is not an execution revert to `into`. */
function recordingFailures(transport: Transport, into: unknown[]): Transport {
  return (params) => {
    const built = transport(params)
    const request: typeof built.request = async (args, options) => {
      try {
        return await built.request(args, options)
      } catch (error) {
        if (!isExecutionRevert(error)) into.push(error)
        throw error
      }
    }
    return { ...built, request }
  }
}

type CodedError = Error & { code: number; details?: string }

/**
 * The node ran the call and it reverted: the wallet (or the validator) said no, a verdict rather
 * than an outage. JSON-RPC code 3 (geth, anvil, reth), or -32000 / -32015 saying "revert".
 */
export function isExecutionRevert(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  const coded = error.walk(
    (e) => typeof (e as Partial<CodedError>).code === 'number',
  ) as CodedError | null
  if (!coded) return false
  if (coded.code === 3) return true
  return (coded.code === -32000 || coded.code === -32015) && /revert/i.test(coded.message)
}

/** For the log line: what kind of failure, never the URL (it may carry an API key). */
function describeFailure(error: unknown): string {
  if (error instanceof BaseError) {
    const timeout = error.walk((e) => e instanceof TimeoutError)
    if (timeout) return 'timeout'
    const http = error.walk((e) => e instanceof HttpRequestError) as HttpRequestError | null
    if (http) return http.status ? `HTTP ${http.status}` : 'unreachable'
    const coded = error.walk(
      (e) => typeof (e as Partial<CodedError>).code === 'number',
    ) as CodedError | null
    if (coded) return `JSON-RPC error ${coded.code}`
  }
  return error instanceof Error ? error.name : 'unknown'
}

async function withDeadline<T>(work: Promise<T>, ms: number, chainId: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new AuthUnavailableError(`contract wallet check on chain ${chainId} exceeded ${ms} ms`),
        ),
      ms,
    )
  })
  try {
    return await Promise.race([work, deadline])
  } finally {
    clearTimeout(timer)
  }
}
