// Covers when this server turns sign-in on (issue 14.10): off with one start-up line naming
// APP_ORIGIN when nothing asks for it, a refusal naming APP_ORIGIN and the variables that asked
// for sign-in when one is set without it, and AUTH_TRUSTED_PROXIES read with the rest. The
// variables fromEnv reads are tested in packages/auth-server; main.test.ts runs the real start.

import { EnvError } from '@gatehouse/auth-server'
import { describe, expect, test } from 'vitest'
import { authStartupLine, parseAuthConfig, signInVariablesSet } from './authConfig'

const ORIGIN = 'https://app.example'

describe('parseAuthConfig without APP_ORIGIN', () => {
  test('behavior: off when no sign-in variable is set (REDIS_URL and ENABLE_TESTNETS do not count)', () => {
    expect(parseAuthConfig({})).toBeUndefined()
    expect(parseAuthConfig({ APP_ORIGIN: ' ', AUTH_STORE: '' })).toBeUndefined()
    expect(
      parseAuthConfig({ REDIS_URL: 'redis://127.0.0.1', ENABLE_TESTNETS: 'true', PORT: '3000' }),
    ).toBeUndefined()
  })

  test.each([
    [{ AUTH_STORE: 'redis' }, 'AUTH_STORE'],
    [{ SIWE_STATEMENT: 'Hello' }, 'SIWE_STATEMENT'],
    [{ AUTH_TRUSTED_PROXIES: '1' }, 'AUTH_TRUSTED_PROXIES'],
    [{ NONCE_TTL_MS: '60000' }, 'NONCE_TTL_MS'],
    [
      { SESSION_TTL_MS: '60000', AUTH_RPC_URL_1: 'https://rpc.example' },
      'AUTH_RPC_URL_1, SESSION_TTL_MS',
    ],
  ])('error: sign-in asked for with %j refuses to start, naming APP_ORIGIN', (env, named) => {
    const refusal = () => parseAuthConfig(env)
    expect(refusal).toThrowError(EnvError)
    expect(refusal).toThrowError(
      `APP_ORIGIN: is required when sign-in is configured (${named} set): the origin users sign in on, such as https://app.example.com; or unset those variables to run without sign-in`,
    )
  })

  test('behavior: the variables that ask for sign-in are the AUTH_* and SIWE_* ones and the two TTLs', () => {
    expect(
      signInVariablesSet({
        AUTH_CHAIN_IDS: '1',
        SIWE_STATEMENT: 'x',
        NONCE_TTL_MS: '60000',
        SESSION_TTL_MS: '',
        AUTHOR: 'me',
        REDIS_URL: 'redis://x',
        VITE_ENABLE_TESTNETS: 'true',
      }),
    ).toEqual(['AUTH_CHAIN_IDS', 'NONCE_TTL_MS', 'SIWE_STATEMENT'])
  })
})

describe('parseAuthConfig with APP_ORIGIN', () => {
  test('behavior: trusts no proxy by default and reads AUTH_TRUSTED_PROXIES', () => {
    expect(parseAuthConfig({ APP_ORIGIN: ORIGIN })?.trustedProxies).toBeUndefined()
    expect(
      parseAuthConfig({ APP_ORIGIN: ORIGIN, AUTH_TRUSTED_PROXIES: '10.0.0.1' })?.trustedProxies,
    ).toEqual({ kind: 'addresses', addresses: ['10.0.0.1'] })
  })

  test('error: a bad AUTH_TRUSTED_PROXIES names the variable', () => {
    expect(() => parseAuthConfig({ APP_ORIGIN: ORIGIN, AUTH_TRUSTED_PROXIES: 'yes' })).toThrowError(
      /^AUTH_TRUSTED_PROXIES: must be/,
    )
  })
})

describe('authStartupLine', () => {
  test('behavior: off, one line naming APP_ORIGIN', () => {
    expect(authStartupLine(undefined)).toBe(
      'Sign-In with Ethereum is off: APP_ORIGIN is not set (set it to the origin users sign in on, such as https://app.example.com, to serve /api/auth)',
    )
  })

  test('behavior: on, the origin, the store and how client addresses are found', () => {
    expect(authStartupLine(parseAuthConfig({ APP_ORIGIN: ORIGIN }))).toBe(
      'Sign-In with Ethereum enabled for https://app.example (memory store; client addresses from the socket; X-Forwarded-For ignored (AUTH_TRUSTED_PROXIES unset))',
    )
    expect(
      authStartupLine(parseAuthConfig({ APP_ORIGIN: ORIGIN, AUTH_TRUSTED_PROXIES: '2' })),
    ).toBe(
      'Sign-In with Ethereum enabled for https://app.example (memory store; client addresses from X-Forwarded-For behind 2 trusted proxy hops)',
    )
  })
})
