// The text a wallet signs for wallet authentication: the CAIP-122 message of the payload, in its
// EIP-4361 form for eip155 (the line order and blank lines of both, as the official SDK's
// formatMessage writes them). An empty statement counts as none; a ReCap as the last resource
// adds its sentence to the statement. The same text is a SIWE message a server can verify.
import { CacaoError } from '../errors/cacao'
import type { AuthPayload, CacaoPayload } from './CacaoTypes'
import { decodeRecap, recapOf } from './decodeRecap'
import { formatRecapStatement } from './formatRecapStatement'
import { parseDidPkh } from './parseDidPkh'

type MessageFields = Omit<CacaoPayload, 'iss'> | AuthPayload

export function formatAuthMessage(payload: MessageFields, iss: string): string {
  const issuer = parseDidPkh(iss)
  if (!issuer)
    throw new CacaoError(`the issuer ${iss} is not an eip155 did:pkh`, { problem: 'issuer' })
  let statement = payload.statement || undefined
  const recap = recapOf(payload.resources)
  if (recap) {
    const decoded = decodeRecap(recap)
    if (!decoded) throw new CacaoError('the ReCap resource does not decode', { problem: 'recap' })
    statement = formatRecapStatement(statement ?? '', decoded)
  }
  const lines = [
    `${payload.domain} wants you to sign in with your Ethereum account:`,
    issuer.address,
    '',
    statement,
    '',
    `URI: ${payload.aud}`,
    `Version: ${payload.version}`,
    `Chain ID: ${issuer.reference}`,
    `Nonce: ${payload.nonce}`,
    `Issued At: ${payload.iat}`,
    payload.exp ? `Expiration Time: ${payload.exp}` : undefined,
    payload.nbf ? `Not Before: ${payload.nbf}` : undefined,
    payload.requestId ? `Request ID: ${payload.requestId}` : undefined,
    payload.resources
      ? `Resources:${payload.resources.map((resource) => `\n- ${resource}`).join('')}`
      : undefined,
  ]
  return lines.filter((line) => line !== undefined).join('\n')
}
