// Covers the Safe wallet's configuration: where it counts as installed (an allowed Safe host's
// frame, never any frame), that allowed domains and the info timeout reach the connector from
// the wallet's options or the connector params, and that a host that never answers fails
// connecting with "Could not load Safe information" (§8) after the configured timeout.
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { CreateConnectorFn } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { InvalidSafeAllowedDomainError } from '../../../safe/facade'
import { DEFAULT_SAFE_ALLOWED_DOMAINS, isInsideSafeHost } from './isInsideSafeHost'
import { compileSafeAllowedDomains } from './safeAllowedDomains'
import { safeAppOf } from './safeAppAccess'
import { DEFAULT_SAFE_INFO_TIMEOUT_MS, safeWallet } from './safeWallet'

type ConnectorConfig = Parameters<CreateConnectorFn>[0]
const config = { chains: [mainnet], emitter: { emit: vi.fn() } } as unknown as ConnectorConfig
const params = { appName: 'Test', projectId: undefined }

const framedBy = (origin: string | undefined, referrer = '') =>
  ({
    parent: {},
    location: { ancestorOrigins: origin ? [origin] : [] },
    document: { referrer },
  }) as unknown as Window

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('isInsideSafeHost', () => {
  test('behavior: only a frame whose parent origin is allowed', () => {
    const top = { location: {}, document: { referrer: '' } } as unknown as Window
    ;(top as unknown as { parent: Window }).parent = top
    expect(isInsideSafeHost(undefined, top)).toBe(false)
    expect(isInsideSafeHost(undefined, framedBy('https://app.safe.global'))).toBe(true)
    expect(isInsideSafeHost(undefined, framedBy('https://evil.example'))).toBe(false)
    expect(
      isInsideSafeHost([/^http:\/\/127\.0\.0\.1:4240$/], framedBy('http://127.0.0.1:4240')),
    ).toBe(true)
    // Firefox has no ancestorOrigins: the referrer names the parent.
    expect(
      isInsideSafeHost(undefined, framedBy(undefined, 'https://app.safe.global/apps/open?x=1')),
    ).toBe(true)
    expect(isInsideSafeHost(undefined, framedBy(undefined, ''))).toBe(false)
  })
})

