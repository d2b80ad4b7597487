// §5: wallet-session chain ids are written namespace:chainId; accounts namespace:chainId:address.

export type CaipChain = { namespace: string; chainId: number }
export type CaipAccount = CaipChain & { address: string }

const CHAIN = /^([-a-z0-9]{3,8}):([1-9][0-9]*)$/
const ACCOUNT = /^([-a-z0-9]{3,8}):([1-9][0-9]*):(0x[0-9a-fA-F]{40})$/

/** "eip155:137" → { namespace: 'eip155', chainId: 137 }; anything else → undefined. */
export function parseCaipChain(value: string): CaipChain | undefined {
  const match = CHAIN.exec(value)
  if (!match) return undefined
  const chainId = Number(match[2])
  return Number.isSafeInteger(chainId) ? { namespace: match[1]!, chainId } : undefined
}

/** "eip155:1:0xabc…" → { namespace, chainId, address }; anything else → undefined. */
export function parseCaipAccount(value: string): CaipAccount | undefined {
  const match = ACCOUNT.exec(value)
  if (!match) return undefined
  const chainId = Number(match[2])
  return Number.isSafeInteger(chainId)
    ? { namespace: match[1]!, chainId, address: match[3]! }
    : undefined
}

export const formatCaipChain = ({ namespace, chainId }: CaipChain) => `${namespace}:${chainId}`

/** The EVM chain ids a wallet session covers, from its namespaces' chains and accounts. */
export function sessionChainIds(namespaces: unknown): number[] | undefined {
  const eip155 = (namespaces as { eip155?: { chains?: unknown; accounts?: unknown } } | undefined)
    ?.eip155
  if (!eip155) return undefined
  const chains = Array.isArray(eip155.chains) ? eip155.chains : []
  const accounts = Array.isArray(eip155.accounts) ? eip155.accounts : []
  const ids = new Set<number>()
  for (const chain of chains) {
    const parsed = typeof chain === 'string' ? parseCaipChain(chain) : undefined
    if (parsed?.namespace === 'eip155') ids.add(parsed.chainId)
  }
  for (const account of accounts) {
    const parsed = typeof account === 'string' ? parseCaipAccount(account) : undefined
    if (parsed?.namespace === 'eip155') ids.add(parsed.chainId)
  }
  return [...ids]
}
