import '@gatehouse/kit/styles.css'
import { ConnectButton, GatehouseProvider } from '@gatehouse/kit'
import { connectorsForWallets, defaultWalletGroups } from '@gatehouse/kit/wallets'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = createConfig({
  chains: [mainnet],
  transports: { [mainnet.id]: http(import.meta.env.VITE_RPC_URL) },
  connectors: connectorsForWallets(defaultWalletGroups, {
    appName: 'My dapp',
    projectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
  }),
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
