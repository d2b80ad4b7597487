// The dapp's proposal state machine, and the proposal it sends: built here, read by the official
// validators (@walletconnect/utils, a test-only oracle) as a valid wc_sessionPropose.
import { isValidRelays, isValidRequiredNamespaces } from '@walletconnect/utils'
import { describe, expect, test } from 'vitest'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { PAIRING_PROPOSAL_TTL_SECONDS } from '../uri/constants'
import { createSessionProposal } from './createSessionProposal'
import { createProposalState, type ProposalState, proposalReducer } from './proposalReducer'
import type { SessionSettleParams } from './SignTypes'

const T0 = 1_800_000_000
const metadata = { name: 'Gatehouse', description: 'test', url: 'http://127.0.0.1', icons: [] }
const settle = (expiry: number): SessionSettleParams => ({
  relay: { protocol: 'irn' },
  controller: { publicKey: 'ab'.repeat(32), metadata },
  namespaces: {
    eip155: {
      accounts: ['eip155:1:0x0000000000000000000000000000000000000001'],
      methods: ['personal_sign'],
      events: [],
    },
  },
  expiry,
})

test('behavior: the proposal is a wc_sessionPropose the official validators accept', async () => {
  const { publicKey } = await generateKeyPair()
  const requiredNamespaces = {
    eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
  }
  const proposal = createSessionProposal({ publicKey, metadata, requiredNamespaces, now: T0 })
  expect(proposal).toMatchObject({ jsonrpc: '2.0', method: 'wc_sessionPropose' })
  expect(Number.isSafeInteger(proposal.id)).toBe(true)
  expect(proposal.params.expiryTimestamp).toBe(T0 + PAIRING_PROPOSAL_TTL_SECONDS)
  expect(proposal.params.proposer.publicKey).toBe(publicKey)
  expect(isValidRelays(proposal.params.relays, false)).toBe(true)
  expect(
    isValidRequiredNamespaces(
      proposal.params.requiredNamespaces,
      'connect()',
      'requiredNamespaces',
    ),
  ).toBeNull()
})

describe('given a proposal', () => {
  const proposed = createProposalState(7, 'pairing', T0 + 300)
  const approved = proposalReducer(proposed, {
    type: 'approved',
    id: 7,
    responderPublicKey: 'cd'.repeat(32),
    sessionTopic: 'session',
    now: T0 + 1,
  })

  test('behavior: proposed → approved → settled', () => {
    expect(approved).toMatchObject({ status: 'approved', sessionTopic: 'session' })
    const settled = proposalReducer(approved, {
      type: 'settled',
      topic: 'session',
      params: settle(T0 + 1000),
      now: T0 + 2,
    })
    expect(settled).toMatchObject({
      status: 'settled',
      sessionExpiry: T0 + 1000,
      controllerPublicKey: 'ab'.repeat(32),
    })
  })

  test('behavior: a rejection, and expiry without an answer', () => {
    expect(
      proposalReducer(proposed, { type: 'rejected', id: 7, code: 5000, message: 'User rejected.' }),
    ).toMatchObject({
      status: 'rejected',
      code: 5000,
    })
    expect(proposalReducer(proposed, { type: 'tick', now: T0 + 300 }).status).toBe('expired')
    expect(proposalReducer(approved, { type: 'tick', now: T0 + 300 }).status).toBe('expired')
    expect(
      proposalReducer(proposed, {
        type: 'approved',
        id: 7,
        responderPublicKey: 'x',
        sessionTopic: 's',
        now: T0 + 300,
      }).status,
    ).toBe('expired')
  })

  test('error: answers that do not fit leave the state unchanged', () => {
    const unchanged = (state: ProposalState, event: Parameters<typeof proposalReducer>[1]) =>
      expect(proposalReducer(state, event)).toBe(state)
    unchanged(proposed, {
      type: 'approved',
      id: 8,
      responderPublicKey: 'x',
      sessionTopic: 's',
      now: T0,
    })
    unchanged(proposed, { type: 'settled', topic: 'session', params: settle(T0 + 1000), now: T0 })
    unchanged(approved, {
      type: 'approved',
      id: 7,
      responderPublicKey: 'y',
      sessionTopic: 'other',
      now: T0,
    })
    unchanged(approved, { type: 'rejected', id: 7, code: 5000, message: 'late' })
    unchanged(approved, { type: 'settled', topic: 'other', params: settle(T0 + 1000), now: T0 })
    unchanged(approved, { type: 'settled', topic: 'session', params: settle(T0), now: T0 + 1 })
  })
})
