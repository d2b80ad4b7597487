import type { Address } from 'viem'
import { formatUnits } from 'viem'
import type { Config } from 'wagmi'
import { getBalance, getEnsAvatar, getEnsName } from 'wagmi/actions'

const MAINNET_ID = 1

export type ProfileData = {
  ensName: string | undefined
  ensAvatar: string | undefined
  balance: { formatted: string; symbol: string } | undefined
}

const settled = <T>(result: PromiseSettledResult<T>): T | undefined =>
  result.status === 'fulfilled' ? result.value : undefined

/**
 * Name, avatar and native balance through the app's transports. Each part fails on its own: a
 * broken ENS read still shows the balance, and neither ever throws (the UI degrades instead).
 * Loaded lazily: ENS and balance code is not needed before someone connects.
 */
export async function readProfile(
  config: Config,
  { address, chainId }: { address: Address; chainId: number | undefined },
): Promise<ProfileData> {
  const hasMainnet = config.chains.some((c) => c.id === MAINNET_ID)
  const supported = config.chains.some((c) => c.id === chainId)
  const [name, balance] = await Promise.allSettled([
    hasMainnet ? getEnsName(config, { address, chainId: MAINNET_ID }) : Promise.resolve(null),
    supported ? getBalance(config, { address, chainId }) : Promise.resolve(undefined),
  ])
  const ensName = settled(name) ?? undefined
  const avatar = ensName
    ? await getEnsAvatar(config, { name: ensName, chainId: MAINNET_ID }).catch(() => null)
    : null
  const value = settled(balance)
  return {
    ensName,
    ensAvatar: avatar ?? undefined,
    balance: value
      ? { formatted: formatUnits(value.value, value.decimals), symbol: value.symbol }
      : undefined,
  }
}
