/**
 * Safe{Wallet}'s production origin: without a configured list, only it counts as a Safe host, so
 * an app framed by any other page (an embed, a preview) does not offer a Safe it cannot reach.
 * Safe's development deployment (safe-wallet-web.dev.5afe.dev) is not a default (issue 24): its
 * builds are not Safe's releases; list it yourself to test there.
 */
export const DEFAULT_SAFE_ALLOWED_DOMAINS: readonly RegExp[] = [/^https:\/\/app\.safe\.global$/]

/** The origin of the page framing this one, when the browser tells (ancestorOrigins or referrer). */
function parentOrigin(win: Window): string | undefined {
  const ancestors = win.location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0]
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

/** In a frame whose parent is an allowed Safe host: where the Safe App SDK can be answered. */
export function isInsideSafeHost(
  allowedDomains: readonly RegExp[] = DEFAULT_SAFE_ALLOWED_DOMAINS,
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): boolean {
  if (!win || win.parent === win) return false
  const origin = parentOrigin(win)
  return origin !== undefined && allowedDomains.some((domain) => domain.test(origin))
}
