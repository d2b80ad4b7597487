// The wallets' deep-link device checks read the page's navigator through core/userAgent, so a
// wallet's link and the connect modal agree on the device (iPadOS counts as iOS for both).
import { afterEach, describe, expect, test, vi } from 'vitest'
import { isAndroid, isIOS, isMobile, isSafari } from './platform'

const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('platform', () => {
  test('behavior: iPadOS (a Mac user agent with touch) is iOS and mobile', () => {
    vi.stubGlobal('navigator', { userAgent: MAC_SAFARI, maxTouchPoints: 5 })
    expect([isIOS(), isMobile(), isAndroid(), isSafari()]).toEqual([true, true, false, true])
  })

  test('behavior: a Mac is a desktop', () => {
    vi.stubGlobal('navigator', { userAgent: MAC_SAFARI, maxTouchPoints: 0 })
    expect([isIOS(), isMobile()]).toEqual([false, false])
  })

  test('behavior: Android Chrome is mobile, not Safari', () => {
    vi.stubGlobal('navigator', { userAgent: ANDROID_CHROME, maxTouchPoints: 5 })
    expect([isAndroid(), isMobile(), isIOS(), isSafari()]).toEqual([true, true, false, false])
  })

  test('behavior: without a navigator (server rendering) a desktop, not Safari', () => {
    vi.stubGlobal('navigator', undefined)
    expect([isIOS(), isAndroid(), isMobile(), isSafari()]).toEqual([false, false, false, false])
  })
})
