// Covers the one-line mount at module load during `next build`: Next.js imports every route module
// to collect its config, with NEXT_PHASE=phase-production-build, often without the runtime
// variables. A missing APP_ORIGIN is then deferred (the build succeeds, every use of the handler
// fails with the EnvError naming it); every other bad value still throws at once, outside the build
// phase nothing changes, and nothing connects to Redis or the network at module load.
import { type AddressInfo, createServer } from 'node:net'
import { AUTH_ROUTES } from '@gatehouse/siwe'
import { Redis } from 'ioredis'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AuthOptionError } from '../errors/AuthOptionError'
import { EnvError } from '../errors/EnvError'
import { createAuthHandler } from '../routes/createAuthHandler'
import { ORIGIN } from '../testing/authTestHarness'
import { fromEnv } from './fromEnv'

const BUILD = 'phase-production-build'
const MISSING = /^APP_ORIGIN: is required/
// By shape: a module imported after vi.resetModules() has its own copy of the EnvError class.
const missingOrigin = {
  name: 'EnvError',
  variable: 'APP_ORIGIN',
  message: expect.stringMatching(MISSING),
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** process.env as a Next.js process in `phase` sees it, without APP_ORIGIN unless given. */
function inPhase(phase: string | undefined, env: Record<string, string | undefined> = {}) {
  vi.stubEnv('NEXT_PHASE', phase)
  vi.stubEnv('APP_ORIGIN', undefined)
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  )
}

/** A TCP listener counting connections: a Redis URL pointing at it must not be dialled. */
async function connectionProbe() {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const counted = { connections: 0 }
  probe.on('connection', (socket) => {
    counted.connections++
    socket.destroy()
  })
  const url = `redis://127.0.0.1:${(probe.address() as AddressInfo).port}`
  return { url, counted, close: () => new Promise((resolve) => probe.close(resolve)) }
}

describe('the route module at `next build`', () => {
  test('behavior: importing it succeeds without APP_ORIGIN; a request then fails naming APP_ORIGIN', async () => {
    const probe = await connectionProbe()
    // ioredis dials only from connect() (the client is lazy): never called by the time the
    // handler is closed proves nothing was dialled, without waiting for what might come later.
    const connect = vi.spyOn(Redis.prototype, 'connect')
    inPhase(BUILD, { AUTH_STORE: 'redis', REDIS_URL: probe.url })
    const route = await import('../testing/nextRouteModule')
    expect(route.GET).toBe(route.POST)
    expect(route.GET.basePath).toBe('/api/auth')
    const error = await rejection(route.GET(new Request(`${ORIGIN}${AUTH_ROUTES.session}`)))
    expect(error).toMatchObject(missingOrigin)
    const post = new Request(`${ORIGIN}${AUTH_ROUTES.logout}`, { method: 'POST' })
    expect(await rejection(route.POST(post))).toBe(error)
    expect(await rejection(route.GET.getSession(new Headers()))).toBe(error)
    expect(() => route.GET.config).toThrowError(MISSING)
    await route.GET.close()
    expect(connect).not.toHaveBeenCalled()
    connect.mockRestore()
    expect(probe.counted.connections).toBe(0)
    await probe.close()
  })

  test('behavior: at run time (next start, next dev) the same module throws the same error at import', async () => {
    for (const phase of ['phase-production-server', 'phase-development-server', undefined]) {
      inPhase(phase)
      vi.resetModules()
      const error = await rejection(import('../testing/nextRouteModule'))
      expect(error, phase).toMatchObject(missingOrigin)
    }
  })

  test('behavior: with APP_ORIGIN, at build and at run time, it answers the auth routes', async () => {
    for (const phase of [BUILD, 'phase-production-server']) {
      inPhase(phase, { APP_ORIGIN: ORIGIN })
      vi.resetModules()
      const route = await import('../testing/nextRouteModule')
      const session = await route.GET(new Request(`${ORIGIN}${AUTH_ROUTES.session}`))
      expect(await session.json(), phase).toEqual({ authenticated: false })
      const logout = new Request(`${ORIGIN}${AUTH_ROUTES.logout}`, {
        method: 'POST',
        headers: { origin: ORIGIN },
      })
      expect((await route.POST(logout)).status, phase).toBe(204)
      expect(route.GET.config.appOrigin, phase).toBe(ORIGIN)
    }
  })
})

