// Covers what the demo build tells the server about itself (security-headers.json): each origin
// it talks to under each configuration, the Safe hosts that may frame it, and whether it sends
// analytics events (the server mounts their sink only then).
import { describe, expect, test } from 'vitest'
import { buildSecurityOptions } from './securityHeadersFile'

describe('buildSecurityOptions', () => {
  test('behavior: by default the chains’ public RPCs, no WalletConnect, Safe{Wallet} may frame it', () => {
    const options = buildSecurityOptions({})
    expect(options.rpcUrls).toContain('https://mainnet.optimism.io')
    expect(options.rpcUrls).toHaveLength(5)
    expect(options.walletConnectRelayUrl).toBeUndefined()
    expect(options.walletConnectVerifyUrl).toBeUndefined()
    expect(options.safeGatewayUrl).toBeUndefined()
    // the kit's default Safe hosts: Safe{Wallet}'s production origin, not its dev deployment
    expect(options.safeHostOrigins).toEqual(['https://app.safe.global'])
  })

  test('behavior: configured RPC URLs replace the public ones; testnets add Sepolia', () => {
    const options = buildSecurityOptions({
      VITE_RPC_URL_1: 'http://127.0.0.1:8545',
      VITE_ENABLE_TESTNETS: 'true',
    })
    expect(options.rpcUrls[0]).toBe('http://127.0.0.1:8545')
    expect(options.rpcUrls).toHaveLength(6)
  })

  test('behavior: a project id brings the relay and Verify (the SDK’s, or the configured ones)', () => {
    expect(buildSecurityOptions({ VITE_WALLETCONNECT_PROJECT_ID: 'p' })).toMatchObject({
      walletConnectRelayUrl: 'wss://relay.walletconnect.org',
      walletConnectVerifyUrl: 'https://verify.walletconnect.org',
    })
    const local = {
      VITE_WALLETCONNECT_PROJECT_ID: 'p',
      VITE_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:4230',
    }
    expect(buildSecurityOptions(local).walletConnectRelayUrl).toBe('ws://127.0.0.1:4230')
    // Verify as the kit resolves it: off with another relay unless configured; `off` is off.
    expect(buildSecurityOptions(local).walletConnectVerifyUrl).toBeUndefined()
    expect(
      buildSecurityOptions({ ...local, VITE_WALLETCONNECT_VERIFY_URL: 'https://verify.example' })
        .walletConnectVerifyUrl,
    ).toBe('https://verify.example')
    expect(
      buildSecurityOptions({
        VITE_WALLETCONNECT_PROJECT_ID: 'p',
        VITE_WALLETCONNECT_VERIFY_URL: 'off',
      }).walletConnectVerifyUrl,
    ).toBeUndefined()
  })

  test('behavior: the Safe gateway and the configured Safe hosts', () => {
    const options = buildSecurityOptions({
      VITE_SAFE_GATEWAY_URL: 'http://127.0.0.1:4241',
      VITE_SAFE_ALLOWED_DOMAINS: 'http://127.0.0.1:4240, https://safe.example',
    })
    expect(options.safeGatewayUrl).toBe('http://127.0.0.1:4241')
    expect(options.safeHostOrigins).toEqual(['http://127.0.0.1:4240', 'https://safe.example'])
  })

  test('behavior: analytics is on only when the build sends events (VITE_ANALYTICS)', () => {
    expect(buildSecurityOptions({}).analytics).toBe(false)
    expect(buildSecurityOptions({ VITE_ANALYTICS: 'false' }).analytics).toBe(false)
    expect(buildSecurityOptions({ VITE_ANALYTICS: '1' }).analytics).toBe(true)
  })

  test('error: an invalid configuration names its key, as the app itself would', () => {
    expect(() => buildSecurityOptions({ VITE_SAFE_ALLOWED_DOMAINS: 'not an origin' })).toThrow(
      /VITE_SAFE_ALLOWED_DOMAINS/,
    )
  })
})
