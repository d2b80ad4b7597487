import type { Address } from 'viem'
import { formatUnits } from 'viem'
import type { Config } from 'wagmi'
import { getBalance, getEnsAvatar, getEnsName } from 'wagmi/actions'

const MAINNET_ID = 1

// Name, avatar and balance are read separately (a slow avatar host or balance RPC never holds
// back the name), through the app's transports. Loaded lazily: none of this is needed before
// someone connects.

export async function readEnsName(config: Config, address: Address): Promise<string | null> {
  if (!config.chains.some((c) => c.id === MAINNET_ID)) return null
  return getEnsName(config, { address, chainId: MAINNET_ID })
}

export async function readEnsAvatar(config: Config, name: string): Promise<string | null> {
  return getEnsAvatar(config, { name, chainId: MAINNET_ID })
}

export async function readBalance(
  config: Config,
  { address, chainId }: { address: Address; chainId: number },
): Promise<{ formatted: string; symbol: string; decimals: number } | null> {
  if (!config.chains.some((c) => c.id === chainId)) return null
  const balance = await getBalance(config, { address, chainId })
  return {
    formatted: formatUnits(balance.value, balance.decimals),
    symbol: balance.symbol,
    decimals: balance.decimals,
  }
}
