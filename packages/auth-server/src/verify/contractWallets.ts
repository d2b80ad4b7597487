// Smart-contract wallet signatures, for what local ecrecover does not accept: viem's verifyMessage
// on the message's chain, which covers deployed wallets (ERC-1271) and counterfactual ones
// (ERC-6492, through its deployless universal validator in one eth_call). Only chains with a
// configured RPC URL (AUTH_RPC_URL_<chainId>) can verify; there is no public fallback.
//
// viem answers `false` when the eth_call fails for ANY reason, an RPC that is down included, so
// each check runs on its own client whose transport records infrastructure failures (anything but
// a verdict of the EVM: a revert, running out of gas, the node aborting a call that ran too long,
// which all just mean "not valid"): a `false` seen together with such a failure is an outage →
// AuthUnavailableError (503), never a 401. Each request has a short timeout, and the whole check
// an overall deadline.
//
// The check runs code a stranger chose on the operator's RPC (issue 24), so it is kept cheap:
// every eth_call carries an explicit gas cap (else the node's own, often 50M, applies), a timeout
// is not retried (a wallet whose code is slow on purpose would be paid for twice), and the verify
// route gives this path its own, smaller rate limit.
import { BaseError, createClient, HttpRequestError, http, TimeoutError, type Transport } from 'viem'
import { verifyMessage } from 'viem/actions'
import type { AuthConfig } from '../config/AuthConfig'
import { AuthUnavailableError } from '../errors/AuthUnavailableError'
import type { ContractWalletCheck } from './verifySignature'

export type ContractWalletOptions = Pick<AuthConfig, 'rpcUrls' | 'rpcTimeoutMs' | 'rpcDeadlineMs'>

/**
 * Gas for one eth_call of a check. ERC-6492 runs the wallet's factory deployment inside the call
 * (a smart account's is a few hundred thousand gas) and then its isValidSignature: 2M covers
 * that with room, and is 1/25 of geth's default RPC gas cap.
 */
export const CONTRACT_CHECK_GAS = 2_000_000n
const RETRY_COUNT = 0

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

/** An eth_call's parameters with the gas cap set (viem's verifyHash takes no gas option). */
function withGasCap(args: { method: string; params?: unknown }): {
  method: string
  params?: unknown
} {
  if (args.method !== 'eth_call' || !Array.isArray(args.params)) return args
  const [call, ...rest] = args.params as [unknown, ...unknown[]]
  if (typeof call !== 'object' || call === null) return args
  return { ...args, params: [{ ...call, gas: `0x${CONTRACT_CHECK_GAS.toString(16)}` }, ...rest] }
}

/**
 * The same transport with the gas cap on every eth_call, pushing every request error that is not
 * a verdict of the EVM to `into`.
 */
function recordingFailures(transport: Transport, into: unknown[]): Transport {
  return (params) => {
    const built = transport(params)
    const request: typeof built.request = async (args, options) => {
      try {
        return await built.request(withGasCap(args) as typeof args, options)
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
 * What nodes say when the call ran and the EVM stopped it: a revert, out of gas (our cap), or the
 * node's own time limit on a call ("execution aborted (timeout = 5s)", geth). Each is the
 * wallet's code failing to say yes, so a 401; answering 503 would let anyone make the operator's
 * logs show a provider outage at will.
 */
const EVM_VERDICT = /revert|out of gas|outofgas|execution aborted|gas required exceeds/i

/**
 * The node ran the call and it failed in the EVM: the wallet (or the validator) said no, a
 * verdict rather than an outage. JSON-RPC code 3 (geth, anvil, reth), or -32000 / -32015 /
 * -32603 saying so (EVM_VERDICT).
 */
export function isExecutionRevert(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  const coded = error.walk(
    (e) => typeof (e as Partial<CodedError>).code === 'number',
  ) as CodedError | null
  if (!coded) return false
  if (coded.code === 3) return true
  return [-32000, -32015, -32603].includes(coded.code) && EVM_VERDICT.test(coded.message)
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
