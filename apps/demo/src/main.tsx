import '@gatehouse/kit/styles.css'
import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import styles from './App.module.css'
import { DemoRoot } from './DemoRoot'
import { readDemoConfig } from './demoConfig'
import { createWagmiConfig } from './wagmiConfig'

async function start(root: ReturnType<typeof createRoot>) {
  const config = readDemoConfig(import.meta.env)
  // The Local Dev Wallet exists only in the local stack build: this branch is removed otherwise.
  if (import.meta.env.VITE_LOCAL_STACK === 'true') {
    const { announceLocalDevWallet } = await import('./devWallet/announceLocalDevWallet')
    announceLocalDevWallet(config)
  }
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
  start(root).catch((error: unknown) => {
    // Invalid configuration: say which key, never a blank page.
    console.error(error)
    root.render(
      <div role="alert" className={styles.error}>
        {error instanceof Error ? error.message : String(error)}
      </div>,
    )
  })
}
