// A pairing's life as a pure reducer (pairing readme, "Pairing lifecycle"): the proposer's pairing
// is inactive, expiring 5 minutes after it was made, until the peer's first response proves the
// peer paired; then it is active for 30 days, renewed by every later delivery from the peer and by
// wc_pairingExtend. Expiry and deletion (wc_pairingDelete, either side) are final. An event that
// does not fit the state (a replay, an extension after deletion) leaves the state as it is.
import { PAIRING_PROPOSAL_TTL_SECONDS } from '../uri/constants'

/** An active pairing lives 30 days from the last sign of its peer (pairing readme). */
export const PAIRING_ACTIVE_TTL_SECONDS = 30 * 24 * 60 * 60

export type PairingStatus = 'inactive' | 'active' | 'expired' | 'deleted'

export type PairingState = {
  topic: string
  status: PairingStatus
  /** Seconds since the epoch. */
  expiry: number
}

export type PairingEvent =
  /** A request or response from the peer arrived on the pairing topic at `now`. */
  | { type: 'peerMessage'; now: number }
  /** wc_pairingExtend (either side) asks for `expiry`, in seconds since the epoch. */
  | { type: 'extend'; expiry: number; now: number }
  | { type: 'delete' }
  /** Time passed: expire the pairing once `now` reaches its expiry. */
  | { type: 'tick'; now: number }

/** A new pairing: the proposer's (inactive until the peer answers) or the responder's (active). */
export function createPairingState(
  topic: string,
  role: 'proposer' | 'responder',
  now: number,
): PairingState {
  return role === 'proposer'
    ? { topic, status: 'inactive', expiry: now + PAIRING_PROPOSAL_TTL_SECONDS }
    : { topic, status: 'active', expiry: now + PAIRING_ACTIVE_TTL_SECONDS }
}

export function pairingReducer(state: PairingState, event: PairingEvent): PairingState {
  if (state.status === 'expired' || state.status === 'deleted') return state
  if (event.type !== 'delete' && event.now >= state.expiry) return { ...state, status: 'expired' }
  switch (event.type) {
    case 'peerMessage':
      return { ...state, status: 'active', expiry: event.now + PAIRING_ACTIVE_TTL_SECONDS }
    case 'extend': {
      // Never shorter than now, never past the 30-day window: a peer cannot pin a pairing open.
      const latest = event.now + PAIRING_ACTIVE_TTL_SECONDS
      if (state.status !== 'active' || event.expiry <= state.expiry || event.expiry > latest)
        return state
      return { ...state, expiry: event.expiry }
    }
    case 'delete':
      return { ...state, status: 'deleted' }
    case 'tick':
      return state
    default: {
      const unreachable: never = event
      return unreachable
    }
  }
}
