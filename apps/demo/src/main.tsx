import { constants, GatehouseProvider } from '@gatehouse/kit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App'
import styles from './App.module.css'
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
      <WagmiProvider config={wagmiConfig} reconnectOnMount={constants.AUTO_CONNECT}>
        <QueryClientProvider client={queryClient}>
          <GatehouseProvider appName="Gatehouse demo">
            <App />
          </GatehouseProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
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
