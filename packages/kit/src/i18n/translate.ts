import en from './en.json'

export type Catalogue = Readonly<Record<string, string>>
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string

export const enCatalogue: Catalogue = en

function fill(template: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}

/**
 * Looks a key up in the catalogue and fills `{name}` placeholders. A missing key falls back to
 * English, then to the key itself, so a gap in a locale never blanks the UI.
 */
export function createTranslate(
  catalogue: Catalogue,
  fallback: Catalogue = enCatalogue,
): Translate {
  return (key, params) => fill(catalogue[key] ?? fallback[key] ?? key, params)
}

/** Adds a part of the catalogue that loads with a lazy view (e.g. wallet instructions). */
export function withCatalogue(t: Translate, extra: Catalogue): Translate {
  return (key, params) => (key in extra ? fill(extra[key]!, params) : t(key, params))
}
