import type { ProposalNamespaces } from '../sign/SignTypes'
import { PROVIDER_WALLET_EVENTS, PROVIDER_WALLET_METHODS } from './constants'
import { toCaip2 } from './sessionChains'

/**
 * Every app chain as one optional `eip155` namespace, nothing required: a wallet that supports
 * only some of the chains, methods or events still connects with those (sign namespaces.md), as
 * Reown's ethereum-provider proposes for wagmi. The chain to start on comes first.
 */
export const proposalNamespaces = (chainIds: readonly number[]): ProposalNamespaces => ({
  eip155: {
    chains: chainIds.map(toCaip2),
    methods: [...PROVIDER_WALLET_METHODS],
    events: [...PROVIDER_WALLET_EVENTS],
  },
})
