// The relay tags an answer to a method may carry (sign and pairing rpc-methods): its response's,
// its rejections' (a proposal's 1120 and 1121), or the "unsupported method" answer's 0. An answer
// under any other tag is not the answer to that request.
import type { RpcPolicy } from '../rpc/RpcPolicy'
import {
  RPC_METHOD_POLICIES,
  type RpcMethod,
  UNSUPPORTED_METHOD_RESPONSE_POLICY,
} from '../rpc/rpcMethodPolicies'

export function answerTags(method: RpcMethod): Set<number> {
  const policy: { response: RpcPolicy; reject?: RpcPolicy; autoReject?: RpcPolicy } =
    RPC_METHOD_POLICIES[method]
  const policies = [policy.response, policy.reject, policy.autoReject]
  return new Set([
    UNSUPPORTED_METHOD_RESPONSE_POLICY.tag,
    ...policies.flatMap((p) => (p ? [p.tag] : [])),
  ])
}
