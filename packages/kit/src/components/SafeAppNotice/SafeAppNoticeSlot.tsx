import { lazy, Suspense } from 'react'

const SafeAppNotice = lazy(() =>
  import('./SafeAppNotice').then((m) => ({ default: m.SafeAppNotice })),
)

/** Loads the Safe App notice only in a frame, the one place a Safe host can be. */
export function SafeAppNoticeSlot() {
  if (typeof window === 'undefined' || window.parent === window) return null
  return (
    <Suspense fallback={null}>
      <SafeAppNotice />
    </Suspense>
  )
}
