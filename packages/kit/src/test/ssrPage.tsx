// A page as an app would render it on the server: wagmi, react-query and the kit's provider around
// the connect button, every default wallet configured. No window is touched to build it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http } from 'viem'
import { createConfig, type State, WagmiProvider } from 'wagmi'
import { mainnet, polygon } from 'wagmi/chains'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { GatehouseProvider } from '../providers/GatehouseProvider'
import { darkTheme } from '../themes/darkTheme'
import { lightTheme } from '../themes/lightTheme'
import { connectorsForWallets } from '../wallets/connectorsForWallets'
import { defaultWalletGroups } from '../wallets/defaultWallets'

export function createSsrConfig() {
  return createConfig({
    chains: [mainnet, polygon],
    // never called while rendering; the URLs only have to be well formed
    transports: {
      [mainnet.id]: http('http://127.0.0.1:9/'),
      [polygon.id]: http('http://127.0.0.1:9/'),
    },
    connectors: connectorsForWallets([...defaultWalletGroups], {
      appName: 'SSR test',
      projectId: 'ssr0test0project0id0000000000000',
    }),
    ssr: true,
  })
}

export function SsrPage({
  config,
  initialState,
}: {
  config: ReturnType<typeof createSsrConfig>
  /** wagmi's state from the request's cookie (`cookieToInitialState`), if any. */
  initialState?: State | undefined
}) {
  return (
    <WagmiProvider config={config} initialState={initialState}>
      <QueryClientProvider client={new QueryClient()}>
        <GatehouseProvider
          appName="SSR test"
          theme={{ lightMode: lightTheme(), darkMode: darkTheme() }}
        >
          <header>
            <ConnectButton />
          </header>
        </GatehouseProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
