// Component-test harness: the real providers around a wagmi config whose wallet is an in-memory
// EIP-1193 provider behind wagmi's injected connector, and whose transport is a JSON-RPC stub.
// jsdom has no chain and no extension, so these stand in for them; the e2e suite runs the same
// flows against real anvils and a real browser wallet.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Address, custom, type Hex, numberToHex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createConfig, WagmiProvider } from 'wagmi'
import { mainnet, polygon } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'
import { GatehouseProvider, type GatehouseProviderProps } from '../providers/GatehouseProvider'
import { connectorsForWallets } from '../wallets/connectorsForWallets'
import type { WalletConnectorParams, WalletFactory } from '../wallets/Wallet'

// anvil's public dev key #0: the mock wallet's account really signs.
const signer = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
export const ACCOUNT: Address = signer.address

export type MockFeatures = {
  connectError?: boolean | Error
  signMessageError?: boolean | Error
  reconnect?: boolean
  /** The wallet holds a request of this method (its popup is open) until the promise settles. */
  hold?: Partial<Record<string, Promise<unknown>>>
  /** Sees every request the page makes of the wallet. */
  onRequest?: (request: { method: string; params?: unknown }) => void
  /** The chain the wallet is on (default 1); one outside the config makes it unsupported. */
  chainId?: number
  /** Answers for methods the wallet does not otherwise know (e.g. wallet_getCallsStatus). */
  answer?: Partial<Record<string, (params: unknown[] | undefined) => unknown>>
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
    createConnector: () =>
      injected({
        target: {
          id: 'mockWallet',
          name: 'Mock Wallet',
          // The EIP-1193 surface wagmi uses; its full typed provider shape is not (plumbing).
          provider: () => testProvider(features) as never,
        },
      }),
    ...overrides,
  })
}

/**
 * An in-memory EIP-1193 wallet (jsdom has no extension): answers what wagmi's injected connector
 * asks, signs with the dev key, and fails on demand through `features` (read on every call).
 */
function testProvider(features: MockFeatures) {
  let authorized = false
  const reject = (error: boolean | Error, fallback: string) => {
    throw error instanceof Error ? error : Object.assign(new Error(fallback), { code: 4001 })
  }
  return {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      features.onRequest?.({ method, params })
      await features.hold?.[method]
      switch (method) {
        case 'eth_chainId':
          return numberToHex(features.chainId ?? 1)
        case 'eth_accounts':
          return authorized ? [ACCOUNT] : []
        case 'wallet_requestPermissions':
        case 'eth_requestAccounts':
          if (features.connectError) reject(features.connectError, 'User rejected the request.')
          authorized = true
          return method === 'eth_requestAccounts'
            ? [ACCOUNT]
            : [
                {
                  parentCapability: 'eth_accounts',
                  caveats: [{ type: 'restrictReturnedAccounts', value: [ACCOUNT] }],
                },
              ]
        case 'wallet_revokePermissions':
          authorized = false
          return null
        case 'personal_sign':
          if (features.signMessageError)
            reject(features.signMessageError, 'User rejected the request.')
          return signer.signMessage({ message: { raw: params?.[0] as Hex } })
        default: {
          const answer = features.answer?.[method]
          if (answer) return answer(params)
          throw Object.assign(new Error(`${method} not available`), { code: 4200 })
        }
      }
    },
    on() {},
    removeListener() {},
  }
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
  {
    wallets,
    provider,
    walletConnect,
  }: {
    wallets: WalletFactory[]
    provider?: Partial<GatehouseProviderProps>
    /** WalletConnect through a relay (the test kit's): without it, WalletConnect is unavailable */
    walletConnect?: Pick<WalletConnectorParams, 'projectId' | 'walletConnectParameters'>
  },
) {
  const config = createConfig({
    chains: [mainnet, polygon],
    connectors: connectorsForWallets([{ groupName: 'Popular', wallets }], {
      appName: 'Test',
      projectId: undefined,
      ...walletConnect,
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
  return { ...result, config, queryClient }
}
