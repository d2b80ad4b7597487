// Writes security-headers.json beside index.html: every origin this build talks to, the hosts
// allowed to frame it, and whether it reports to the server's analytics sink, from the same VITE_*
// configuration the bundle is built with. apps/server reads it (readBuildOptions.ts): the origins
// into @gatehouse/auth-server's securityHeaders(), so the Content-Security-Policy always matches
// the build it serves, and `analytics` to decide whether POST /api/analytics/event exists at all
// (a build without analytics leaves no log sink open), with nothing to configure twice.
import type { Plugin } from 'vite'
import { type Env, readDemoConfig } from '../src/demoConfig.ts'

/**
 * The options of securityHeaders() a build decides (the server adds the nonce and HSTS), and
 * `analytics`: the build sends VITE_ANALYTICS events, so the server mounts their sink.
 */
export type BuildSecurityOptions = {
  rpcUrls: string[]
  walletConnectRelayUrl?: string
  walletConnectVerifyUrl?: string
  safeGatewayUrl?: string
  safeHostOrigins: string[]
  analytics: boolean
}

/** The WalletConnect SDK's own relay and Verify server, used when the build names none. */
const WALLETCONNECT_RELAY = 'wss://relay.walletconnect.org'
const WALLETCONNECT_VERIFY = 'https://verify.walletconnect.org'
/**
 * Safe{Wallet}'s production origin: the kit's Safe hosts (DEFAULT_SAFE_ALLOWED_DOMAINS) when none
 * are set. Safe's development deployment is not one of them (issue 24), so it may not frame the demo.
 */
const SAFE_WALLET_ORIGINS = ['https://app.safe.global']

/**
 * The Verify server the kit's WalletConnect connector frames (its resolveVerifyUrl): the
 * configured one, none when `off`, else WalletConnect's own only with WalletConnect's relay.
 */
function verifyUrl(configured: Env[string], relay: string): string | undefined {
  if (configured === 'off') return undefined
  if (typeof configured === 'string' && configured !== '') return configured
  return /(^|\.)walletconnect\.(org|com)$/.test(new URL(relay).hostname)
    ? WALLETCONNECT_VERIFY
    : undefined
}

export function buildSecurityOptions(env: Env): BuildSecurityOptions {
  const config = readDemoConfig(env)
  // A chain without a configured URL reads from its public endpoint (wagmiConfig.ts).
  const rpcUrls = config.chains.flatMap((chain) => {
    const url = config.rpcUrls[chain.id] ?? chain.rpcUrls.default.http[0]
    return url ? [url] : []
  })
  const relay = config.walletConnectRelayUrl ?? WALLETCONNECT_RELAY
  const verify = verifyUrl(env.VITE_WALLETCONNECT_VERIFY_URL, relay)
  const walletConnect = config.walletConnectProjectId
    ? { walletConnectRelayUrl: relay, ...(verify ? { walletConnectVerifyUrl: verify } : {}) }
    : {}
  // The demo is always a Safe App (the Safe wallet is in its list): its hosts may frame it.
  const safeHosts = env.VITE_SAFE_ALLOWED_DOMAINS
  const safeHostOrigins =
    typeof safeHosts === 'string' && safeHosts.trim() !== ''
      ? safeHosts.split(',').map((origin) => origin.trim())
      : SAFE_WALLET_ORIGINS
  return {
    rpcUrls,
    ...walletConnect,
    ...(config.safeGatewayUrl ? { safeGatewayUrl: config.safeGatewayUrl } : {}),
    safeHostOrigins,
    analytics: config.analytics,
  }
}

/** Vite plugin: emits security-headers.json at the root of the build. */
export function securityHeadersFile(): Plugin {
  let env: Env = {}
  return {
    name: 'gatehouse:security-headers-file',
    apply: 'build',
    configResolved(config) {
      env = config.env
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'security-headers.json',
        source: `${JSON.stringify(buildSecurityOptions(env), null, 2)}\n`,
      })
    },
  }
}