describe('safeWallet', () => {
  test('behavior: installed follows the allowed domains from the params', () => {
    vi.stubGlobal('window', framedBy('http://127.0.0.1:4240'))
    const wallet = safeWallet()
    expect(wallet.installed).toBe(false)
    wallet.createConnector({ ...params, safeAllowedDomains: [/^http:\/\/127\.0\.0\.1:4240$/] })
    expect(wallet.installed).toBe(true)
  })

  test('behavior: the info timeout defaults to 3000 ms, and options beat params', () => {
    expect(DEFAULT_SAFE_INFO_TIMEOUT_MS).toBe(3_000)
    const fromDefault = safeWallet().createConnector(params)?.(config)
    expect(safeAppOf(fromDefault)?.infoTimeoutMs).toBe(DEFAULT_SAFE_INFO_TIMEOUT_MS)
    const fromParams = safeWallet().createConnector({ ...params, safeInfoTimeoutMs: 3000 })?.(
      config,
    )
    expect(safeAppOf(fromParams)?.infoTimeoutMs).toBe(3000)
    const fromOptions = safeWallet({ infoTimeoutMs: 50 }).createConnector({
      ...params,
      safeInfoTimeoutMs: 3000,
    })?.(config)
    expect(safeAppOf(fromOptions)?.infoTimeoutMs).toBe(50)
  })

  test('error: a host that never answers gives "Could not load Safe information"', async () => {
    // A frame whose parent swallows every message: the SDK's getInfo never resolves.
    const listeners: unknown[] = []
    let asked!: () => void
    const askedHost = new Promise<void>((resolve) => {
      asked = resolve
    })
    const parent = { postMessage: vi.fn(() => asked()) }
    vi.stubGlobal('window', {
      parent,
      location: { ancestorOrigins: ['https://app.safe.global'] },
      document: { referrer: '' },
      crypto: globalThis.crypto,
      addEventListener: (_: string, listener: unknown) => listeners.push(listener),
      removeEventListener: vi.fn(),
    })
    // Fake timers: the configured wait is read off the fake clock, not off how long it took.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const connector = safeWallet({ infoTimeoutMs: 30 }).createConnector(params)?.(config)
      const attempt = connector?.connect()
      attempt?.catch(() => {}) // asserted below, once the wait is over
      // It did ask the host, and the wait for the answer was started with that request. (Awaited
      // as an event: vi.waitFor would advance the fake clock while it polls.)
      await askedHost
      expect(parent.postMessage).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'getSafeInfo' }),
        '*',
      )
      expect(vi.getTimerCount()).toBe(1)
      // Still waiting 1 ms before the configured 30 ms (not wagmi's default 10 ms)…
      vi.advanceTimersByTime(29)
      expect(vi.getTimerCount()).toBe(1)
      // …and given up at 30 ms: the failure is that timeout, not a broken request.
      vi.advanceTimersByTime(1)
      expect(vi.getTimerCount()).toBe(0)
      await expect(attempt).rejects.toMatchObject({
        name: 'SafeInfoUnavailableError',
        message: 'Could not load Safe information',
      })
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('safeWallet outside a frame', () => {
  test('behavior: reconnect finds no provider and loads no connector code', async () => {
    const load = vi.fn()
    vi.doMock('./safeConnector', () => {
      load()
      return {}
    })
    const connector = safeWallet().createConnector(params)?.(config)
    expect(await connector?.getProvider()).toBeUndefined()
    expect(await connector?.isAuthorized()).toBe(false)
    expect(load).not.toHaveBeenCalled()
    vi.doUnmock('./safeConnector')
  })
})

describe('allowed Safe hosts (issue 24)', () => {
  test('behavior: origin strings compile to anchored patterns; lookalike hosts are not allowed', () => {
    const [pattern] = compileSafeAllowedDomains(['https://app.safe.global'])
    expect(pattern?.test('https://app.safe.global')).toBe(true)
    for (const lookalike of [
      'https://app.safe.global.evil.example',
      'https://evil.example/https://app.safe.global',
      'https://appXsafe.global',
    ]) {
      expect(pattern?.test(lookalike), lookalike).toBe(false)
    }
    vi.stubGlobal('window', framedBy('https://app.safe.global.evil.example'))
    const wallet = safeWallet({ allowedDomains: ['https://app.safe.global'] })
    expect(wallet.installed).toBe(false)
  })

  test('error: an unanchored RegExp or a non-origin string throws InvalidSafeAllowedDomainError', () => {
    const bad: (string | RegExp)[] = [
      /app.safe.global/,
      /^https:\/\/app\.safe\.global/,
      /https:\/\/app\.safe\.global$/,
      /^https:\/\/a\.example$|https:\/\/b\.example/,
      /^https:\/\/app\.safe\.global\$/,
      /^https:\/\/app\.safe\.global$/m,
      'app.safe.global',
      'https://app.safe.global/',
      'https://app.safe.global/apps',
    ]
    for (const domain of bad) {
      expect(() => safeWallet({ allowedDomains: [domain] }), String(domain)).toThrow(
        InvalidSafeAllowedDomainError,
      )
      expect(
        () => safeWallet().createConnector({ ...params, safeAllowedDomains: [domain] }),
        String(domain),
      ).toThrow(InvalidSafeAllowedDomainError)
    }
    // Anchored ones are kept, a group's alternation included.
    expect(() =>
      safeWallet({
        allowedDomains: [/^https:\/\/(a|b)\.example$/, /^http:\/\/127\.0\.0\.1:4240$/],
      }),
    ).not.toThrow()
  })

  test('behavior: the defaults are Safe{Wallet}’s production origin only', () => {
    expect(DEFAULT_SAFE_ALLOWED_DOMAINS.map(String)).toEqual([
      '/^https:\\/\\/app\\.safe\\.global$/',
    ])
    expect(isInsideSafeHost(undefined, framedBy('https://safe-wallet-web.dev.5afe.dev'))).toBe(
      false,
    )
  })

  test('error: framed by a page that is not an allowed host, getProvider answers nothing', async () => {
    const load = vi.fn()
    vi.doMock('./safeConnector', () => {
      load()
      return {}
    })
    vi.stubGlobal('window', framedBy('https://evil.example'))
    const connector = safeWallet().createConnector(params)?.(config)
    expect(await connector?.getProvider()).toBeUndefined()
    expect(await connector?.isAuthorized()).toBe(false)
    expect(load).not.toHaveBeenCalled()
    vi.doUnmock('./safeConnector')
  })
})
