import { lazy, Suspense, useEffect, useState } from 'react'

const SafeAppNotice = lazy(() =>
  import('./SafeAppNotice').then((m) => ({ default: m.SafeAppNotice })),
)

/**
 * Loads the Safe App notice only in a frame, the one place a Safe host can be. Decided after
 * mount, so a server-rendered page hydrates the same markup inside a frame as outside.
 */
export function SafeAppNoticeSlot() {
  const [framed, setFramed] = useState(false)
  useEffect(() => setFramed(window.parent !== window), [])
  if (!framed) return null
  return (
    <Suspense fallback={null}>
      <SafeAppNotice />
    </Suspense>
  )
}
