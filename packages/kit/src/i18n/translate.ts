// English is split in two: en.firstRender.json holds the strings the first render can show (the
// connect button and the provider's defaults), and en.json the rest, which only
// lazily loaded views use and which loads with them (see allStrings.ts). Other locales are one
// file each and load whole when active (loadCatalogue.ts).
import firstRender from './en.firstRender.json'

export type Catalogue = Readonly<Record<string, string>>
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string

/** The English strings of the first render: what the kit speaks before any lazy view loads. */
export const enFirstRender: Catalogue = firstRender

function fill(template: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

/**
 * Looks a key up in the catalogue and fills `{name}` placeholders. A missing key falls back to
 * English, then to the key itself, so a gap in a locale never blanks the UI. The default English
 * is the first render's; a lazy view passes every English string (allStrings.ts).
 */
export function createTranslate(
  catalogue: Catalogue,
  fallback: Catalogue = enFirstRender,
): Translate {
  return (key, params) => fill(catalogue[key] ?? fallback[key] ?? key, params)
}

/** Adds a part of the catalogue that loads with a lazy view (e.g. wallet instructions). */
export function withCatalogue(t: Translate, extra: Catalogue): Translate {
  return (key, params) => (key in extra ? fill(extra[key]!, params) : t(key, params))
}
