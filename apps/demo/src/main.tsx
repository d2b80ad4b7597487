import '@gatehouse/kit/styles.css'
// The configuration (VITE_* environment), validated when the build started (demoConfig.ts).
import builtDemoConfig, { testnetChains } from 'virtual:gatehouse-demo-config'
import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import styles from './App.module.css'
import { DemoRoot } from './DemoRoot'
import { demoConfigFromBuild } from './demoConfigFromBuild'
import { createWagmiConfig } from './wagmiConfig'

function start(root: ReturnType<typeof createRoot>) {
  const config = demoConfigFromBuild(builtDemoConfig, testnetChains)
  const wagmiConfig = createWagmiConfig(config)
  const queryClient = new QueryClient()
  root.render(
    <StrictMode>
      <DemoRoot
        wagmiConfig={wagmiConfig}
        queryClient={queryClient}
        safeGatewayUrl={config.safeGatewayUrl}
      />
    </StrictMode>,
  )
  // The Local Dev Wallet exists only in the local stack build: this branch is removed otherwise.
  // It announces itself after the first render is under way (the kit takes EIP-6963 wallets at
  // any time), so its chunk never delays the first paint.
  if (import.meta.env.VITE_LOCAL_STACK === 'true') {
    import('./devWallet/announceLocalDevWallet')
      .then(({ announceLocalDevWallet }) => announceLocalDevWallet(config, wagmiConfig))
      .catch((error: unknown) => console.error(error))
  }
  // VITE_ANALYTICS: the tracker loads after the page is idle; with analytics off, not even the
  // scheduler is fetched, so none of it is in the first render.
  if (config.analytics) {
    import('./analytics/scheduleAnalytics')
      .then(({ scheduleAnalytics }) => scheduleAnalytics())
      .catch((error: unknown) => console.warn('analytics did not start', error))
  }
}

const container = document.getElementById('root')
if (container) {
  const root = createRoot(container)
  try {
    start(root)
  } catch (error) {
    // Invalid configuration: say which key, never a blank page.
    console.error(error)
    root.render(
      <div role="alert" className={styles.error}>
        {error instanceof Error ? error.message : String(error)}
      </div>,
    )
  }
}
