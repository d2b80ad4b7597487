// CAIP ids as WalletConnect sessions carry them (§5): chains `eip155:<id>`, accounts
// `eip155:<id>:<address>`; and what the test wallet offers in a session.
import type { Address } from 'viem'
import { CALLS_METHODS } from '../testWallet/walletCalls'

/** Methods the Node wallet answers (EIP-5792's too); anything else a dapp sends gets 4200. */
export const WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  ...CALLS_METHODS,
] as const

export const WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const

export const caipChain = (chainId: number) => `eip155:${chainId}`

export const caipAccount = (chainId: number, address: Address) => `eip155:${chainId}:${address}`

/** `eip155:137` → 137; undefined for another namespace or a malformed id. */
export function eip155ChainId(caip: string): number | undefined {
  const match = /^eip155:(\d+)$/.exec(caip)
  return match?.[1] === undefined ? undefined : Number(match[1])
}

/** The eip155 chain ids a session's namespaces grant. */
export function sessionChainIds(
  namespaces: Record<string, { chains?: string[]; accounts: string[] }>,
) {
  const eip155 = namespaces.eip155
  if (!eip155) return []
  // `chains` is optional in a session namespace; the accounts always name their chain.
  const chains =
    eip155.chains ?? eip155.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set(chains.map(eip155ChainId).filter((id) => id !== undefined))]
}
