import { useCallback, useEffect } from 'react'
import { useConfig } from 'wagmi'
import { whenIdle } from '../loading/whenIdle'
import { preloadConnectorCode } from '../wallets/preloadConnectorCode'
import type { WalletOption } from '../wallets/Wallet'

/**
 * Once the wallet list is shown (the connect modal runs its effects only when visible: a
 * pre-rendered, hidden modal runs none), loads the code of the listed wallets' connectors that
 * can load ahead (WalletConnect's) in idle time. Returns the preload of one wallet, for the
 * pointerdown on its entry: the import then starts before the click, not after its render. Code
 * only: nothing connects until the visitor chooses (preloadConnectorCode says why).
 */
export function useConnectorCodePreload(
  wallets: readonly WalletOption[],
): (wallet: WalletOption) => void {
  const { connectors } = useConfig()
  const preload = useCallback(
    (wallet: WalletOption) =>
      preloadConnectorCode(connectors.find((c) => c.uid === wallet.connectorUid)),
    [connectors],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per showing of the list
  useEffect(() => whenIdle(() => wallets.forEach(preload)), [])
  return preload
}
