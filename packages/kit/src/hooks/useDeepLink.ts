import { useEffect, useState } from 'react'

/** How long the page may stay visible after opening a wallet before the fallback shows. */
export const DEEP_LINK_FALLBACK_MS = 2_500

/** Opens a wallet link: a custom scheme in place, a universal (https) link in a new tab. */
export function openDeepLink(url: string): void {
  if (/^https?:/i.test(url)) window.open(url, '_blank', 'noreferrer')
  else window.location.href = url
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
    document.addEventListener('visibilitychange', onVisibility)
    openDeepLink(url)
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
