import '@gatehouse/kit/styles.css'
import '../styles/globals.css'
import { ConnectButton, GatehouseProvider } from '@gatehouse/kit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { AppProps } from 'next/app'
import Head from 'next/head'
import Link from 'next/link'
import { useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { config } from '../lib/wagmiConfig'

/** The application shell: providers, the header with the connect button, then the page. */
export default function App({ Component, pageProps }: AppProps) {
  // One query cache per browser tab (and per server render), never shared between visitors.
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <GatehouseProvider appName="Gatehouse Next.js pages example">
          <Head>
            <title>Gatehouse · Next.js pages example</title>
            <meta name="viewport" content="width=device-width, initial-scale=1" />
          </Head>
          <header className="header">
            <nav aria-label="Main">
              <Link href="/">Home</Link>
              <Link href="/about">About</Link>
            </nav>
            <ConnectButton />
          </header>
          <main>
            <Component {...pageProps} />
          </main>
        </GatehouseProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
