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

export function osFromUserAgent(ua: string): OperatingSystem {
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios'
  if (/Android/.test(ua)) return 'android'
  return 'desktop'
}
