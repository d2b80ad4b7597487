// Readers for what a peer sends (sign rpc-methods params and results) and what storage gives back:
// the value, typed, when it has the spec's shape; undefined otherwise, for the caller to refuse.
// Both arrive from outside the process, so nothing is trusted because of where it came from.
import { KEY_LENGTH } from '../crypto/constants'
import { isHexKey } from '../encoding/hex'
import { isCaip2ChainId } from './caip'
import { checkSessionNamespaces } from './checkSessionNamespaces'
import type {
  ExtendParams,
  Metadata,
  Participant,
  ProposalNamespaces,
  ReasonParams,
  RelayProtocol,
  SessionEventParams,
  SessionNamespaces,
  SessionProposeParams,
  SessionProposeResult,
  SessionRequestParams,
  SessionSettleParams,
} from './SignTypes'

type Fields = Record<string, unknown>

export const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

const isOptional = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || check(value)

export const isSeconds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string')

export function readMetadata(value: unknown): Metadata | undefined {
  if (!isRecord(value)) return undefined
  const { name, description, url, icons } = value
  if (typeof name !== 'string' || typeof description !== 'string' || typeof url !== 'string')
    return undefined
  if (!isStrings(icons)) return undefined
  return value as Metadata
}

export function readParticipant(value: unknown): Participant | undefined {
  if (!isRecord(value) || !isHexKey(value.publicKey, KEY_LENGTH)) return undefined
  const metadata = readMetadata(value.metadata)
  return metadata ? { publicKey: value.publicKey, metadata } : undefined
}

export function readRelay(value: unknown): RelayProtocol | undefined {
  if (!isRecord(value) || typeof value.protocol !== 'string') return undefined
  if (!isOptional(value.data, (data) => typeof data === 'string')) return undefined
  return value.data === undefined
    ? { protocol: value.protocol }
    : { protocol: value.protocol, data: value.data as string }
}

export function readProposalNamespaces(value: unknown): ProposalNamespaces | undefined {
  if (!isRecord(value)) return undefined
  for (const namespace of Object.values(value)) {
    if (!isRecord(namespace) || !isStrings(namespace.methods) || !isStrings(namespace.events))
      return undefined
    if (
      !isOptional(namespace.chains, (chains) => isStrings(chains) && chains.every(isCaip2ChainId))
    )
      return undefined
  }
  return value as ProposalNamespaces
}

/** Well-formed session namespaces (CAIP-10 accounts, string lists); what they grant is not judged. */
export function readSessionNamespaces(value: unknown): SessionNamespaces | undefined {
  try {
    return checkSessionNamespaces(value, {})
  } catch {
    return undefined
  }
}

export function readSessionProposeParams(value: unknown): SessionProposeParams | undefined {
  if (!isRecord(value)) return undefined
  const proposer = readParticipant(value.proposer)
  const requiredNamespaces = readProposalNamespaces(value.requiredNamespaces ?? {})
  const optionalNamespaces = readProposalNamespaces(value.optionalNamespaces ?? {})
  const relays = Array.isArray(value.relays) ? value.relays.map(readRelay) : []
  if (!proposer || !requiredNamespaces || !optionalNamespaces) return undefined
  if (!relays.length || relays.some((relay) => relay === undefined)) return undefined
  if (!isOptional(value.sessionProperties, isStringRecord)) return undefined
  if (!isOptional(value.expiryTimestamp, isSeconds)) return undefined
  return {
    relays: relays as RelayProtocol[],
    proposer,
    requiredNamespaces,
    optionalNamespaces,
    ...(value.sessionProperties === undefined
      ? {}
      : { sessionProperties: value.sessionProperties as Record<string, string> }),
    ...(value.expiryTimestamp === undefined
      ? {}
      : { expiryTimestamp: value.expiryTimestamp as number }),
  }
}

export function readSessionProposeResult(value: unknown): SessionProposeResult | undefined {
  if (!isRecord(value) || !isHexKey(value.responderPublicKey, KEY_LENGTH)) return undefined
  const relay = readRelay(value.relay)
  return relay ? { relay, responderPublicKey: value.responderPublicKey } : undefined
}

export function readSessionSettleParams(value: unknown): SessionSettleParams | undefined {
  if (!isRecord(value) || !isSeconds(value.expiry)) return undefined
  const relay = readRelay(value.relay)
  const controller = readParticipant(value.controller)
  const namespaces = readSessionNamespaces(value.namespaces)
  if (!relay || !controller || !namespaces) return undefined
  if (!isOptional(value.sessionProperties, isStringRecord)) return undefined
  return {
    relay,
    controller,
    namespaces,
    expiry: value.expiry,
    ...(value.sessionProperties === undefined
      ? {}
      : { sessionProperties: value.sessionProperties as Record<string, string> }),
  }
}

/**
 * wc_sessionRequest params. The spec names the deadline `request.expiry`; the official SDK writes
 * `request.expiryTimestamp`. Either is read, so a wallet honours both dapps' deadlines.
 */
export function readSessionRequestParams(value: unknown): SessionRequestParams | undefined {
  if (!isRecord(value) || !isCaip2ChainId(value.chainId) || !isRecord(value.request))
    return undefined
  const { method, params, expiry, expiryTimestamp } = value.request
  if (typeof method !== 'string' || method.length === 0) return undefined
  const deadline = expiry ?? expiryTimestamp
  if (!isOptional(deadline, isSeconds)) return undefined
  return {
    request: { method, params, ...(deadline === undefined ? {} : { expiry: deadline as number }) },
    chainId: value.chainId,
  }
}

export function readSessionEventParams(value: unknown): SessionEventParams | undefined {
  if (!isRecord(value) || !isCaip2ChainId(value.chainId) || !isRecord(value.event)) return undefined
  const { name, data } = value.event
  if (typeof name !== 'string' || name.length === 0) return undefined
  return { event: { name, data }, chainId: value.chainId }
}

export function readExtendParams(value: unknown): ExtendParams | undefined {
  return isRecord(value) && isSeconds(value.expiry) ? { expiry: value.expiry } : undefined
}

export function readReasonParams(value: unknown): ReasonParams | undefined {
  if (!isRecord(value) || !Number.isSafeInteger(value.code) || typeof value.message !== 'string')
    return undefined
  return { code: value.code as number, message: value.message }
}
