// The dapp's check of a settlement against namespaces.md's rules, and against the official
// isConformingNamespaces and isValidNamespaces (@walletconnect/utils, a test-only oracle): both
// accept and refuse the same settlements.
import {
  isConformingNamespaces,
  isValidAccountId,
  isValidChainId,
  isValidNamespaces,
} from '@walletconnect/utils'
import { describe, expect, test } from 'vitest'
import { ProtocolError } from '../errors/protocol'
import { isCaip2ChainId, isCaip10AccountId } from './caip'
import { checkSessionNamespaces } from './checkSessionNamespaces'
import type { ProposalNamespaces, SessionNamespaces } from './SignTypes'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const required: ProposalNamespaces = {
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    methods: ['eth_sendTransaction', 'personal_sign'],
    events: ['chainChanged', 'accountsChanged'],
  },
}
const granted: SessionNamespaces = {
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    accounts: [`eip155:1:${ACCOUNT}`, `eip155:10:${ACCOUNT}`],
    methods: ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4'],
    events: ['chainChanged', 'accountsChanged'],
  },
}

const cases: [string, ProposalNamespaces, SessionNamespaces, string | null][] = [
  ['more than asked', required, granted, null],
  ['nothing required', {}, granted, null],
  ['a chain key', { 'eip155:10': { methods: ['personal_sign'], events: [] } }, granted, null],
  [
    'a missing namespace',
    { cosmos: { chains: ['cosmos:cosmoshub-4'], methods: [], events: [] } },
    granted,
    'unsupportedNamespaceKey',
  ],
  [
    'a missing method',
    required,
    { eip155: { ...granted.eip155!, methods: ['personal_sign'] } },
    'unsupportedMethods',
  ],
  [
    'a missing event',
    required,
    { eip155: { ...granted.eip155!, events: ['chainChanged'] } },
    'unsupportedEvents',
  ],
  [
    'no account on a required chain',
    required,
    { eip155: { ...granted.eip155!, chains: ['eip155:1'], accounts: [`eip155:1:${ACCOUNT}`] } },
    'unsupportedChains',
  ],
]

describe('against namespaces.md and the official validators', () => {
  test.each(cases)('behavior: %s', (_, asked, session, reason) => {
    const official =
      isConformingNamespaces(asked, session, 'test') ?? isValidNamespaces(session, 'test')
    let ours: string | null = null
    try {
      expect(checkSessionNamespaces(session, asked)).toBe(session)
    } catch (error) {
      expect(error).toBeInstanceOf(ProtocolError)
      ours = (error as ProtocolError).reason
    }
    expect(ours).toBe(reason)
    expect(official === null).toBe(reason === null)
  })

  test('behavior: CAIP-2 and CAIP-10 ids the official validators accept; stricter on malformed ones', () => {
    const chains = ['eip155:1', 'eip155:42161', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
    for (const chain of chains)
      expect([isCaip2ChainId(chain), isValidChainId(chain)], chain).toEqual([true, true])
    const accounts = [
      `eip155:1:${ACCOUNT}`,
      'cosmos:cosmoshub-4:cosmos1eeyudtn5p30jek85tq0cyh7k0jnn2z4t84y58y',
    ]
    for (const account of accounts)
      expect([isCaip10AccountId(account), isValidAccountId(account)], account).toEqual([true, true])
    // The official checks only count colons; the CAIP grammars refuse these.
    for (const chain of ['eip155', ':1', 'EIP155:1', 'eip155:1:0x'])
      expect(isCaip2ChainId(chain), chain).toBe(false)
    for (const account of ['eip155:1', `eip155:${ACCOUNT}`, 'eip155:1:', '::x'])
      expect(isCaip10AccountId(account), account).toBe(false)
  })
})

test('error: malformed settlements are invalidSessionSettleRequest or unsupportedAccounts (1005, 5103)', () => {
  const codeOf = (session: unknown) => {
    try {
      checkSessionNamespaces(session, required)
      return 'accepted'
    } catch (error) {
      return (error as ProtocolError).code
    }
  }
  expect(codeOf(undefined)).toBe(1005)
  expect(codeOf([])).toBe(1005)
  expect(codeOf({ eip155: { accounts: 'x', methods: [], events: [] } })).toBe(1005)
  expect(codeOf({ eip155: { ...granted.eip155!, accounts: ['not-an-account'] } })).toBe(5103)
})
