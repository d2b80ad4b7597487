// The public API, listed: adding or removing an export is a deliberate change to this list. Also
// guards the package's boundaries: no source file imports React, the kit or the app.
import { expect, test } from 'vitest'
import * as authServer from './index'

test('behavior: @gatehouse/auth-server exports exactly these names', () => {
  expect(Object.keys(authServer).sort()).toEqual([
    'AuthOptionError',
    'AuthUnavailableError',
    'BaseError',
    'DEFAULT_AUTH_BASE_PATH',
    'EnvError',
    'createAuthHandler',
    'createCspNonce',
    'createJsonLogger',
    'createMemoryStore',
    'createRedisStore',
    'fromEnv',
    'proxyClientIp',
    'requestLog',
    'securityHeaders',
    'silentLogger',
  ])
})

test('behavior: the default base path is where the client adapter looks (AUTH_ROUTES)', async () => {
  const { AUTH_ROUTES } = await import('@gatehouse/siwe')
  for (const [name, path] of Object.entries(AUTH_ROUTES)) {
    expect(path).toBe(`${authServer.DEFAULT_AUTH_BASE_PATH}/${name}`)
  }
})

test('behavior: source files import neither React, the kit nor the server app', () => {
  const sources = import.meta.glob<string>(['../**/*.ts', '!../**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  })
  expect(Object.keys(sources).length).toBeGreaterThan(20)
  for (const [file, text] of Object.entries(sources)) {
    expect(text, file).not.toMatch(/from ['"](react|@gatehouse\/kit|@gatehouse\/server)/)
    expect(text, file).not.toMatch(/from ['"]\.\.\/\.\.\/\.\.\//)
  }
})
