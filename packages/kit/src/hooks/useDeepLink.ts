import { useEffect, useState } from 'react'

/** How long the page may stay visible after opening a wallet before the fallback shows. */
export const DEEP_LINK_FALLBACK_MS = 2_500

/**
 * Schemes a wallet link may never have: assigned to `location.href` they run script in the app's
 * own origin (`javascript:`, `vbscript:`) or show content the app did not write as if it had
 * (`data:`, `blob:`). A wallet's deep link comes from its listing or a WalletConnect URI, not
 * from the app, so it is checked (issue 24).
 */
export const REFUSED_DEEP_LINK_SCHEMES: ReadonlySet<string> = new Set([
  'javascript',
  'data',
  'vbscript',
  'blob',
])

/**
 * The scheme of `url` as a browser reads it: leading and trailing C0 controls and spaces dropped,
 * tabs and newlines removed anywhere (`java\tscript:` is `javascript:`), lower case. Undefined
 * without one.
 */
function schemeOf(url: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser's own stripping
  const cleaned = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase()
}

/** Whether `url` may be opened as a wallet link: it has a scheme, and not a refused one. */
export function isOpenableDeepLink(url: string): boolean {
  const scheme = schemeOf(url)
  return scheme !== undefined && !REFUSED_DEEP_LINK_SCHEMES.has(scheme)
}

/**
 * Opens a wallet link: a custom scheme in place, a universal (https) link in a new tab. A link
 * that is not openable (isOpenableDeepLink) is not followed: false.
 */
export function openDeepLink(url: string): boolean {
  if (!isOpenableDeepLink(url)) return false
  if (/^https?:/i.test(url.trim())) window.open(url, '_blank', 'noreferrer')
  else window.location.href = url
  return true
}

/**
 * Opens `url` once it exists and reports `failed` when the page never lost visibility within a
 * short time: the wallet app did not open, so the visitor needs store links or the QR instead.
 */
export function useDeepLink(url: string | undefined): { failed: boolean; reopen: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the effect on purpose (Open {wallet} tries the link again)
  useEffect(() => {
    if (!url) return
    setFailed(false)
    let left = false
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') left = true
    }
    // A refused link opens nothing: the visitor gets the fallback (store links, QR) at once.
    if (!openDeepLink(url)) {
      setFailed(true)
      return
    }
    document.addEventListener('visibilitychange', onVisibility)
    const timer = window.setTimeout(() => {
      if (!left && document.visibilityState === 'visible') setFailed(true)
    }, DEEP_LINK_FALLBACK_MS)
    return () => {
      window.clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [url, attempt])
  return { failed, reopen: () => setAttempt((n) => n + 1) }
}
