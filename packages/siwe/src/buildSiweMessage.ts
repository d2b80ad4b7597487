import { assertSiweFields, isAbsent } from './assertSiweFields'
import { SIWE_MAX_MESSAGE_BYTES } from './constants'
import { SiweMessageError, type SiweMessageErrorType } from './errors/siwe'
import type { SiweFields } from './SiweFields'

/** The end of a message's first line, after `[scheme "://"] domain`. */
export const SIWE_HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:'

/** What `buildSiweMessage` throws: fields that break a rule. */
export type BuildSiweMessageErrorType = SiweMessageErrorType

/**
 * The EIP-4361 text for `fields`: every field present, in the ABNF's order, `\n` between lines, no
 * trailing newline. `parseSiweMessage` reads the same fields back from it. Throws
 * `SiweMessageError` (its `field` names which) for a field EIP-4361 does not allow, for a property
 * that is not an EIP-4361 field (it could not be signed), and for a message over
 * `SIWE_MAX_MESSAGE_BYTES` (the parser would refuse it).
 */
export function buildSiweMessage(fields: SiweFields): string {
  assertSiweFields(fields)
  const { scheme, domain, address, statement, uri, chainId, nonce, issuedAt } = fields
  const lines = [
    `${isAbsent(scheme) ? '' : `${scheme}://`}${domain}${SIWE_HEADER_SUFFIX}`,
    address,
    '',
    ...(isAbsent(statement) ? [] : [statement]),
    '',
    `URI: ${uri}`,
    'Version: 1',
    `Chain ID: ${chainId}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt}`,
  ]
  // null is absent too (assertSiweFields): JSON's way to say "no such line".
  if (!isAbsent(fields.expirationTime)) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (!isAbsent(fields.notBefore)) lines.push(`Not Before: ${fields.notBefore}`)
  if (!isAbsent(fields.requestId)) lines.push(`Request ID: ${fields.requestId}`)
  if (!isAbsent(fields.resources)) {
    lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  }
  const message = lines.join('\n')
  // Every character a valid field can hold is ASCII, so the length is the UTF-8 size.
  if (message.length > SIWE_MAX_MESSAGE_BYTES) {
    throw new SiweMessageError(
      `message is too long: ${message.length} bytes, at most ${SIWE_MAX_MESSAGE_BYTES}`,
      { field: 'message' },
    )
  }
  return message
}
