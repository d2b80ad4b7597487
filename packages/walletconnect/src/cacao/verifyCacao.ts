// The dapp's checks on one CACAO a wallet answered wc_sessionAuthenticate with (wallet-
// authentication spec: "A receives response and validates signature"): it must carry exactly the
// fields that were asked for, on a chain that was offered, within its time window, and an
// EIP-191 signature by its issuer over the formatted message. The wallet may add the ReCap's
// sentence to the statement and narrow the ReCap (spec, "Authenticated sessions"); nothing else.
// A contract account's EIP-1271 signature needs the chain: it passes here, for the server.
import { CacaoError, type CacaoProblem } from '../errors/cacao'
import type { AuthPayload, Cacao } from './CacaoTypes'
import { decodeRecap, recapOf } from './decodeRecap'
import { formatAuthMessage } from './formatAuthMessage'
import { formatRecapStatement } from './formatRecapStatement'
import { parseDidPkh } from './parseDidPkh'
import { readCacao } from './readCacao'
import { recoverPersonalSigner } from './recoverPersonalSigner'
import type { VerifiedCacao } from './VerifiedCacao'

const HEADER_TYPES = new Set(['caip122', 'eip4361'])
const SIGNATURE_HEX = /^0x(?:[0-9a-fA-F]{2})+$/

const fail = (problem: CacaoProblem, message: string): never => {
  throw new CacaoError(message, { problem })
}

const withoutRecap = (resources: readonly string[] | undefined) =>
  (resources ?? []).filter((resource) => resource !== recapOf(resources)).join('\n')

export function verifyCacao(
  value: unknown,
  request: AuthPayload,
  now: Date = new Date(),
): VerifiedCacao {
  const cacao: Cacao = readCacao(value) ?? fail('malformed', 'the CACAO is malformed')
  const { h, p, s } = cacao
  if (!HEADER_TYPES.has(h.t)) fail('malformed', `unknown CACAO type ${h.t}`)
  const issuer = parseDidPkh(p.iss) ?? fail('issuer', `the issuer ${p.iss} is not a did:pkh`)
  if (!request.chains.includes(issuer.chainId))
    fail('issuer', `${issuer.chainId} is not a chain the request offered`)
  if (p.domain !== request.domain) fail('domain', `signed for ${p.domain}, not ${request.domain}`)
  if (p.aud !== request.aud) fail('audience', `signed for ${p.aud}, not ${request.aud}`)
  if (p.nonce !== request.nonce) fail('nonce', 'the CACAO carries another nonce')
  for (const key of ['version', 'iat', 'exp', 'nbf', 'requestId'] as const)
    if ((p[key] || undefined) !== (request[key] || undefined))
      fail('payload', `the CACAO's ${key} differs from the request's`)
  if (withoutRecap(p.resources) !== withoutRecap(request.resources))
    fail('payload', "the CACAO's resources differ from the request's")
  const recap = recapOf(p.resources)
  const decoded = recap === undefined ? undefined : decodeRecap(recap)
  if (recap !== undefined && !decoded) fail('recap', 'the ReCap resource does not decode')
  const asked = request.statement || ''
  const signed = p.statement || ''
  if (signed !== asked && !(decoded && signed === formatRecapStatement(asked, decoded)))
    fail('payload', "the CACAO's statement differs from the request's")
  const at = now.getTime()
  if (p.exp && !(Date.parse(p.exp) > at)) fail('expired', `the CACAO expired at ${p.exp}`)
  if (p.nbf && !(Date.parse(p.nbf) <= at)) fail('notYetValid', `the CACAO is valid from ${p.nbf}`)
  if (!SIGNATURE_HEX.test(s.s)) fail('signature', 'the signature is not hex')
  const message = formatAuthMessage(p, p.iss)
  if (s.t === 'eip191') {
    const signer = recoverPersonalSigner(message, s.s)
    if (signer?.toLowerCase() !== issuer.address.toLowerCase())
      fail('signature', `the signature is not ${issuer.address}'s`)
  } else if (s.t !== 'eip1271') fail('signature', `unknown signature type ${s.t}`)
  return {
    cacao,
    message,
    signature: s.s as `0x${string}`,
    signatureType: s.t as 'eip191' | 'eip1271',
    address: issuer.address,
    chainId: issuer.chainId,
  }
}
