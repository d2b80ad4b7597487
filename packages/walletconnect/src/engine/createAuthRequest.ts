// The dapp's wc_sessionAuthenticate params and its fallback proposal's namespaces, from what the
// caller asked (sign client-api `authenticate`; the official SDK's choices where the spec leaves
// one: `caip122`, version 1, `personal_sign` and the two events always in the fallback).
import type { AuthPayload, SessionAuthenticateParams } from '../cacao/CacaoTypes'
import { recapOf } from '../cacao/decodeRecap'
import { encodeRecap, recapForMethods } from '../cacao/encodeRecap'
import { ProtocolError } from '../errors/protocol'
import { REQUEST_EXPIRY_MAX_SECONDS, REQUEST_EXPIRY_MIN_SECONDS } from '../rpc/rpcMethodPolicies'
import { isCaip2ChainId } from '../sign/caip'
import { SIGN_ERROR_CODES } from '../sign/errorCodes'
import type { Participant, ProposalNamespaces } from '../sign/SignTypes'
import type { AuthenticateParameters } from './Authentication'

const AUTH_REQUEST_TTL_SECONDS = 60 * 60

const refuse = (message: string) =>
  new ProtocolError(message, {
    code: SIGN_ERROR_CODES.malformedRequestParams,
    reason: 'malformedRequestParams',
  })

export function createAuthRequest(
  parameters: AuthenticateParameters,
  requester: Participant,
  now: number,
): { params: SessionAuthenticateParams; fallback: ProposalNamespaces } {
  const { chains, domain, uri, nonce, methods = [] } = parameters
  if (
    !chains.length ||
    !chains.every((chain) => isCaip2ChainId(chain) && chain.startsWith('eip155:'))
  )
    throw refuse('authenticate takes one or more eip155 chains')
  if (!domain || !uri || !nonce) throw refuse('authenticate needs a domain, a uri and a nonce')
  const expiryTimestamp = parameters.expiry ?? now + AUTH_REQUEST_TTL_SECONDS
  if (
    expiryTimestamp < now + REQUEST_EXPIRY_MIN_SECONDS ||
    expiryTimestamp > now + REQUEST_EXPIRY_MAX_SECONDS
  )
    throw new ProtocolError('authenticate expiry must be 5 minutes to 7 days ahead', {
      code: SIGN_ERROR_CODES.sessionRequestExpired,
      reason: 'sessionRequestExpired',
    })
  const resources = [...(parameters.resources ?? [])]
  if (methods.length) {
    // ERC-5573 allows one ReCap, last: merging the caller's with ours is not done here.
    if (recapOf(resources)) throw refuse('pass methods or a ReCap resource, not both')
    resources.push(encodeRecap(recapForMethods('eip155', methods)))
  }
  const optional = { statement: parameters.statement, exp: parameters.exp, nbf: parameters.nbf }
  const authPayload: AuthPayload = {
    type: parameters.type ?? 'caip122',
    chains,
    domain,
    aud: uri,
    version: '1',
    nonce,
    iat: parameters.iat ?? new Date(now * 1000).toISOString(),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    ...(parameters.requestId === undefined ? {} : { requestId: parameters.requestId }),
    ...(resources.length ? { resources } : {}),
  }
  const fallback: ProposalNamespaces = {
    eip155: {
      chains,
      methods: [...new Set(['personal_sign', ...methods])],
      events: ['chainChanged', 'accountsChanged'],
    },
  }
  return { params: { requester, authPayload, expiryTimestamp }, fallback }
}
