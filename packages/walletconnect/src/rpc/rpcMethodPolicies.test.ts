// The table against the specs' IRN tables, written out once more here on purpose: a change to a
// tag or TTL must be a deliberate edit of both.
import { expect, test } from 'vitest'
import { publishTtl } from './publishTtl'
import { RPC_METHOD_POLICIES, UNSUPPORTED_METHOD_RESPONSE_POLICY } from './rpcMethodPolicies'

test('behavior: tags and TTLs as the pairing and sign specs give them', () => {
  const table = Object.entries(RPC_METHOD_POLICIES).map(([method, p]) => [
    method,
    p.request.tag,
    p.request.ttl,
    p.response.tag,
    p.response.ttl,
  ])
  expect(table).toEqual([
    ['wc_pairingDelete', 1000, 86400, 1001, 86400],
    ['wc_pairingPing', 1002, 30, 1003, 30],
    ['wc_pairingExtend', 1004, 86400, 1005, 86400],
    ['wc_sessionPropose', 1100, 300, 1101, 300],
    ['wc_sessionSettle', 1102, 300, 1103, 300],
    ['wc_sessionUpdate', 1104, 86400, 1105, 86400],
    ['wc_sessionExtend', 1106, 86400, 1107, 86400],
    ['wc_sessionRequest', 1108, 300, 1109, 300],
    ['wc_sessionEvent', 1110, 300, 1111, 300],
    ['wc_sessionDelete', 1112, 86400, 1113, 86400],
    ['wc_sessionPing', 1114, 30, 1115, 30],
    ['wc_sessionAuthenticate', 1116, 3600, 1117, 3600],
  ])
  expect(RPC_METHOD_POLICIES.wc_sessionPropose).toMatchObject({
    reject: { tag: 1120 },
    autoReject: { tag: 1121 },
  })
  expect(RPC_METHOD_POLICIES.wc_sessionAuthenticate).toMatchObject({
    reject: { tag: 1118, ttl: 300 },
    autoReject: { tag: 1119, ttl: 300 },
  })
  expect(UNSUPPORTED_METHOD_RESPONSE_POLICY).toEqual({ ttl: 86400, tag: 0, prompt: false })
})

test('behavior: a request expiring after its TTL is kept by the relay until it expires', () => {
  const { request } = RPC_METHOD_POLICIES.wc_sessionRequest
  expect(publishTtl(request, undefined, 1000)).toBe(300)
  expect(publishTtl(request, 1000 + 60, 1000)).toBe(300)
  expect(publishTtl(request, 1000 + 3600, 1000)).toBe(3600)
})
