// Every client-to-client method's relay TTL and tag, from the specs' "IRN" tables
// (walletconnect-specs docs/specs/clients/core/pairing/rpc-methods.md and
// docs/specs/clients/sign/rpc-methods.md). Publish with these, never with retyped numbers.
// `prompt` marks what a wallet's push webhook should wake the user for: the pairing spec gives it
// (false throughout); the sign spec omits it, so it is true on the requests that need the user's
// decision (propose, request, authenticate), as the official SDK sets it, and false elsewhere.
import type { RpcMethodPolicy, RpcPolicy } from './RpcPolicy'

const MINUTE = 60
const FIVE_MINUTES = 5 * MINUTE
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const PING_TTL = 30

const policy = (ttl: number, tag: number, prompt = false): RpcPolicy => ({ ttl, tag, prompt })

export const RPC_METHOD_POLICIES = {
  wc_pairingDelete: { request: policy(DAY, 1000), response: policy(DAY, 1001) },
  wc_pairingPing: { request: policy(PING_TTL, 1002), response: policy(PING_TTL, 1003) },
  // The spec's table has no TTL for extend: a day, like the pairing's other lasting messages.
  wc_pairingExtend: { request: policy(DAY, 1004), response: policy(DAY, 1005) },
  wc_sessionPropose: {
    request: policy(FIVE_MINUTES, 1100, true),
    response: policy(FIVE_MINUTES, 1101),
    reject: policy(FIVE_MINUTES, 1120),
    autoReject: policy(FIVE_MINUTES, 1121),
  },
  wc_sessionSettle: { request: policy(FIVE_MINUTES, 1102), response: policy(FIVE_MINUTES, 1103) },
  wc_sessionUpdate: { request: policy(DAY, 1104), response: policy(DAY, 1105) },
  wc_sessionExtend: { request: policy(DAY, 1106), response: policy(DAY, 1107) },
  wc_sessionRequest: {
    request: policy(FIVE_MINUTES, 1108, true),
    response: policy(FIVE_MINUTES, 1109),
  },
  wc_sessionEvent: { request: policy(FIVE_MINUTES, 1110), response: policy(FIVE_MINUTES, 1111) },
  wc_sessionDelete: { request: policy(DAY, 1112), response: policy(DAY, 1113) },
  wc_sessionPing: { request: policy(PING_TTL, 1114), response: policy(PING_TTL, 1115) },
  wc_sessionAuthenticate: {
    request: policy(HOUR, 1116, true),
    response: policy(HOUR, 1117),
    reject: policy(FIVE_MINUTES, 1118),
    autoReject: policy(FIVE_MINUTES, 1119),
  },
} as const satisfies Record<string, RpcMethodPolicy>

export type RpcMethod = keyof typeof RPC_METHOD_POLICIES

/** The answer to a method the client does not know (pairing spec, "unsupported methods response"). */
export const UNSUPPORTED_METHOD_RESPONSE_POLICY: RpcPolicy = policy(DAY, 0)

/**
 * wc_sessionRequest and wc_sessionAuthenticate `expiry` bounds (sign rpc-methods, "Expiry
 * validation"): between 5 minutes and 7 days from now, in seconds.
 */
export const REQUEST_EXPIRY_MIN_SECONDS = FIVE_MINUTES
export const REQUEST_EXPIRY_MAX_SECONDS = 7 * DAY
