import { useEffect } from 'react'
import { useChains, useConnectors } from 'wagmi'
import { useGatehouse } from '../../context/GatehouseContext'
import { whenIdle } from '../../loading/whenIdle'

/**
 * Once the page is idle after the first render, loads and decodes the icons of every listed
 * wallet and configured chain (issue #18): the connect modal's first frame then has every icon,
 * and no icon is requested on the click path. Again when a wallet announces itself later.
 */
export function useIdleIconPreload(): void {
  const connectors = useConnectors()
  const chains = useChains()
  const compact = useGatehouse().modalSize === 'compact'
  useEffect(
    () =>
      whenIdle(() => {
        void import('./preloadKitIcons').then((m) => m.preloadKitIcons(connectors, chains, compact))
      }),
    [connectors, chains, compact],
  )
}
