// Component-test harness: the real providers around a wagmi config whose wallet is wagmi's
// `mock` connector and whose transport is a JSON-RPC stub. jsdom has no chain and no extension,
// so these two stand in for them here; the e2e suite runs the same flows against real anvils.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Address, custom, numberToHex, parseEther } from 'viem'
import { createConfig, mock, WagmiProvider } from 'wagmi'
import { mainnet, polygon } from 'wagmi/chains'
import { GatehouseProvider, type GatehouseProviderProps } from '../providers/GatehouseProvider'
import { connectorsForWallets } from '../wallets/connectorsForWallets'
import type { WalletFactory } from '../wallets/Wallet'

export const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export type MockFeatures = {
  connectError?: boolean | Error
  reconnect?: boolean
}

const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'

/** A configured wallet backed by wagmi's mock connector; `features` may be changed between tries. */
export function mockWallet(
  features: MockFeatures,
  overrides: Partial<ReturnType<WalletFactory>> = {},
): WalletFactory {
  return () => ({
    id: 'mockWallet',
    name: 'Mock Wallet',
    iconUrl: async () => ICON,
    iconBackground: '#ffffff',
    iconAccent: '#123456',
    installed: true,
    createConnector: () => mock({ accounts: [ACCOUNT], features }),
    ...overrides,
  })
}

const stubTransport = (chainId: number) =>
  custom({
    async request({ method }: { method: string }) {
      if (method === 'eth_chainId') return numberToHex(chainId)
      if (method === 'eth_blockNumber') return '0x10'
      if (method === 'eth_getBalance') return numberToHex(parseEther('1.5'))
      // ENS and everything else: fail, so the UI shows its degraded form (short address)
      throw new Error(`stub transport: ${method} not available`)
    },
  })

export function renderWithKit(
  ui: ReactNode,
  { wallets, provider }: { wallets: WalletFactory[]; provider?: Partial<GatehouseProviderProps> },
) {
  const config = createConfig({
    chains: [mainnet, polygon],
    connectors: connectorsForWallets([{ groupName: 'Popular', wallets }], {
      appName: 'Test',
      projectId: undefined,
    }),
    transports: { [mainnet.id]: stubTransport(1), [polygon.id]: stubTransport(137) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const result = render(
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <GatehouseProvider {...provider}>{ui}</GatehouseProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
  return { ...result, config }
}
