// What the WalletConnect moment of the bench needs offline: a relay on loopback (the test kit's,
// which Reown's SDK and ours both speak to, as in the interop tests) that every measured app is
// built against, and a stand-in for WalletConnect Verify, which Reown's SDK asks before it
// publishes a proposal (ours asks no Verify server unless configured with one).
import { type LocalRelay, startRelay } from '@gatehouse/testkit/walletconnect'
import type { Route } from '@playwright/test'

/** BENCH_WC_RELAY_PORT, default 4330 (bench:auth's server is 4320). */
export const BENCH_WC_RELAY_PORT = Number(process.env.BENCH_WC_RELAY_PORT ?? 4330)
export const BENCH_WC_RELAY_URL = `ws://127.0.0.1:${BENCH_WC_RELAY_PORT}`
/** The dummy WalletConnect project id every app is built with (the relay does not check it). */
export const BENCH_WC_PROJECT_ID = '0123456789abcdef0123456789abcdef'

export function startBenchRelay(): Promise<LocalRelay> {
  return startRelay({ port: BENCH_WC_RELAY_PORT, portVariable: 'BENCH_WC_RELAY_PORT' })
}

/** Reown's Verify servers (@walletconnect/core's TRUSTED_VERIFY_URLS). */
export const VERIFY_SERVER_PATTERN = /^https:\/\/verify\.walletconnect\.(org|com)\//

/**
 * The attestation page Reown's SDK loads in a hidden iframe for each proposal
 * (`/v3/attestation?…&id=…`): the real one posts back a JWT naming `id`, and the SDK waits up to
 * 5 s for it. This one posts at once a JWT of the same shape (unsigned: the dapp side only decodes
 * it and passes it on to the relay), as a Verify server at zero distance would.
 */
export function verifyStandIn(route: Route): Promise<void> {
  const html = `<!doctype html><script>
const id = new URLSearchParams(location.search).get('id')
const part = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\\+/g, '-').replace(/\\//g, '_')
const exp = Math.floor(Date.now() / 1000) + 3600
const jwt = [part({ alg: 'ES256', typ: 'JWT' }), part({ id, origin: document.referrer, isScam: false, isVerified: true, exp }), 'AAAA'].join('.')
parent.postMessage(JSON.stringify({ type: 'verify_attestation', attestation: jwt }), '*')
</script>`
  return route.fulfill({ status: 200, contentType: 'text/html', body: html })
}
