// Security headers on every page (Next.js 16's proxy, formerly middleware): a fresh nonce per
// request for Next.js's own inline scripts and the kit's <style> elements, and a policy that lets
// the page reach only its own origin and its RPC endpoints. Next.js reads the nonce for its
// scripts from the request's Content-Security-Policy header; the root layout reads x-nonce and
// gives it to GatehouseProvider. Production only: `next dev` runs React with eval.
import { createCspNonce, securityHeaders } from '@gatehouse/auth-server'
import { type NextRequest, NextResponse } from 'next/server'
import { mainnet, polygon } from 'wagmi/chains'

// The same URLs as lib/wagmiConfig.ts: the configured one, else the chain's public endpoint.
const RPC_URLS = [
  process.env.NEXT_PUBLIC_RPC_URL_1 || mainnet.rpcUrls.default.http[0],
  process.env.NEXT_PUBLIC_RPC_URL_137 || polygon.rpcUrls.default.http[0],
]

export function proxy(request: NextRequest) {
  if (process.env.NODE_ENV !== 'production') return NextResponse.next()
  const nonce = createCspNonce()
  const headers = securityHeaders({
    rpcUrls: RPC_URLS,
    // With NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID set, add the relay (and Verify) here.
    scriptNonce: nonce,
    styleNonce: nonce,
    // Server HTML holds React style attributes (the account avatar, the chain icon).
    styleAttributes: true,
    https: process.env.APP_ORIGIN?.startsWith('https://') ?? false,
  })
  const forwarded = new Headers(request.headers)
  forwarded.set('x-nonce', nonce)
  forwarded.set('content-security-policy', headers['Content-Security-Policy'] ?? '')
  const response = NextResponse.next({ request: { headers: forwarded } })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

// Pages only: not the API, Next's static files, or router prefetches.
export const config = {
  matcher: [
    {
      source: '/((?!api|_next/static|_next/image|favicon.ico|icon.svg).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
}
