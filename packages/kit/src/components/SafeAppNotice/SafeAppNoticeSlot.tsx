import { useEffect, useState } from 'react'
import { loadOnce } from '../../loading/loadOnce'
import { useLoaded } from '../../loading/useLoaded'

// With the English strings the first render leaves out (withAllStrings), in the same promise.
const noticeCode = loadOnce(() =>
  Promise.all([import('./SafeAppNotice'), import('../../i18n/withAllStrings')]).then(
    ([m, { withAllStrings }]) => withAllStrings(m.SafeAppNotice),
  ),
)

const warn = (error: unknown) => console.warn('The Safe App notice could not be loaded', error)

/**
 * Loads the Safe App notice only in a frame, the one place a Safe host can be. Decided after
 * mount, so a server-rendered page hydrates the same markup inside a frame as outside. A chunk
 * that fails to load shows nothing (the notice is advice, not a step), and the next mount retries.
 */
export function SafeAppNoticeSlot() {
  const [framed, setFramed] = useState(false)
  useEffect(() => setFramed(window.parent !== window), [])
  const SafeAppNotice = useLoaded(noticeCode, { when: framed, onError: warn })
  if (!framed || !SafeAppNotice) return null
  return <SafeAppNotice />
}
