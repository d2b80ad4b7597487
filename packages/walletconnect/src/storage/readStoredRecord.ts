// Reads one stored entry back: the record when its text is this format's JSON, of a kind this
// version writes, whole and self-consistent (a topic that is its key's hash, a key that matches the
// entry's name); undefined otherwise. Storage is shared with other code and other versions, and
// can be edited by hand, so nothing read here is trusted.
import { readSessionAuthenticateParams } from '../cacao/readSessionAuthenticate'
import { KEY_LENGTH } from '../crypto/constants'
import { deriveTopic } from '../crypto/deriveTopic'
import { x25519PublicKey } from '../crypto/x25519'
import { fromHex, isHexKey, toHex } from '../encoding/hex'
import type { PairingState } from '../pairing/pairingReducer'
import type { ProposalState } from '../sign/proposalReducer'
import {
  isRecord,
  isSeconds,
  readParticipant,
  readProposalNamespaces,
  readRelay,
  readSessionNamespaces,
  readSessionProposeParams,
} from '../sign/readSignParams'
import { recordKey, type StoredRecord } from './StoredRecord'

/** The format's version: an entry written by another version is dropped, not misread. */
export const STORED_RECORD_VERSION = 1

const isKey = (value: unknown): value is string => isHexKey(value, KEY_LENGTH)
const PAIRING_STATUSES = new Set(['inactive', 'active', 'expired', 'deleted'])

export async function readStoredRecord(
  key: string,
  text: string | null,
): Promise<StoredRecord | undefined> {
  if (text === null) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(json) || json.v !== STORED_RECORD_VERSION) return undefined
  const record = await readRecord(json.record)
  return record && recordKey(record) === key ? record : undefined
}

async function readRecord(value: unknown): Promise<StoredRecord | undefined> {
  if (!isRecord(value)) return undefined
  switch (value.kind) {
    case 'identity':
      return isKey(value.seed) ? { kind: 'identity', seed: value.seed } : undefined
    case 'pairing':
      return readPairing(value)
    case 'session':
      return readSession(value)
    case 'proposal':
      return readProposal(value)
    case 'authRequest':
      return readAuthRequest(value)
    default:
      return undefined
  }
}

async function readPairing(value: Record<string, unknown>): Promise<StoredRecord | undefined> {
  const { symKey, state } = value
  if (!isKey(symKey) || !isRecord(state)) return undefined
  const { topic, status, expiry } = state
  if (!PAIRING_STATUSES.has(status as string) || topic !== (await deriveTopic(symKey)))
    return undefined
  if (!isSeconds(expiry)) return undefined
  return { kind: 'pairing', symKey, state: { topic, status, expiry } as PairingState }
}

async function readSession(value: Record<string, unknown>): Promise<StoredRecord | undefined> {
  const { symKey, session } = value
  if (!isKey(symKey) || !isRecord(session) || session.topic !== (await deriveTopic(symKey)))
    return undefined
  const relay = readRelay(session.relay)
  const self = readParticipant(session.self)
  const peer = readParticipant(session.peer)
  const namespaces = readSessionNamespaces(session.namespaces)
  const requiredNamespaces = readProposalNamespaces(session.requiredNamespaces)
  const optionalNamespaces = readProposalNamespaces(session.optionalNamespaces)
  const { pairingTopic, expiry, acknowledged, controller, sessionProperties } = session
  if (!relay || !self || !peer || !namespaces || !requiredNamespaces || !optionalNamespaces)
    return undefined
  if (!isKey(pairingTopic) || !isSeconds(expiry) || typeof acknowledged !== 'boolean')
    return undefined
  if (!isKey(controller) || (controller !== self.publicKey && controller !== peer.publicKey))
    return undefined
  if (
    sessionProperties !== undefined &&
    !(
      isRecord(sessionProperties) &&
      Object.values(sessionProperties).every((v) => typeof v === 'string')
    )
  )
    return undefined
  return {
    kind: 'session',
    symKey,
    session: {
      topic: session.topic,
      pairingTopic,
      relay,
      expiry,
      acknowledged,
      controller,
      namespaces,
      requiredNamespaces,
      optionalNamespaces,
      ...(sessionProperties === undefined
        ? {}
        : { sessionProperties: sessionProperties as Record<string, string> }),
      self,
      peer,
    },
  }
}

function readProposal(value: Record<string, unknown>): StoredRecord | undefined {
  const { role, id } = value
  const params = readSessionProposeParams(value.params)
  if (!Number.isSafeInteger(id) || !params) return undefined
  if (role === 'wallet')
    return isKey(value.pairingTopic)
      ? { kind: 'proposal', role, id: id as number, pairingTopic: value.pairingTopic, params }
      : undefined
  if (role !== 'dapp' || !isKey(value.privateKey)) return undefined
  const state = readProposalState(value.state, id as number)
  return (
    state && {
      kind: 'proposal',
      role,
      id: id as number,
      privateKey: value.privateKey,
      params,
      state,
    }
  )
}

/** A sign-in request whose key is the one its params name as the requester's. */
async function readAuthRequest(value: Record<string, unknown>): Promise<StoredRecord | undefined> {
  const { id, pairingTopic, privateKey, proposalId } = value
  const params = readSessionAuthenticateParams(value.params)
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(proposalId) || !params) return undefined
  if (!isKey(pairingTopic) || !isKey(privateKey)) return undefined
  if (
    toHex(await x25519PublicKey(fromHex(privateKey, KEY_LENGTH, 'private key'))) !==
    params.requester.publicKey
  )
    return undefined
  return {
    kind: 'authRequest',
    id: id as number,
    pairingTopic,
    privateKey,
    params,
    proposalId: proposalId as number,
  }
}

/** Only the states a stored proposal can be in: waiting for the wallet, or approved by it. */
function readProposalState(value: unknown, id: number): ProposalState | undefined {
  if (!isRecord(value) || value.id !== id || !isKey(value.pairingTopic) || !isSeconds(value.expiry))
    return undefined
  const { pairingTopic, expiry } = value
  if (value.status === 'proposed') return { status: 'proposed', id, pairingTopic, expiry }
  if (value.status !== 'approved') return undefined
  const { responderPublicKey, sessionTopic } = value
  if (!isKey(responderPublicKey) || !isKey(sessionTopic)) return undefined
  return { status: 'approved', id, pairingTopic, expiry, responderPublicKey, sessionTopic }
}
