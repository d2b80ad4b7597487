// The policy checks on a parsed SIWE message, all against configuration and the server's clock,
// never against request headers. Returns the first failed rule (for the log) or undefined.
import type { SiweFields } from '@gatehouse/siwe'
import type { AuthConfig } from './AuthConfig'

/** A message may be stamped this much before its nonce was issued (clock rounding, not drift). */
export const NONCE_ISSUE_SKEW_MS = 1000

export type MessageFailure =
  | 'domain_mismatch'
  | 'uri_mismatch'
  | 'version_mismatch'
  | 'chain_not_allowed'
  | 'statement_mismatch'
  | 'bad_timestamp'
  | 'issued_in_future'
  | 'issued_before_nonce'
  | 'expired'
  | 'not_yet_valid'

export type MessageContext = {
  config: Pick<AuthConfig, 'appHost' | 'appOrigin' | 'chainIds' | 'statement' | 'clockSkewMs'>
  now: number
  /** When the server issued the message's nonce (from the store). */
  nonceIssuedAt: number
}

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}

export function checkMessage(
  fields: SiweFields,
  { config, now, nonceIssuedAt }: MessageContext,
): MessageFailure | undefined {
  if (fields.domain !== config.appHost) return 'domain_mismatch'
  if (originOf(fields.uri) !== config.appOrigin) return 'uri_mismatch'
  if (fields.version !== '1') return 'version_mismatch'
  if (!config.chainIds.includes(fields.chainId)) return 'chain_not_allowed'
  if (fields.statement !== config.statement) return 'statement_mismatch'

  const issuedAt = Date.parse(fields.issuedAt)
  const expiration =
    fields.expirationTime === undefined ? undefined : Date.parse(fields.expirationTime)
  const notBefore = fields.notBefore === undefined ? undefined : Date.parse(fields.notBefore)
  if ([issuedAt, expiration, notBefore].some((time) => Number.isNaN(time))) return 'bad_timestamp'
  if (issuedAt > now + config.clockSkewMs) return 'issued_in_future'
  // The past side of the window: the nonce is at most NONCE_TTL old, so the message is too.
  if (issuedAt < nonceIssuedAt - NONCE_ISSUE_SKEW_MS) return 'issued_before_nonce'
  if (expiration !== undefined && expiration <= now) return 'expired'
  if (notBefore !== undefined && notBefore > now) return 'not_yet_valid'
  return undefined
}
