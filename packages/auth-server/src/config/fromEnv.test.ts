// Covers auth configuration from the environment: defaults, each variable's validation (the
// error names it), testnets, and the insecure local cookie flag refused for any other origin.
import { NONCE_TTL_MS } from '@gatehouse/siwe'
import { describe, expect, test } from 'vitest'
import { EnvError } from '../errors/EnvError'
import { fromEnv } from './fromEnv'

const ORIGIN = 'https://app.example'

describe('fromEnv', () => {
  test('error: APP_ORIGIN is required (a blank one counts as unset)', () => {
    for (const source of [{}, { APP_ORIGIN: '  ', SIWE_STATEMENT: 'x' }]) {
      expect(() => fromEnv(source)).toThrowError(EnvError)
      expect(() => fromEnv(source)).toThrowError(/^APP_ORIGIN: is required/)
    }
  })

  test('behavior: reads process.env by default', () => {
    const saved = process.env.APP_ORIGIN
    process.env.APP_ORIGIN = 'https://from-process.example'
    try {
      expect(fromEnv().appOrigin).toBe('https://from-process.example')
    } finally {
      if (saved === undefined) delete process.env.APP_ORIGIN
      else process.env.APP_ORIGIN = saved
    }
  })

  test('behavior: AUTH_STORE and REDIS_URL choose the store to build', () => {
    expect(
      fromEnv({ APP_ORIGIN: ORIGIN, AUTH_STORE: 'redis', REDIS_URL: 'redis://h:6379' }).store,
    ).toEqual({
      kind: 'redis',
      url: 'redis://h:6379',
    })
    expect(() => fromEnv({ APP_ORIGIN: ORIGIN, AUTH_STORE: 'redis' })).toThrowError(/^REDIS_URL: /)
    expect(() => fromEnv({ APP_ORIGIN: ORIGIN, AUTH_STORE: 'disk' })).toThrowError(/^AUTH_STORE: /)
  })

  test('behavior: REDIS_URL alone keeps the memory store; the README line makes it choose Redis', () => {
    const url = 'redis://h:6379'
    const withUrl = { APP_ORIGIN: ORIGIN, REDIS_URL: url }
    // apps/server documents AUTH_STORE as defaulting to memory, REDIS_URL or not.
    expect(fromEnv(withUrl).store).toEqual({ kind: 'memory' })
    // The README's line for "Redis when REDIS_URL is set, AUTH_STORE still decides when given".
    const redisWhenUrl = (env: Record<string, string | undefined>) =>
      fromEnv({
        ...env,
        AUTH_STORE: env.AUTH_STORE?.trim() || (env.REDIS_URL?.trim() ? 'redis' : 'memory'),
      })
    expect(redisWhenUrl(withUrl).store).toEqual({ kind: 'redis', url })
    expect(redisWhenUrl({ ...withUrl, AUTH_STORE: ' ' }).store).toEqual({ kind: 'redis', url })
    expect(redisWhenUrl({ ...withUrl, AUTH_STORE: 'memory' }).store).toEqual({ kind: 'memory' })
    expect(redisWhenUrl({ APP_ORIGIN: ORIGIN, REDIS_URL: ' ' }).store).toEqual({ kind: 'memory' })
    expect(redisWhenUrl({ APP_ORIGIN: ORIGIN }).store).toEqual({ kind: 'memory' })
    expect(() => redisWhenUrl({ ...withUrl, AUTH_STORE: 'disk' })).toThrowError(/^AUTH_STORE: /)
    expect(() => redisWhenUrl({ APP_ORIGIN: ORIGIN, REDIS_URL: 'http://h' })).toThrowError(
      /^REDIS_URL: /,
    )
    // During next build it keeps NEXT_PHASE, so a missing APP_ORIGIN is still deferred.
    const building = { NEXT_PHASE: 'phase-production-build', REDIS_URL: url }
    expect(redisWhenUrl(building)).toMatchObject({ appOrigin: '', store: { kind: 'redis', url } })
  })

  test('behavior: defaults', () => {
    expect(fromEnv({ APP_ORIGIN: ORIGIN })).toEqual({
      appOrigin: ORIGIN,
      appHost: 'app.example',
      statement: 'Sign in to the Gatehouse demo.',
      chainIds: [1, 137, 10, 42161, 7777777],
      nonceTtlMs: NONCE_TTL_MS,
      sessionTtlMs: 86_400_000,
      contractSessionTtlMs: 3_600_000,
      clockSkewMs: 300_000,
      insecureLocalCookie: false,
      maxOutstandingNonces: 100_000,
      maxSessions: 100_000,
      rateLimits: {
        nonceIp: { points: 30, durationS: 60 },
        nonceSession: { points: 10, durationS: 60 },
        verifyIp: { points: 20, durationS: 60 },
        verifySession: { points: 10, durationS: 60 },
        nonceGlobal: { points: 120, durationS: 60 },
        verifyGlobal: { points: 60, durationS: 60 },
        contractIp: { points: 5, durationS: 60 },
      },
      rpcUrls: {},
      rpcTimeoutMs: 2_000,
      rpcDeadlineMs: 5_000,
      store: { kind: 'memory' },
    })
  })

  test('behavior: AUTH_RPC_URL_<chainId> for the sign-in chains, and the RPC timeouts', () => {
    const config = fromEnv({
      APP_ORIGIN: ORIGIN,
      AUTH_CHAIN_IDS: '1,10,137',
      AUTH_RPC_URL_1: ' https://eth.example/v2/key ',
      AUTH_RPC_URL_10: 'http://127.0.0.1:8545',
      AUTH_RPC_URL_137: '',
      // Not a sign-in chain: unused.
      AUTH_RPC_URL_42161: 'https://arb.example',
      AUTH_RPC_TIMEOUT_MS: '500',
      AUTH_RPC_DEADLINE_MS: '1500',
    })
    expect(config).toMatchObject({
      rpcUrls: { 1: 'https://eth.example/v2/key', 10: 'http://127.0.0.1:8545' },
      rpcTimeoutMs: 500,
      rpcDeadlineMs: 1_500,
    })
    expect(Object.keys(config.rpcUrls)).toEqual(['1', '10'])
    for (const url of ['http://localhost:8545', 'http://[::1]:8545']) {
      expect(fromEnv({ APP_ORIGIN: ORIGIN, AUTH_RPC_URL_1: url }).rpcUrls).toEqual({
        1: url,
      })
    }
  })

  test('behavior: reads every variable; the origin is normalised', () => {
    const config = fromEnv({
      APP_ORIGIN: 'https://App.Example:8443/',
      SIWE_STATEMENT: ' Sign in please. ',
      AUTH_CHAIN_IDS: '10, 1,10',
      NONCE_TTL_MS: '60000',
      SESSION_TTL_MS: '3600000',
      AUTH_CLOCK_SKEW_MS: '0',
      AUTH_MAX_OUTSTANDING_NONCES: '7',
      AUTH_MAX_SESSIONS: '9',
      AUTH_RATE_NONCE_PER_IP: '1/2',
      AUTH_RATE_NONCE_PER_SESSION: '3/4',
      AUTH_RATE_VERIFY_PER_IP: '5/6',
      AUTH_RATE_VERIFY_PER_SESSION: '7/8',
      AUTH_RATE_NONCE_GLOBAL: '9/10',
      AUTH_RATE_VERIFY_GLOBAL: '11/12',
      AUTH_RATE_CONTRACT_PER_IP: '13/14',
      AUTH_CONTRACT_SESSION_TTL_MS: '600000',
    })
    expect(config).toMatchObject({
      appOrigin: 'https://app.example:8443',
      appHost: 'app.example:8443',
      statement: 'Sign in please.',
      chainIds: [10, 1],
      nonceTtlMs: 60_000,
      sessionTtlMs: 3_600_000,
      clockSkewMs: 0,
      maxOutstandingNonces: 7,
      maxSessions: 9,
      rateLimits: {
        nonceIp: { points: 1, durationS: 2 },
        nonceSession: { points: 3, durationS: 4 },
        verifyIp: { points: 5, durationS: 6 },
        verifySession: { points: 7, durationS: 8 },
        nonceGlobal: { points: 9, durationS: 10 },
        verifyGlobal: { points: 11, durationS: 12 },
        contractIp: { points: 13, durationS: 14 },
      },
      contractSessionTtlMs: 600_000,
    })
  })

  test('behavior: Sepolia joins the default chains only with testnets enabled', () => {
    for (const flag of ['ENABLE_TESTNETS', 'VITE_ENABLE_TESTNETS']) {
      expect(fromEnv({ APP_ORIGIN: ORIGIN, [flag]: 'true' }).chainIds).toEqual([
        1, 137, 10, 42161, 7777777, 11155111,
      ])
    }
    const explicit = { APP_ORIGIN: ORIGIN, AUTH_CHAIN_IDS: '11155111', ENABLE_TESTNETS: 'true' }
    expect(fromEnv(explicit).chainIds).toEqual([11155111])
  })

  test('behavior: the insecure cookie flag is accepted for loopback http origins', () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:5173', 'http://localhost']) {
      const config = fromEnv({ APP_ORIGIN: origin, AUTH_INSECURE_LOCAL_COOKIE: 'true' })
      expect(config.insecureLocalCookie, origin).toBe(true)
    }
  })

  const invalid: [string, string, RegExp][] = [
    ['APP_ORIGIN', 'app.example', /^APP_ORIGIN: must be an origin/],
    ['APP_ORIGIN', 'https://app.example/path', /^APP_ORIGIN: must be an origin only/],
    ['APP_ORIGIN', 'https://user:pw@app.example', /^APP_ORIGIN: must be an origin only/],
    ['APP_ORIGIN', 'https://app.example?x=1', /^APP_ORIGIN: must be an origin only/],
    ['APP_ORIGIN', 'http://app.example', /^APP_ORIGIN: must be https/],
    ['APP_ORIGIN', 'ftp://app.example', /^APP_ORIGIN: must be/],
    ['SIWE_STATEMENT', 'two\nlines', /^SIWE_STATEMENT: must be one line of printable ASCII/],
    ['SIWE_STATEMENT', 'café', /^SIWE_STATEMENT: must be one line/],
    ['AUTH_CHAIN_IDS', '1,,2', /^AUTH_CHAIN_IDS: must be comma-separated/],
    ['AUTH_CHAIN_IDS', '0', /^AUTH_CHAIN_IDS: must be comma-separated/],
    ['AUTH_CHAIN_IDS', 'mainnet', /^AUTH_CHAIN_IDS: must be comma-separated/],
    ['AUTH_CHAIN_IDS', '1,11155111', /^AUTH_CHAIN_IDS: lists the testnet 11155111/],
    ['ENABLE_TESTNETS', 'yes', /^ENABLE_TESTNETS: must be "true" or "false"/],
    ['VITE_ENABLE_TESTNETS', '1', /^VITE_ENABLE_TESTNETS: must be "true" or "false"/],
    ['AUTH_INSECURE_LOCAL_COOKIE', 'on', /^AUTH_INSECURE_LOCAL_COOKIE: must be "true"/],
    ['NONCE_TTL_MS', '5s', /^NONCE_TTL_MS: must be an integer from 10000 to 3600000 ms/],
    ['NONCE_TTL_MS', '999', /^NONCE_TTL_MS: must be an integer/],
    ['SESSION_TTL_MS', '-1', /^SESSION_TTL_MS: must be an integer/],
    ['SESSION_TTL_MS', '99999999999', /^SESSION_TTL_MS: must be an integer/],
    ['AUTH_CLOCK_SKEW_MS', '1.5', /^AUTH_CLOCK_SKEW_MS: must be an integer/],
    ['AUTH_MAX_OUTSTANDING_NONCES', '0', /^AUTH_MAX_OUTSTANDING_NONCES: must be an integer/],
    ['AUTH_MAX_SESSIONS', 'many', /^AUTH_MAX_SESSIONS: must be an integer/],
    ['AUTH_RATE_NONCE_PER_IP', '30', /^AUTH_RATE_NONCE_PER_IP: must be "points\/seconds"/],
    ['AUTH_RATE_NONCE_PER_SESSION', '0/60', /^AUTH_RATE_NONCE_PER_SESSION: must be/],
    ['AUTH_RATE_VERIFY_PER_IP', '10/0', /^AUTH_RATE_VERIFY_PER_IP: must be/],
    ['AUTH_RATE_VERIFY_PER_SESSION', 'a/b', /^AUTH_RATE_VERIFY_PER_SESSION: must be/],
    ['AUTH_RPC_URL_1', 'eth.example', /^AUTH_RPC_URL_1: must be an https:\/\/ JSON-RPC URL/],
    ['AUTH_RPC_URL_1', 'http://rpc.example', /^AUTH_RPC_URL_1: must be an https:/],
    ['AUTH_RPC_URL_1', 'wss://rpc.example', /^AUTH_RPC_URL_1: must be an https:/],
    ['AUTH_RPC_URL_01', 'https://rpc.example', /^AUTH_RPC_URL_01: must end in a chain id/],
    ['AUTH_RPC_URL_MAINNET', 'https://rpc.example', /^AUTH_RPC_URL_MAINNET: must end in/],
    ['AUTH_RPC_TIMEOUT_MS', '50', /^AUTH_RPC_TIMEOUT_MS: must be an integer from 100 to 30000/],
    ['AUTH_RPC_DEADLINE_MS', 'soon', /^AUTH_RPC_DEADLINE_MS: must be an integer/],
  ]

  test.each(invalid)('error: %s=%j names the variable', (variable, value, message) => {
    const source = { APP_ORIGIN: ORIGIN, [variable]: value }
    expect(() => fromEnv(source)).toThrowError(EnvError)
    expect(() => fromEnv(source)).toThrowError(message)
  })

  test('error: a bad RPC URL is named but never echoed (it may hold an API key)', () => {
    const source = { APP_ORIGIN: ORIGIN, AUTH_RPC_URL_1: 'http://rpc.example/secret-key' }
    expect(() => fromEnv(source)).toThrowError(/^AUTH_RPC_URL_1: /)
    expect(() => fromEnv(source)).not.toThrowError(/secret-key/)
  })

  test('error: the insecure cookie flag is refused for any origin but loopback http', () => {
    for (const origin of ['https://app.example', 'https://localhost:3000', 'https://127.0.0.1']) {
      const source = { APP_ORIGIN: origin, AUTH_INSECURE_LOCAL_COOKIE: 'true' }
      expect(() => fromEnv(source), origin).toThrowError(
        /^AUTH_INSECURE_LOCAL_COOKIE: allowed only when APP_ORIGIN is http:\/\/localhost:PORT or http:\/\/127\.0\.0\.1:PORT/,
      )
    }
    // A bad origin is reported as the origin's problem, not the flag's.
    expect(() =>
      fromEnv({ APP_ORIGIN: 'http://example.com', AUTH_INSECURE_LOCAL_COOKIE: 'true' }),
    ).toThrowError(/^APP_ORIGIN: /)
  })
})
