// POST /api/auth/verify {message, signature}: the message must be EIP-4361 (else 400); then its
// nonce is consumed from the caller's session before anything else is checked, so it is spent by
// the first attempt that reaches it whatever the outcome. Every later failure is the same 401.
// Success rotates the session: the old id is deleted and a new one is set.
//
// What a session keeps of the message is bounded in bytes (issue 24): a 4 KiB message could name
// ~740 Resources, ~32 KB of heap per session and gigabytes at the session cap. A message whose
// Request ID and Resources exceed the caps (verify/sessionExtras.ts) is a 400 before its nonce is touched.
import {
  MAX_REQUEST_BODY_BYTES,
  parseSiweMessage,
  type SiweFields,
  verifyRequestSchema,
} from '@gatehouse/siwe'
import type { AuthRequestContext } from '../http/authEnv'
import { authError } from '../http/authError'
import { cookieSession } from '../http/requestGuards'
import { checkMessage } from '../verify/checkMessage'
import { extrasFit } from '../verify/sessionExtras'
import { contractVerdict, localVerdict } from '../verify/verifySignature'
import type { AuthContext } from './authContext'

type Parsed = { fields: SiweFields; message: string; signature: `0x${string}` }

/** The body as a SIWE request, or the reason it is not (logged, never answered). */
async function readRequest(c: AuthRequestContext): Promise<Parsed | string> {
  let bytes: ArrayBuffer
  try {
    bytes = await c.req.arrayBuffer()
  } catch {
    return 'body_unreadable' // the client went away mid-body
  }
  // bodyLimit already refused it unless a Content-Length understated it.
  if (bytes.byteLength > MAX_REQUEST_BODY_BYTES) return 'too_large'
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return 'bad_encoding'
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return 'bad_json'
  }
  const request = verifyRequestSchema.safeParse(body)
  if (!request.success) return 'bad_schema'
  try {
    const fields = parseSiweMessage(request.data.message)
    if (!extrasFit(fields)) return 'extras_too_large'
    return { fields, ...request.data, signature: request.data.signature as `0x${string}` }
  } catch {
    return 'message_not_canonical'
  }
}

export function verifyRoute(auth: AuthContext) {
  const { config, store, cookie, now } = auth
  return async (c: AuthRequestContext) => {
    const request = await readRequest(c)
    if (typeof request === 'string') {
      c.set('authOutcome', request)
      return authError(c, request === 'too_large' ? 'payload_too_large' : 'invalid_request')
    }
    const fail = (reason: string) => {
      c.set('authOutcome', reason)
      return authError(c, 'verification_failed')
    }
    const { fields, message, signature } = request
    const { id: sessionId, session: current } = await cookieSession(c, store, cookie)
    if (sessionId === undefined || !current) return fail('no_session')
    const nonce = await store.consumeNonce(sessionId, fields.nonce)
    if (!nonce) return fail('unknown_nonce')
    const failure = checkMessage(fields, { config, now: now(), nonceIssuedAt: nonce.issuedAt })
    if (failure) return fail(failure)
    const check = { address: fields.address, message, signature, chainId: fields.chainId }
    const local = await localVerdict(check)
    if (local === 'invalid' || (local === 'contract' && !auth.contractWallets)) {
      return fail('bad_signature')
    }
    if (local === 'contract' && auth.contractWallets) {
      // Its own, smaller limit: each check is an eth_call on the operator's RPC.
      const wait = await auth.limits.contract(auth.clientIp(c.req.raw))
      if (wait) {
        c.set('authOutcome', 'contract_rate_limited')
        return authError(c, 'rate_limited', { 'Retry-After': String(wait.retryAfterS) })
      }
      if (!(await contractVerdict(check, auth.contractWallets))) return fail('bad_signature')
    }

    await store.deleteSession(sessionId)
    const session = { address: fields.address, chainId: fields.chainId }
    // Recorded, never required: what the account signed for beyond signing in (EIP-4361).
    // Copied (structuredClone): the parser's strings are slices of the whole message, which a
    // session would otherwise keep alive for its whole life.
    const signed = structuredClone({
      ...(fields.requestId === undefined ? {} : { requestId: fields.requestId }),
      ...(fields.resources === undefined ? {} : { resources: fields.resources }),
    })
    const stored = structuredClone(session)
    // A contract wallet's owners and code can change and nothing re-checks it: a shorter session.
    const ttl =
      local === 'contract'
        ? Math.min(config.sessionTtlMs, config.contractSessionTtlMs)
        : config.sessionTtlMs
    const newId = await store.createSession(
      { kind: 'authenticated', createdAt: now(), ...stored, ...signed },
      ttl,
    )
    cookie.set(c, newId, ttl)
    c.set('authOutcome', 'signed_in')
    return c.json(session, 200)
  }
}
