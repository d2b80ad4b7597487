import '@gatehouse/kit/styles.css'
import { ConnectButton, GatehouseProvider, getDefaultConfig, lazyHttp } from '@gatehouse/kit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = getDefaultConfig({
  appName: 'My dapp',
  projectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
  chains: [mainnet],
  transports: { [mainnet.id]: lazyHttp(import.meta.env.VITE_RPC_URL) },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <GatehouseProvider>
        <header>
          <ConnectButton />
        </header>
      </GatehouseProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
