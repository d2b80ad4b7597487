import { assertSiweFields } from './assertSiweFields'
import type { SiweFields } from './SiweFields'

/**
 * The canonical EIP-4361 text for `fields`: the lines in the standard's order, `\n` between them,
 * no trailing newline. Throws `SiweMessageError` if a field cannot appear in a canonical message.
 */
export function buildSiweMessage(fields: SiweFields): string {
  assertSiweFields(fields)
  const { domain, address, statement, uri, chainId, nonce, issuedAt } = fields
  let message =
    `${domain} wants you to sign in with your Ethereum account:\n${address}\n\n${statement}\n\n` +
    `URI: ${uri}\nVersion: 1\nChain ID: ${chainId}\nNonce: ${nonce}\nIssued At: ${issuedAt}`
  if (fields.expirationTime !== undefined) message += `\nExpiration Time: ${fields.expirationTime}`
  if (fields.notBefore !== undefined) message += `\nNot Before: ${fields.notBefore}`
  return message
}
