// The pairing lifecycle of the pairing readme, as a pure reducer.
import { expect, test } from 'vitest'
import { PAIRING_PROPOSAL_TTL_SECONDS } from '../uri/constants'
import { createPairingState, PAIRING_ACTIVE_TTL_SECONDS, pairingReducer } from './pairingReducer'

const T0 = 1_800_000_000

test('behavior: inactive for 5 minutes, active for 30 days after the peer answers, renewed by each message', () => {
  let state = createPairingState('t', 'proposer', T0)
  expect(state).toEqual({
    topic: 't',
    status: 'inactive',
    expiry: T0 + PAIRING_PROPOSAL_TTL_SECONDS,
  })
  state = pairingReducer(state, { type: 'peerMessage', now: T0 + 10 })
  expect(state).toEqual({
    topic: 't',
    status: 'active',
    expiry: T0 + 10 + PAIRING_ACTIVE_TTL_SECONDS,
  })
  state = pairingReducer(state, { type: 'peerMessage', now: T0 + 100 })
  expect(state.expiry).toBe(T0 + 100 + PAIRING_ACTIVE_TTL_SECONDS)
  expect(createPairingState('t', 'responder', T0).status).toBe('active')
})

test('behavior: an unanswered pairing expires at 5 minutes; expiry and deletion are final', () => {
  const state = createPairingState('t', 'proposer', T0)
  expect(pairingReducer(state, { type: 'tick', now: T0 + 299 })).toBe(state)
  const expired = pairingReducer(state, { type: 'tick', now: T0 + 300 })
  expect(expired.status).toBe('expired')
  expect(pairingReducer(expired, { type: 'peerMessage', now: T0 + 301 })).toBe(expired)
  const deleted = pairingReducer(state, { type: 'delete' })
  expect(deleted.status).toBe('deleted')
  expect(pairingReducer(deleted, { type: 'peerMessage', now: T0 })).toBe(deleted)
  // A late answer does not revive it.
  expect(pairingReducer(state, { type: 'peerMessage', now: T0 + 300 }).status).toBe('expired')
})

test('behavior: extend moves an active pairing later, within the 30-day window only', () => {
  const active = pairingReducer(createPairingState('t', 'proposer', T0), {
    type: 'peerMessage',
    now: T0,
  })
  const later = active.expiry + 1
  expect(pairingReducer(active, { type: 'extend', expiry: later, now: T0 + 1 }).expiry).toBe(later)
  expect(pairingReducer(active, { type: 'extend', expiry: active.expiry - 1, now: T0 })).toBe(
    active,
  )
  expect(
    pairingReducer(active, {
      type: 'extend',
      expiry: T0 + 10 * PAIRING_ACTIVE_TTL_SECONDS,
      now: T0,
    }),
  ).toBe(active)
  const inactive = createPairingState('t', 'proposer', T0)
  expect(pairingReducer(inactive, { type: 'extend', expiry: T0 + 1000, now: T0 })).toBe(inactive)
})
