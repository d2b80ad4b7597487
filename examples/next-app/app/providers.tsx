'use client'

import { GatehouseProvider } from '@gatehouse/kit'
import { createAuthAdapter } from '@gatehouse/siwe'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { type State, WagmiProvider } from 'wagmi'
import { SIWE_STATEMENT } from '../lib/siwe'
import { getConfig } from '../lib/wagmiConfig'

export function Providers({
  children,
  initialState,
  nonce,
}: {
  children: ReactNode
  initialState: State | undefined
  /** the request's Content-Security-Policy nonce (proxy.ts) */
  nonce?: string | undefined
}) {
  // Created once per browser tab (and once per server request), never shared between visitors.
  const [config] = useState(() => getConfig())
  const [queryClient] = useState(() => new QueryClient())
  // Sign-In with Ethereum against this app's own /api/auth/* routes.
  const [authentication] = useState(() => createAuthAdapter({ statement: SIWE_STATEMENT }))
  return (
    <WagmiProvider config={config} initialState={initialState}>
      <QueryClientProvider client={queryClient}>
        <GatehouseProvider
          appName="Gatehouse Next.js example"
          authentication={authentication}
          nonce={nonce}
        >
          {children}
        </GatehouseProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
