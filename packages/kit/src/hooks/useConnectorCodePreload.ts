import { useCallback, useEffect } from 'react'
import { useConfig } from 'wagmi'
import { whenIdle } from '../loading/whenIdle'
import { preloadConnectorCode, preloadsCode } from '../wallets/preloadConnectorCode'
import type { WalletOption } from '../wallets/Wallet'

/**
 * Once the wallet list is shown (the connect modal runs its effects only when visible: a
 * pre-rendered, hidden modal runs none), loads the code of the listed wallets' connectors that
 * can load ahead (WalletConnect's) in idle time. Returns the preload of one wallet, for the
 * pointerdown on its entry: the import then starts before the click, not after its render. Code
 * only: nothing connects until the visitor chooses (preloadConnectorCode says why). When one of
 * them is listed (WalletConnect's wallets, which show a QR code), `warmUp` runs too (the list
 * passes the QR encoder's warm-up), with the idle scheduler; it returns its cancel.
 */
export function useConnectorCodePreload(
  wallets: readonly WalletOption[],
  warmUp?: (idle: typeof whenIdle) => () => void,
): (wallet: WalletOption) => void {
  const { connectors } = useConfig()
  const preload = useCallback(
    (wallet: WalletOption) =>
      preloadConnectorCode(connectors.find((c) => c.uid === wallet.connectorUid)),
    [connectors],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per showing of the list
  useEffect(() => {
    const cancelPreload = whenIdle(() => wallets.forEach(preload))
    const showsQr = wallets.some((wallet) =>
      preloadsCode(connectors.find((c) => c.uid === wallet.connectorUid) ?? {}),
    )
    const cancelWarm = showsQr ? warmUp?.(whenIdle) : undefined
    return () => {
      cancelPreload()
      cancelWarm?.()
    }
  }, [])
  return preload
}
