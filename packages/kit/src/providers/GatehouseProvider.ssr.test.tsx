// Server-side rendering (issue 7): the kit imports and renders where there is no window, document,
// navigator or storage (this file runs in Vitest's plain Node environment).
import { describe, expect, test } from 'vitest'

describe('server-side rendering', () => {
  test('behavior: the kit imports and renders to a string without a browser', async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof localStorage).toBe('undefined')
    const { renderToString } = await import('react-dom/server')
    const { createSsrConfig, SsrPage } = await import('../test/ssrPage')
    const html = renderToString(<SsrPage config={createSsrConfig()} />)
    expect(html).toContain('<header>')
    expect(html).toMatch(/<button[^>]*>[^<]*Connect Wallet/)
    // the theme is plain CSS in the markup: the dark half follows prefers-color-scheme, no script
    expect(html).toMatch(/<style[^>]*>[^<]*--gh-colors-accent-color/)
    expect(html).toContain('prefers-color-scheme: dark')
  })

  test('behavior: a connection restored from the cookie renders the account, not Connect Wallet', async () => {
    const { renderToString } = await import('react-dom/server')
    const { cookieToInitialState } = await import('wagmi')
    const { restoredCookie } = await import('../test/restoredCookie')
    const { createSsrConfig, SsrPage } = await import('../test/ssrPage')
    const config = createSsrConfig()
    const initialState = cookieToInitialState(config, restoredCookie)
    expect(initialState?.current).toBe('uid-1')
    const html = renderToString(<SsrPage config={config} initialState={initialState} />)
    expect(html).not.toContain('Connect Wallet')
    expect(html).toMatch(/aria-label="Account 0xf39F[^"]*"/)
  })
})
