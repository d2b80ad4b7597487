// What a wallet grants of a proposal (sign spec, namespaces.md): under eip155, the chains it has
// of those the dapp required or offered, with its methods, events and one account per chain.
import type { SessionNamespaces, SessionProposeParams } from '@gatehouse/walletconnect'
import type { Address } from 'viem'
import { caipAccount, caipChain, WALLET_EVENTS, WALLET_METHODS } from './namespaces'

/** Thrown when the wallet cannot grant what the dapp required; the proposal is then rejected. */
export class UnsupportedProposalError extends Error {
  override name = 'UnsupportedProposalError'
}

export function approvedNamespaces(
  params: SessionProposeParams,
  grant: { address: Address; chains: readonly number[] },
): SessionNamespaces {
  const required = params.requiredNamespaces ?? {}
  const optional = params.optionalNamespaces ?? {}
  const other = [...Object.keys(required)].find((key) => key !== 'eip155')
  if (other) throw new UnsupportedProposalError(`the wallet has no ${other} namespace`)
  const supported = new Set(grant.chains.map(caipChain))
  const requiredChains = required.eip155?.chains ?? []
  const missing = requiredChains.filter((chain) => !supported.has(chain))
  if (missing.length)
    throw new UnsupportedProposalError(`unsupported chains: ${missing.join(', ')}`)
  const asked = new Set([...requiredChains, ...(optional.eip155?.chains ?? [])])
  const chains = grant.chains.filter((chainId) => asked.has(caipChain(chainId)))
  if (!chains.length) throw new UnsupportedProposalError('none of the proposed chains is supported')
  return {
    eip155: {
      chains: chains.map(caipChain),
      methods: [...WALLET_METHODS],
      events: [...WALLET_EVENTS],
      accounts: chains.map((chainId) => caipAccount(chainId, grant.address)),
    },
  }
}
