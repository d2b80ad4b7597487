import { useCallback, useEffect } from 'react'
import { useConfig } from 'wagmi'
import { whenIdle } from '../loading/whenIdle'
import { preloadConnectorCode, preloadsCode } from '../wallets/preloadConnectorCode'
import type { WalletOption } from '../wallets/Wallet'

/**
 * Once the wallet list is shown, the work a choice would otherwise wait for is not left to
 * idle time alone: a page that is never idle (an animation, a busy CPU) still has it done this
 * long after the list showed, before a visitor has read it.
 */
export const PRELOAD_DEADLINE_MS = 300

/**
 * Once the wallet list is shown (the connect modal runs its effects only when visible: a
 * pre-rendered, hidden modal runs none), loads the code of the listed wallets' connectors that
 * can load ahead (WalletConnect's) in idle time, at the latest PRELOAD_DEADLINE_MS later. Returns
 * the preload of one wallet, for the pointerdown on its entry: the import then starts before the
 * click, not after its render. Code only: nothing connects until the visitor chooses
 * (preloadConnectorCode says why). When one of them is listed (WalletConnect's wallets, which
 * show a QR code), `warmUp` runs too (the list passes the QR encoder's warm-up), with the same
 * scheduler; it returns its cancel.
 */
export function useConnectorCodePreload(
  wallets: readonly WalletOption[],
  warmUp?: (idle: (run: () => void) => () => void) => () => void,
): (wallet: WalletOption) => void {
  const { connectors } = useConfig()
  const preload = useCallback(
    (wallet: WalletOption) =>
      preloadConnectorCode(connectors.find((c) => c.uid === wallet.connectorUid)),
    [connectors],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per showing of the list
  useEffect(() => {
    const soon = (run: () => void) => whenIdle(run, PRELOAD_DEADLINE_MS)
    const cancelPreload = soon(() => wallets.forEach(preload))
    const showsQr = wallets.some((wallet) =>
      preloadsCode(connectors.find((c) => c.uid === wallet.connectorUid) ?? {}),
    )
    const cancelWarm = showsQr ? warmUp?.(soon) : undefined
    return () => {
      cancelPreload()
      cancelWarm?.()
    }
  }, [])
  return preload
}
