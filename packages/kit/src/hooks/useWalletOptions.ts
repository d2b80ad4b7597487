import { useMemo } from 'react'
import { useConnectors } from 'wagmi'
import { browserFromUserAgent, osFromUserAgent } from '../core/userAgent'
import type { WalletOption } from '../wallets/Wallet'
import { walletList, walletsToGet } from '../wallets/walletList'
import { useRecentWalletIds } from './useRecentWalletIds'

export type WalletOptions = {
  /** what the wallet list shows (§5 rules, recent first) */
  wallets: readonly WalletOption[]
  /** what the GET step offers */
  walletsToGet: readonly WalletOption[]
}

/** The connect modal's wallet options: configured wallets merged with EIP-6963 discoveries. */
export function useWalletOptions(): WalletOptions {
  const connectors = useConnectors()
  const recentWalletIds = useRecentWalletIds()
  return useMemo(() => {
    const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
    const os = osFromUserAgent(ua)
    // A narrow desktop window is still a desktop: deep links are for phones.
    const input = {
      connectors,
      recentWalletIds,
      isMobile: os !== 'desktop',
      browser: browserFromUserAgent(ua),
      os,
    }
    return { wallets: walletList(input), walletsToGet: walletsToGet(input) }
  }, [connectors, recentWalletIds])
}
