import { useMemo } from 'react'
import { useConnectors } from 'wagmi'
import { browserFromUserAgent, osFromUserAgent } from '../core/userAgent'
import type { WalletOption } from '../wallets/Wallet'
import { type WalletListInput, walletList, walletsToGet } from '../wallets/walletList'
import { useRecentWalletIds } from './useRecentWalletIds'

export type WalletOptions = {
  /** what the wallet list shows (§5 rules, recent first) */
  wallets: readonly WalletOption[]
  /** what the GET step offers; worked out on first read (issue #18: not on the click that opens) */
  readonly walletsToGet: readonly WalletOption[]
}

/** The options for these inputs: the list now, the GET step's list only once something reads it. */
export function walletOptionsOf(input: WalletListInput): WalletOptions {
  let toGet: readonly WalletOption[] | undefined
  return {
    wallets: walletList(input),
    get walletsToGet() {
      toGet ??= walletsToGet(input)
      return toGet
    },
  }
}

/** The connect modal's wallet options: configured wallets merged with EIP-6963 discoveries. */
export function useWalletOptions(): WalletOptions {
  const connectors = useConnectors()
  const recentWalletIds = useRecentWalletIds()
  return useMemo(() => {
    const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
    // maxTouchPoints tells iPadOS (a Mac user agent on a touch screen) from a Mac, as the deep links do.
    const os = osFromUserAgent(ua, typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints)
    // A narrow desktop window is still a desktop: deep links are for phones.
    return walletOptionsOf({
      connectors,
      recentWalletIds,
      isMobile: os !== 'desktop',
      browser: browserFromUserAgent(ua),
      os,
    })
  }, [connectors, recentWalletIds])
}
