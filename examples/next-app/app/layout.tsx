import '@gatehouse/kit/styles.css'
import './globals.css'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { cookieToInitialState } from 'wagmi'
import { Header } from '../components/Header'
import { RefreshOnSessionChange } from '../components/RefreshOnSessionChange'
import { getConfig } from '../lib/wagmiConfig'
import { Providers } from './providers'

export const metadata: Metadata = {
  title: 'Gatehouse · Next.js App Router example',
  description: 'Connect a wallet and sign in with Ethereum in a Next.js App Router app.',
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The wallet connection the browser stored in a cookie: the server renders that state, so a
  // reload does not flash "Connect Wallet" before the browser reconnects.
  const requestHeaders = await headers()
  const initialState = cookieToInitialState(getConfig(), requestHeaders.get('cookie'))
  // This request's CSP nonce (proxy.ts), for the <style> elements the kit writes.
  const nonce = requestHeaders.get('x-nonce') ?? undefined
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState} nonce={nonce}>
          <RefreshOnSessionChange />
          <Header />
          <main>{children}</main>
        </Providers>
      </body>
    </html>
  )
}
