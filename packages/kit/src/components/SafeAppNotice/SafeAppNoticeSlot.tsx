import { lazy, Suspense, useEffect, useState } from 'react'

// With the English strings the first render leaves out (withAllStrings), in the same promise.
const SafeAppNotice = lazy(() =>
  Promise.all([import('./SafeAppNotice'), import('../../i18n/withAllStrings')]).then(
    ([m, { withAllStrings }]) => ({ default: withAllStrings(m.SafeAppNotice) }),
  ),
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
