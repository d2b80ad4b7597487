import { getDefaultConfig, lazyHttp } from '@gatehouse/kit/wallets'
import { mainnet, polygon } from 'wagmi/chains'

// Read at build time. Unset: each chain's public RPC endpoint.
const rpcUrl = (url: string | undefined) => url || undefined

export const config = getDefaultConfig({
  appName: 'Gatehouse Next.js pages example',
  // Unset: the WalletConnect-based wallets are listed as unavailable.
  projectId: process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID || undefined,
  chains: [mainnet, polygon],
  transports: {
    [mainnet.id]: lazyHttp(rpcUrl(process.env.NEXT_PUBLIC_RPC_URL_1)),
    [polygon.id]: lazyHttp(rpcUrl(process.env.NEXT_PUBLIC_RPC_URL_137)),
  },
  // The server renders the disconnected state; the browser restores the connection after
  // hydration (from localStorage), so both first renders match.
  ssr: true,
})

declare module 'wagmi' {
  interface Register {
    config: typeof config
  }
}
