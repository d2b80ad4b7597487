import { resolveLocale, type SupportedLocale } from '@gatehouse/kit'
import { useEffect, useMemo, useState } from 'react'
import { loadDemoCatalogue } from './loadDemoCatalogue'
import { createDemoTranslate, type DemoCatalogue, type DemoTranslate, enDemoCatalogue } from './t'

const loaded = new Map<SupportedLocale, DemoCatalogue>([['en', enDemoCatalogue]])

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])

/**
 * The demo's language: the one chosen in the header, else the browser's (as the kit does), and
 * its strings, loaded lazily (English meanwhile and if loading fails).
 */
export function useDemoLanguage(chosen: SupportedLocale | undefined): {
  language: SupportedLocale
  t: DemoTranslate
} {
  const wanted = chosen ?? resolveLocale(browserLanguages())
  const [, setVersion] = useState(0)
  useEffect(() => {
    if (loaded.has(wanted)) return
    let live = true
    void loadDemoCatalogue(wanted as Exclude<SupportedLocale, 'en'>).then(
      (catalogue) => {
        loaded.set(wanted, catalogue)
        if (live) setVersion((v) => v + 1)
      },
      () => {}, // English stays
    )
    return () => {
      live = false
    }
  }, [wanted])
  const catalogue = loaded.get(wanted)
  const language = catalogue ? wanted : 'en'
  const t = useMemo(() => createDemoTranslate(catalogue ?? enDemoCatalogue), [catalogue])
  return { language, t }
}