describe('fromEnv and createAuthHandler in the build phase', () => {
  test('behavior: fromEnv defers only a missing APP_ORIGIN: the rest is read and validated', () => {
    const options = fromEnv({ NEXT_PHASE: BUILD, NONCE_TTL_MS: '60000', AUTH_CHAIN_IDS: '10' })
    expect(options).toMatchObject({
      appOrigin: '',
      appHost: '',
      nonceTtlMs: 60_000,
      chainIds: [10],
      store: { kind: 'memory' },
    })
    // A blank APP_ORIGIN counts as unset, as everywhere.
    expect(fromEnv({ NEXT_PHASE: BUILD, APP_ORIGIN: '  ' }).appOrigin).toBe('')
  })

  test('error: every other bad value still throws at once during the build', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ APP_ORIGIN: 'ftp://app.example' }, /^APP_ORIGIN: /],
      [{ NONCE_TTL_MS: '5' }, /^NONCE_TTL_MS: /],
      [{ AUTH_STORE: 'disk' }, /^AUTH_STORE: /],
      [{ AUTH_STORE: 'redis' }, /^REDIS_URL: /],
      [{ AUTH_RPC_URL_1: 'http://rpc.example' }, /^AUTH_RPC_URL_1: /],
      [{ AUTH_CHAIN_IDS: '11155111' }, /^AUTH_CHAIN_IDS: /],
      [{ SIWE_STATEMENT: 'say "hi"' }, /^SIWE_STATEMENT: /],
    ]
    for (const [env, message] of cases) {
      expect(() => fromEnv({ NEXT_PHASE: BUILD, ...env }), message.source).toThrowError(message)
    }
  })

  test('error: createAuthHandler still checks every other option during the build', () => {
    inPhase(BUILD)
    const deferred = fromEnv({ NEXT_PHASE: BUILD })
    const cases: [object, string][] = [
      [{ basePath: 'api/auth' }, 'basePath'],
      [{ store: { kind: 'disk' } }, 'store'],
      [{ store: { kind: 'redis', url: 'http://h' } }, 'store.url'],
      [{ logger: 'yes' }, 'logger'],
      [{ statement: 'say "hi"' }, 'statement'],
      [{ nonceTtlMs: 5 }, 'nonceTtlMs'],
    ]
    for (const [bad, option] of cases) {
      const error = (() => {
        try {
          createAuthHandler({ ...deferred, ...bad } as never)
        } catch (caught) {
          return caught
        }
      })()
      expect(error, option).toBeInstanceOf(AuthOptionError)
      expect(error, option).toMatchObject({ option })
    }
  })

  test('behavior: spread options keep the deferral; an appOrigin given in code replaces it', async () => {
    inPhase(BUILD)
    const deferred = fromEnv()
    const spread = createAuthHandler({ ...deferred, statement: 'Sign in to Example.' })
    expect(await rejection(spread(new Request(`${ORIGIN}${AUTH_ROUTES.nonce}`)))).toMatchObject({
      variable: 'APP_ORIGIN',
    })
    const given = createAuthHandler({ ...deferred, appOrigin: ORIGIN })
    expect((await given(new Request(`${ORIGIN}${AUTH_ROUTES.nonce}`))).status).toBe(200)
  })

  test('error: options deferred at build, used to create a handler outside it, throw the EnvError', () => {
    const deferred = fromEnv({ NEXT_PHASE: BUILD })
    for (const phase of ['phase-production-server', undefined]) {
      inPhase(phase)
      expect(() => createAuthHandler(deferred), phase).toThrowError(EnvError)
      expect(() => createAuthHandler(deferred), phase).toThrowError(MISSING)
    }
  })
})
