import { type AuthAdapter, constants, GatehouseProvider } from '@gatehouse/kit'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { type Config, WagmiProvider } from 'wagmi'
import { App } from './App'
import { readSignInPreference, writeSignInPreference } from './signInPreference'

// The adapter (and its schema library) loads only when the visitor turns sign-in on.
const loadAdapter = () =>
  import('@gatehouse/siwe').then(({ createAuthAdapter }): AuthAdapter => createAuthAdapter())

/** Providers around the app, with the demo's "Require sign-in" toggle (§1 optional sign-in). */
export function DemoRoot({
  wagmiConfig,
  queryClient,
}: {
  wagmiConfig: Config
  queryClient: QueryClient
}) {
  const [signIn, setSignIn] = useState(readSignInPreference)
  const [adapter, setAdapter] = useState<AuthAdapter>()
  useEffect(() => {
    if (!signIn || adapter) return
    let live = true
    void loadAdapter().then((loaded) => live && setAdapter(loaded))
    return () => {
      live = false
    }
  }, [signIn, adapter])
  const toggle = (on: boolean) => {
    writeSignInPreference(on)
    setSignIn(on)
  }
  // With sign-in on, wait for the adapter rather than flash an unverified "connected" state.
  if (signIn && !adapter) return null
  return (
    <WagmiProvider config={wagmiConfig} reconnectOnMount={constants.AUTO_CONNECT}>
      <QueryClientProvider client={queryClient}>
        <GatehouseProvider appName="Gatehouse demo" authentication={signIn ? adapter : undefined}>
          <App signIn={signIn} onSignInChange={toggle} />
        </GatehouseProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
