// What a sign client persists, one entry per record so that one bad entry costs only itself.
// Keys live in the record that uses them (a session holds its symmetric key, a dapp's proposal its
// private key): a record is whole or dropped, never a session without its key. The topics to
// re-subscribe after a restart are those of the stored pairings, sessions, approved proposals and
// the response topics of the dapp's sign-in requests.
import type { SessionAuthenticateParams } from '../cacao/CacaoTypes'
import type { Session } from '../engine/Session'
import type { PairingState } from '../pairing/pairingReducer'
import type { ProposalState } from '../sign/proposalReducer'
import type { SessionProposeParams } from '../sign/SignTypes'

/** The relay identity: keeping its seed keeps the client's relay mailbox across restarts. */
export type StoredIdentity = { kind: 'identity'; seed: string }

export type StoredPairing = { kind: 'pairing'; symKey: string; state: PairingState }

export type StoredSession = { kind: 'session'; symKey: string; session: Session }

/** A proposal the dapp sent (with its X25519 key pair) or the wallet received and has not decided. */
export type StoredProposal =
  | {
      kind: 'proposal'
      role: 'dapp'
      id: number
      privateKey: string
      params: SessionProposeParams
      state: ProposalState
    }
  | {
      kind: 'proposal'
      role: 'wallet'
      id: number
      pairingTopic: string
      params: SessionProposeParams
    }

/**
 * A dapp's one-prompt sign-in (wc_sessionAuthenticate) still waiting for the wallet: the private
 * key its answer is sealed to (the response topic is the hash of the request's public key), what
 * was asked, and the fallback proposal sent beside it. Kept so that a page reloaded while the
 * wallet decides still reads the answer.
 */
export type StoredAuthRequest = {
  kind: 'authRequest'
  id: number
  pairingTopic: string
  privateKey: string
  params: SessionAuthenticateParams
  proposalId: number
}

export type StoredRecord =
  | StoredIdentity
  | StoredPairing
  | StoredSession
  | StoredProposal
  | StoredAuthRequest

/** The record's storage key below the client's prefix. */
export function recordKey(record: StoredRecord): string {
  switch (record.kind) {
    case 'identity':
      return 'identity'
    case 'pairing':
      return `pairing:${record.state.topic}`
    case 'session':
      return `session:${record.session.topic}`
    case 'proposal':
      return `proposal:${record.id}`
    case 'authRequest':
      return `authRequest:${record.id}`
    default: {
      const unreachable: never = record
      return unreachable
    }
  }
}
