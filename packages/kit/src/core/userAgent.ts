export type Browser = 'chrome' | 'edge' | 'firefox' | 'opera' | 'safari' | 'brave'
export type OperatingSystem = 'ios' | 'android' | 'desktop'

/** Best-effort browser family from a user-agent string (for the right extension store link). */
export function browserFromUserAgent(ua: string, isBrave = false): Browser | undefined {
  if (isBrave) return 'brave'
  if (/Edg\//.test(ua)) return 'edge'
  if (/OPR\/|Opera/.test(ua)) return 'opera'
  if (/Firefox\//.test(ua)) return 'firefox'
  if (/Chrome\/|Chromium\//.test(ua)) return 'chrome'
  if (/Safari\//.test(ua)) return 'safari'
  return undefined
}

/**
 * The device's system from its user-agent string. iPadOS reports itself as a Mac; a touch screen
 * (`navigator.maxTouchPoints` > 1, which no Mac has) tells them apart, when the caller passes it.
 */
export function osFromUserAgent(ua: string, maxTouchPoints = 0): OperatingSystem {
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1)) return 'ios'
  if (/Android/i.test(ua)) return 'android'
  return 'desktop'
}
