import type { Chain } from 'viem'
import { useConfig } from 'wagmi'
import { InvalidInitialChainError } from '../errors/config'

/** `initialChain` as an id, checked against the wagmi config at once (a typo fails at start). */
export function useInitialChainId(initialChain: Chain | number | undefined): number | undefined {
  const { chains } = useConfig()
  if (initialChain === undefined) return undefined
  const id = typeof initialChain === 'number' ? initialChain : initialChain.id
  if (!chains.some((chain) => chain.id === id)) {
    throw new InvalidInitialChainError(
      id,
      chains.map((chain) => chain.id),
    )
  }
  return id
}
