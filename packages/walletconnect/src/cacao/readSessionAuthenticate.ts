// Readers for wc_sessionAuthenticate's params (the wallet receives them) and its result (the dapp
// does): typed values when they have the spec's shape, undefined otherwise. The CACAOs inside a
// result are read and checked one by one later (verifyCacao), against what was asked.
import { isCaip2ChainId } from '../sign/caip'
import { isRecord, isSeconds, readParticipant } from '../sign/readSignParams'
import type { AuthPayload, SessionAuthenticateParams } from './CacaoTypes'

const REQUIRED = ['type', 'domain', 'aud', 'version', 'nonce', 'iat'] as const
const OPTIONAL = ['nbf', 'exp', 'statement', 'requestId'] as const

export function readAuthPayload(value: unknown): AuthPayload | undefined {
  if (!isRecord(value)) return undefined
  if (!REQUIRED.every((key) => typeof value[key] === 'string' && value[key] !== ''))
    return undefined
  if (!OPTIONAL.every((key) => value[key] === undefined || typeof value[key] === 'string'))
    return undefined
  const { chains, resources } = value
  if (!Array.isArray(chains) || !chains.length || !chains.every(isCaip2ChainId)) return undefined
  if (
    resources !== undefined &&
    !(Array.isArray(resources) && resources.every((item) => typeof item === 'string'))
  )
    return undefined
  return Object.fromEntries(
    [...REQUIRED, ...OPTIONAL, 'chains', 'resources'].flatMap((key) =>
      value[key] === undefined ? [] : [[key, value[key]]],
    ),
  ) as AuthPayload
}

export function readSessionAuthenticateParams(
  value: unknown,
): SessionAuthenticateParams | undefined {
  if (!isRecord(value) || !isSeconds(value.expiryTimestamp)) return undefined
  const requester = readParticipant(value.requester)
  const authPayload = readAuthPayload(value.authPayload)
  if (!requester || !authPayload) return undefined
  return { requester, authPayload, expiryTimestamp: value.expiryTimestamp }
}

/** The result's CACAOs (still unchecked) and the wallet's participant. */
export function readSessionAuthenticateResult(
  value: unknown,
): { cacaos: unknown[]; responder: NonNullable<ReturnType<typeof readParticipant>> } | undefined {
  if (!isRecord(value) || !Array.isArray(value.cacaos) || !value.cacaos.length) return undefined
  const responder = readParticipant(value.responder)
  return responder ? { cacaos: value.cacaos, responder } : undefined
}
