import { useMemo } from 'react'
import { useConnectors } from 'wagmi'
import { browserFromUserAgent, osFromUserAgent } from '../core/userAgent'
import { walletList } from '../core/walletList'
import type { WalletOption } from '../wallets/Wallet'
import { useIsCompact } from './useIsCompact'
import { useRecentWalletIds } from './useRecentWalletIds'

/** The connect modal's wallet options: configured wallets merged with EIP-6963 discoveries. */
export function useWalletOptions(): readonly WalletOption[] {
  const connectors = useConnectors()
  const recentWalletIds = useRecentWalletIds()
  const compact = useIsCompact()
  return useMemo(() => {
    const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
    const os = osFromUserAgent(ua)
    return walletList({
      connectors,
      recentWalletIds,
      isMobile: compact || os !== 'desktop',
      browser: browserFromUserAgent(ua),
      os,
    })
  }, [connectors, recentWalletIds, compact])
}
