import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { useConfig, useConnection } from 'wagmi'
import { LanguageContext } from '../context/LanguageContext'
import { formatAddress } from '../core/format/formatAddress'
import { formatBalance } from '../core/format/formatBalance'
import { formatEnsName } from '../core/format/formatEnsName'
import { balanceQueryOptions, ensAvatarQueryOptions, ensNameQueryOptions } from '../query/profile'

export type Profile = {
  address: `0x${string}`
  displayName: string
  ensName: string | undefined
  ensAvatar: string | undefined
  /** e.g. "1.23 ETH"; undefined while unknown or when the read failed */
  displayBalance: string | undefined
  /** the balance unrounded, as a decimal string (`"1.2345"`); undefined like displayBalance */
  balanceFormatted: string | undefined
  /** the native currency's decimals (18 for ETH) and symbol, once the balance is read */
  balanceDecimals: number | undefined
  balanceSymbol: string | undefined
}

/**
 * The connected account's name, avatar and balance; each is its own read, loaded on first use.
 * The balance is formatted for `locale`, by default the provider's active locale.
 */
export function useProfile(localeOverride?: string): Profile | undefined {
  const activeLocale = useContext(LanguageContext)?.locale
  const locale = localeOverride ?? activeLocale ?? 'en-US'
  const config = useConfig()
  const { address, chainId } = useConnection()
  const { data: ensName } = useQuery(ensNameQueryOptions(config, address))
  const { data: ensAvatar } = useQuery(ensAvatarQueryOptions(config, ensName))
  const { data: balance } = useQuery(balanceQueryOptions(config, address, chainId))
  if (!address) return undefined
  return {
    address,
    displayName: ensName ? formatEnsName(ensName) : formatAddress(address),
    ensName: ensName ?? undefined,
    ensAvatar: ensAvatar ?? undefined,
    displayBalance: balance
      ? `${formatBalance(balance.formatted, locale)} ${balance.symbol}`
      : undefined,
    balanceFormatted: balance?.formatted,
    balanceDecimals: balance?.decimals,
    balanceSymbol: balance?.symbol,
  }
}
