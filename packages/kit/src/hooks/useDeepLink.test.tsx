// @vitest-environment jsdom
// The failed-deep-link fallback: the page still visible after the wallet link was opened means
// the app did not open. window.open is stubbed (jsdom cannot open apps).
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEEP_LINK_FALLBACK_MS, useDeepLink } from './useDeepLink'

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
