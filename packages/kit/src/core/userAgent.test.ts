// The device and browser rules the connect modal and the wallets' deep links share: iPadOS (a
// Mac user agent with a touch screen) is iOS, a Mac is a desktop, and the browser family picks the
// right extension store.
import { describe, expect, test } from 'vitest'
import { browserFromUserAgent, osFromUserAgent } from './userAgent'

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
}

describe('osFromUserAgent', () => {
  test.each([
    [UA.iPhone, 0, 'ios'],
    [UA.mac, 5, 'ios'], // iPadOS: a Mac user agent on a touch screen
    [UA.mac, 0, 'desktop'],
    [UA.android, 5, 'android'],
    [UA.edge, 0, 'desktop'],
  ] as const)('behavior: %s with %d touch points → %s', (ua, touchPoints, os) => {
    expect(osFromUserAgent(ua, touchPoints)).toBe(os)
  })

  test('behavior: without touch points a Mac user agent is a desktop', () => {
    expect(osFromUserAgent(UA.mac)).toBe('desktop')
  })
})

describe('browserFromUserAgent', () => {
  test.each([
    [UA.mac, 'safari'],
    [UA.android, 'chrome'],
    [UA.edge, 'edge'],
    [UA.firefox, 'firefox'],
  ] as const)('behavior: %s → %s', (ua, browser) => {
    expect(browserFromUserAgent(ua)).toBe(browser)
  })
})
