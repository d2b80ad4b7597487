// The dapp's side of one session proposal as a pure reducer (sign session-proposal and
// rpc-methods): proposed → approved (the wallet's wc_sessionPropose result: its public key, from
// which the caller derives the session key and topic) → settled (a wc_sessionSettle on that topic
// whose namespaces passed checkSessionNamespaces), or rejected (an error result), or expired (no
// answer by the proposal's expiry). Events that do not fit the state — a second answer, a
// settlement before approval or on another topic — leave it unchanged: hostile input never moves
// the machine.
import type { SessionNamespaces, SessionSettleParams } from './SignTypes'

export type ProposalState =
  | { status: 'proposed'; id: number; pairingTopic: string; expiry: number }
  | {
      status: 'approved'
      id: number
      pairingTopic: string
      expiry: number
      responderPublicKey: string
      sessionTopic: string
    }
  | {
      status: 'settled'
      id: number
      pairingTopic: string
      sessionTopic: string
      namespaces: SessionNamespaces
      controllerPublicKey: string
      /** The session's expiry, seconds since the epoch. */
      sessionExpiry: number
    }
  | { status: 'rejected'; id: number; pairingTopic: string; code: number; message: string }
  | { status: 'expired'; id: number; pairingTopic: string }

export type ProposalEvent =
  | { type: 'approved'; id: number; responderPublicKey: string; sessionTopic: string; now: number }
  | { type: 'rejected'; id: number; code: number; message: string }
  /** `params` already checked (checkSessionNamespaces) against the proposal's required namespaces. */
  | { type: 'settled'; topic: string; params: SessionSettleParams; now: number }
  | { type: 'tick'; now: number }

export const createProposalState = (
  id: number,
  pairingTopic: string,
  expiry: number,
): ProposalState => ({ status: 'proposed', id, pairingTopic, expiry })

export function proposalReducer(state: ProposalState, event: ProposalEvent): ProposalState {
  const { id, pairingTopic } = state
  switch (event.type) {
    case 'approved':
      if (state.status !== 'proposed' || event.id !== id) return state
      if (event.now >= state.expiry) return { status: 'expired', id, pairingTopic }
      return {
        ...state,
        status: 'approved',
        responderPublicKey: event.responderPublicKey,
        sessionTopic: event.sessionTopic,
      }
    case 'rejected':
      if (state.status !== 'proposed' || event.id !== id) return state
      return { status: 'rejected', id, pairingTopic, code: event.code, message: event.message }
    case 'settled':
      if (state.status !== 'approved' || event.topic !== state.sessionTopic) return state
      if (event.params.expiry <= event.now) return state
      return {
        status: 'settled',
        id,
        pairingTopic,
        sessionTopic: state.sessionTopic,
        namespaces: event.params.namespaces,
        controllerPublicKey: event.params.controller.publicKey,
        sessionExpiry: event.params.expiry,
      }
    case 'tick':
      if ((state.status === 'proposed' || state.status === 'approved') && event.now >= state.expiry)
        return { status: 'expired', id, pairingTopic }
      return state
    default: {
      const unreachable: never = event
      return unreachable
    }
  }
}
