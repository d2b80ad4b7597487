import { isChecksumAddress } from './isChecksumAddress'
import { isRfc3339Timestamp } from './isRfc3339Timestamp'
import { isSiweNonce } from './isSiweNonce'
import type { SiweFields } from './SiweFields'
import { SiweMessageError } from './SiweMessageError'

// host (DNS labels or an IPv4 address) or a bracketed IPv6 literal, then an optional port.
// No scheme, userinfo, path or spaces: the domain opens the first line and must not be ambiguous.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?'
const AUTHORITY = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9A-Fa-f:.]+\\])(?::(\\d{1,5}))?$`)
const PRINTABLE_LINE = /^[\x20-\x7e]+$/
const URI_CHARACTERS = /^[\x21-\x7e]+$/

function fail(message: string): never {
  throw new SiweMessageError(message)
}

function isAbsoluteUri(value: string): boolean {
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

function checkTimestamp(name: string, value: unknown): void {
  if (typeof value !== 'string' || !isRfc3339Timestamp(value)) {
    fail(`${name} must be an RFC 3339 date-time such as 2024-01-01T00:00:00.000Z`)
  }
}

/** Throws a `SiweMessageError` naming the first field that cannot appear in a canonical message. */
export function assertSiweFields(fields: SiweFields): void {
  const { domain, address, statement, uri, version, chainId, nonce } = fields
  const authority = typeof domain === 'string' ? AUTHORITY.exec(domain) : null
  if (!authority) fail('domain must be a host with an optional port, such as example.com:8080')
  if (authority[1] !== undefined && Number(authority[1]) > 65_535) fail('domain port is too large')
  if (!isChecksumAddress(address)) fail('address must be an EIP-55 checksummed address')
  if (typeof statement !== 'string' || statement.length === 0) fail('statement must not be empty')
  if (/[\r\n]/.test(statement)) fail('statement must be a single line')
  if (!PRINTABLE_LINE.test(statement)) fail('statement must be printable ASCII')
  if (typeof uri !== 'string' || !URI_CHARACTERS.test(uri)) {
    fail('uri must be printable ASCII without spaces')
  }
  if (!isAbsoluteUri(uri)) fail('uri must be an absolute URI')
  if (version !== '1') fail('version must be 1')
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    fail('chainId must be a positive safe integer')
  }
  if (!isSiweNonce(nonce)) fail('nonce must be at least 8 letters and digits')
  checkTimestamp('issuedAt', fields.issuedAt)
  if (fields.expirationTime !== undefined) checkTimestamp('expirationTime', fields.expirationTime)
  if (fields.notBefore !== undefined) checkTimestamp('notBefore', fields.notBefore)
}
