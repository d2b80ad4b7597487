// @vitest-environment jsdom
// The failed-deep-link fallback: the page still visible after the wallet link was opened means
// the app did not open. window.open is stubbed (jsdom cannot open apps).
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEEP_LINK_FALLBACK_MS, isOpenableDeepLink, openDeepLink, useDeepLink } from './useDeepLink'

let result: ReturnType<typeof useDeepLink> | undefined
function Probe({ url }: { url: string | undefined }) {
  result = useDeepLink(url)
  return null
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('open', vi.fn())
  setVisibility('visible')
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useDeepLink', () => {
  it('opens the link and reports a failure when the page never lost visibility', () => {
    render(<Probe url="https://example.test/wc?uri=abc" />)
    expect(window.open).toHaveBeenCalledWith(
      'https://example.test/wc?uri=abc',
      '_blank',
      'noreferrer',
    )
    act(() => vi.advanceTimersByTime(DEEP_LINK_FALLBACK_MS))
    expect(result?.failed).toBe(true)
  })

  it('reports no failure when the wallet took the foreground', () => {
    render(<Probe url="https://example.test/wc?uri=abc" />)
    act(() => setVisibility('hidden'))
    act(() => vi.advanceTimersByTime(DEEP_LINK_FALLBACK_MS))
    expect(result?.failed).toBe(false)
  })

  it('does nothing before the pairing URI exists, and tries again on reopen', () => {
    const { rerender } = render(<Probe url={undefined} />)
    expect(window.open).not.toHaveBeenCalled()
    rerender(<Probe url="https://example.test/wc?uri=abc" />)
    act(() => result?.reopen())
    expect(window.open).toHaveBeenCalledTimes(2)
  })
})

describe('refused deep links (issue 24)', () => {
  const refused = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://app.example/1234',
    '/relative/path',
    '',
  ]

  it('never assigns javascript:, data:, vbscript: or blob: (or a link without a scheme)', () => {
    const href = vi.fn()
    vi.stubGlobal('location', {
      set href(value: string) {
        href(value)
      },
    })
    for (const url of refused) {
      expect(isOpenableDeepLink(url), url).toBe(false)
      expect(openDeepLink(url), url).toBe(false)
    }
    expect(href).not.toHaveBeenCalled()
    expect(window.open).not.toHaveBeenCalled()
  })

  it('opens wallet schemes and universal links', () => {
    const href = vi.fn()
    vi.stubGlobal('location', {
      set href(value: string) {
        href(value)
      },
    })
    expect(openDeepLink('metamask://wc?uri=abc')).toBe(true)
    expect(href).toHaveBeenCalledWith('metamask://wc?uri=abc')
    expect(openDeepLink('https://metamask.app.link/wc?uri=abc')).toBe(true)
    expect(window.open).toHaveBeenCalledTimes(1)
  })

  it('shows the fallback at once for a refused link', () => {
    render(<Probe url="javascript:alert(1)" />)
    expect(result?.failed).toBe(true)
    expect(window.open).not.toHaveBeenCalled()
  })
})
