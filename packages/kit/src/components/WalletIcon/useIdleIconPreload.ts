import { useEffect } from 'react'
import { useChains, useConnectors } from 'wagmi'

/**
 * Once the page is idle after the first render, loads and decodes the icons of every listed
 * wallet and configured chain (issue #18): the connect modal's first frame then has every icon,
 * and no icon is requested on the click path. Again when a wallet announces itself later.
 */
export function useIdleIconPreload(): void {
  const connectors = useConnectors()
  const chains = useChains()
  useEffect(() => {
    const run = () => {
      void import('./preloadKitIcons').then((m) => m.preloadKitIcons(connectors, chains))
    }
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 2_000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(run, 200)
    return () => clearTimeout(id)
  }, [connectors, chains])
}
