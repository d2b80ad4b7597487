import type { RpcPolicy } from './RpcPolicy'

/**
 * The relay TTL for a request with an `expiry` (seconds since the epoch): the policy's, or longer
 * when the request must outlive it (sign rpc-methods, "TTL extension"), so the relay keeps it until
 * the wallet may still answer.
 */
export const publishTtl = (policy: RpcPolicy, expiry?: number, now = Date.now() / 1000): number =>
  expiry === undefined ? policy.ttl : Math.max(policy.ttl, Math.ceil(expiry - now))
