// The policy checks on a parsed SIWE message, all against configuration and the server's clock,
// never against request headers. Returns the first failed rule (for the log) or undefined. The
// grammar is @gatehouse/siwe's (parseSiweMessage accepts every EIP-4361 message); this is only
// what this server asks of one: its domain (and scheme, when the message names one), a URI on its
// origin, an allowed chain, its statement, and times that make sense now. A Request ID and
// Resources are never required, nor checked: the verify route records them in the session. The
// one exception is a ReCap as the last resource: its ERC-5573 sentence may follow the statement.
import { parseRfc3986Uri, recapStatement, rfc3339ToMs, type SiweFields } from '@gatehouse/siwe'
import type { AuthConfig } from '../config/AuthConfig'

/** A message may be stamped this much before its nonce was issued (clock rounding, not drift). */
export const NONCE_ISSUE_SKEW_MS = 1000

export type MessageFailure =
  | 'domain_mismatch'
  | 'scheme_mismatch'
  | 'uri_mismatch'
  | 'version_mismatch'
  | 'chain_not_allowed'
  | 'statement_mismatch'
  | 'bad_timestamp'
  | 'expires_before_issued'
  | 'not_before_after_expiration'
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

const DEFAULT_PORTS: Readonly<Record<string, number>> = { http: 80, https: 443 }

/**
 * The origin a URI names, in the form `URL#origin` writes (lower-case scheme and host, no default
 * port), read with RFC 3986's grammar: the same authority the wallet and the parser saw. Undefined
 * when the URI has no authority (`https:app.example` is a path, although `new URL` reads a host).
 */
export function uriOrigin(uri: string): string | undefined {
  const parts = parseRfc3986Uri(uri)
  if (!parts?.authority || parts.authority.host === '') return undefined
  const scheme = parts.scheme.toLowerCase()
  const { port } = parts.authority
  const number = port === undefined || port === '' ? undefined : Number(port)
  const shown = number === undefined || number === DEFAULT_PORTS[scheme] ? '' : `:${number}`
  return `${scheme}://${parts.authority.host.toLowerCase()}${shown}`
}

/**
 * The configured statement, alone or followed by the ERC-5573 sentence of the message's last
 * resource when that is a ReCap: a wallet answering WalletConnect's wc_sessionAuthenticate signs
 * the statement with the sentence of the ReCap the session's methods were asked with. The
 * sentence is derived here, never read from the message, so a forged one (other actions than
 * the ReCap grants, or the sentence of another resource) is refused.
 */
export function isConfiguredStatement(
  fields: Pick<SiweFields, 'statement' | 'resources'>,
  statement: string,
): boolean {
  if (fields.statement === statement) return true
  const last = fields.resources?.at(-1)
  const sentence = last === undefined ? undefined : recapStatement(last)
  return sentence !== undefined && fields.statement === `${statement} ${sentence}`
}

export function checkMessage(
  fields: SiweFields,
  { config, now, nonceIssuedAt }: MessageContext,
): MessageFailure | undefined {
  if (fields.domain !== config.appHost) return 'domain_mismatch'
  // EIP-4361: the domain and, if present, the scheme must be the request's origin.
  const appScheme = config.appOrigin.slice(0, config.appOrigin.indexOf(':'))
  if (fields.scheme !== undefined && fields.scheme.toLowerCase() !== appScheme) {
    return 'scheme_mismatch'
  }
  if (uriOrigin(fields.uri) !== config.appOrigin) return 'uri_mismatch'
  if (fields.version !== '1') return 'version_mismatch'
  if (!config.chainIds.includes(fields.chainId)) return 'chain_not_allowed'
  if (!isConfiguredStatement(fields, config.statement)) return 'statement_mismatch'

  const issuedAt = rfc3339ToMs(fields.issuedAt)
  const expiration = fields.expirationTime === undefined ? null : rfc3339ToMs(fields.expirationTime)
  const notBefore = fields.notBefore === undefined ? null : rfc3339ToMs(fields.notBefore)
  if (issuedAt === undefined || expiration === undefined || notBefore === undefined) {
    return 'bad_timestamp'
  }
  // A message whose window is empty is never valid, whatever the clock says: expiring at or
  // before its issue (EIP-4361: expiration-time is when it "is no longer valid"), or not valid
  // before a time at or after its expiry. Checked before the clock, so the skew cannot hide it.
  if (expiration !== null && expiration <= issuedAt) return 'expires_before_issued'
  if (expiration !== null && notBefore !== null && notBefore >= expiration) {
    return 'not_before_after_expiration'
  }
  if (issuedAt > now + config.clockSkewMs) return 'issued_in_future'
  // The past side of the window: the nonce is at most NONCE_TTL old, so the message is too.
  if (issuedAt < nonceIssuedAt - NONCE_ISSUE_SKEW_MS) return 'issued_before_nonce'
  if (expiration !== null && expiration <= now) return 'expired'
  if (notBefore !== null && notBefore > now) return 'not_yet_valid'
  return undefined
}
