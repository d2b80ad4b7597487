import { getDefaultConfig, lazyHttp } from '@gatehouse/kit/wallets'
import { cookieStorage, createStorage } from 'wagmi'
import { mainnet, polygon } from 'wagmi/chains'

// Read at build time. Unset: each chain's public RPC endpoint.
const rpcUrl = (url: string | undefined) => url || undefined

/**
 * One function for the server (the root layout reads the wagmi cookie with it) and the browser
 * (Providers creates the live config once). `ssr: true` + cookie storage is what lets the server
 * render the connected state the browser will hydrate.
 */
export function getConfig() {
  return getDefaultConfig({
    appName: 'Gatehouse Next.js example',
    // Unset: the WalletConnect-based wallets are listed as unavailable.
    projectId: process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID || undefined,
    chains: [mainnet, polygon],
    transports: {
      [mainnet.id]: lazyHttp(rpcUrl(process.env.NEXT_PUBLIC_RPC_URL_1)),
      [polygon.id]: lazyHttp(rpcUrl(process.env.NEXT_PUBLIC_RPC_URL_137)),
    },
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
  })
}

declare module 'wagmi' {
  interface Register {
    config: ReturnType<typeof getConfig>
  }
}
