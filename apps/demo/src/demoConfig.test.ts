// The demo's build-time configuration: chain list, testnet flag, RPC URLs, and fail-fast errors
// that name the offending key.
import { describe, expect, test } from 'vitest'
import { TESTNET_CHAINS } from './chains'
import { buildDemoConfig, ConfigError, type Env, readDemoConfig } from './demoConfig'
import { demoConfigFromBuild } from './demoConfigFromBuild'

describe('readDemoConfig', () => {
  test('behavior: Ethereum first, then Polygon, OP Mainnet, Arbitrum One, Zora', () => {
    expect(readDemoConfig({}).chains.map((c) => c.id)).toEqual([1, 137, 10, 42161, 7777777])
  })

  test('behavior: Sepolia only when VITE_ENABLE_TESTNETS is exactly "true"', () => {
    expect(readDemoConfig({ VITE_ENABLE_TESTNETS: 'true' }).chains.map((c) => c.id)).toContain(
      11155111,
    )
    for (const value of ['TRUE', '1', 'yes', true]) {
      expect(readDemoConfig({ VITE_ENABLE_TESTNETS: value }).chains.map((c) => c.id)).not.toContain(
        11155111,
      )
    }
  })

  test('behavior: VITE_RPC_URL_<chainId> overrides, unset falls back (undefined)', () => {
    const config = readDemoConfig({ VITE_RPC_URL_137: 'http://127.0.0.1:8546' })
    expect(config.rpcUrls[137]).toBe('http://127.0.0.1:8546')
    expect(config.rpcUrls[1]).toBeUndefined()
  })

  test('behavior: VITE_SAFE_GATEWAY_URL sets the Safe gateway; an invalid one names its key', () => {
    expect(readDemoConfig({}).safeGatewayUrl).toBeUndefined()
    expect(readDemoConfig({ VITE_SAFE_GATEWAY_URL: 'http://127.0.0.1:4241' }).safeGatewayUrl).toBe(
      'http://127.0.0.1:4241',
    )
    expect(() => readDemoConfig({ VITE_SAFE_GATEWAY_URL: 'not a url' })).toThrow(
      /VITE_SAFE_GATEWAY_URL/,
    )
  })

  test('behavior: VITE_WALLETCONNECT_VERIFY_URL is off, a URL, or unset (the kit decides)', () => {
    expect(readDemoConfig({}).walletConnectVerifyUrl).toBeUndefined()
    expect(readDemoConfig({ VITE_WALLETCONNECT_VERIFY_URL: 'off' }).walletConnectVerifyUrl).toBe(
      false,
    )
    expect(
      readDemoConfig({ VITE_WALLETCONNECT_VERIFY_URL: 'https://verify.example.com' })
        .walletConnectVerifyUrl,
    ).toBe('https://verify.example.com')
    expect(() => readDemoConfig({ VITE_WALLETCONNECT_VERIFY_URL: 'no' })).toThrow(
      /VITE_WALLETCONNECT_VERIFY_URL/,
    )
  })

  test('error: an invalid RPC URL names its key', () => {
    expect(() => readDemoConfig({ VITE_RPC_URL_10: 'not a url' })).toThrowError(ConfigError)
    expect(() => readDemoConfig({ VITE_RPC_URL_10: 'not a url' })).toThrowError(/VITE_RPC_URL_10/)
    expect(() => readDemoConfig({ VITE_RPC_URL_10: 'ftp://x' })).toThrowError(/VITE_RPC_URL_10/)
  })

  test('error: an invalid polling interval names its key', () => {
    expect(() => readDemoConfig({ VITE_POLLING_INTERVAL_MS: '-5' })).toThrowError(
      /VITE_POLLING_INTERVAL_MS/,
    )
  })

  test('behavior: analytics is off unless VITE_ANALYTICS is 1 or true', () => {
    expect(readDemoConfig({}).analytics).toBe(false)
    for (const off of ['', '0', 'false']) {
      expect(readDemoConfig({ VITE_ANALYTICS: off }).analytics).toBe(false)
    }
    for (const on of ['1', 'true'])
      expect(readDemoConfig({ VITE_ANALYTICS: on }).analytics).toBe(true)
  })

  test('error: any other VITE_ANALYTICS value names its key', () => {
    for (const value of ['yes', 'on', '2', 'TRUE']) {
      expect(() => readDemoConfig({ VITE_ANALYTICS: value })).toThrowError(/VITE_ANALYTICS/)
    }
  })

  test('behavior: the local stack flag', () => {
    expect(readDemoConfig({ VITE_LOCAL_STACK: 'true' }).localStack).toBe(true)
    expect(readDemoConfig({}).localStack).toBe(false)
  })
})

describe('buildDemoConfig + demoConfigFromBuild: the page reads what the build checked', () => {
  const envs: Env[] = [
    {},
    { VITE_ENABLE_TESTNETS: 'true', VITE_RPC_URL_137: 'http://127.0.0.1:8546' },
    {
      VITE_SAFE_ALLOWED_DOMAINS: 'https://app.example.com, http://127.0.0.1:3000',
      VITE_WALLETCONNECT_PROJECT_ID: 'abc',
      VITE_WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:4000',
      VITE_WALLETCONNECT_VERIFY_URL: 'off',
      VITE_SAFE_INFO_TIMEOUT_MS: '500',
      VITE_SAFE_GATEWAY_URL: 'http://127.0.0.1:4241',
      VITE_POLLING_INTERVAL_MS: '250',
      VITE_ANALYTICS: '1',
      VITE_LOCAL_STACK: 'true',
    },
  ]
  test.each(envs)(
    'behavior: the same configuration as readDemoConfig, through JSON (%o)',
    (env) => {
      const built = JSON.parse(JSON.stringify(buildDemoConfig(env)))
      const config = demoConfigFromBuild(built, TESTNET_CHAINS)
      expect(config).toEqual(readDemoConfig(env))
      expect(
        config.safeAllowedDomains?.map((pattern) => pattern.test('https://app.example.com')),
      ).toEqual(
        readDemoConfig(env).safeAllowedDomains?.map((pattern) =>
          pattern.test('https://app.example.com'),
        ),
      )
    },
  )

  test('behavior: an invalid value reaches the page as the message naming its key', () => {
    const built = JSON.parse(JSON.stringify(buildDemoConfig({ VITE_RPC_URL_10: 'ftp://x' })))
    expect(() => demoConfigFromBuild(built, TESTNET_CHAINS)).toThrowError(
      'Invalid configuration VITE_RPC_URL_10: unsupported protocol ftp:',
    )
  })
})
