import en from './en.json'

export type Catalogue = Readonly<Record<string, string>>
export type TranslationKey = keyof typeof en
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string

export const enCatalogue: Catalogue = en

/**
 * Looks a key up in the catalogue and fills `{name}` placeholders. A missing key falls back to
 * English, then to the key itself, so a gap in a locale never blanks the UI.
 */
export function createTranslate(
  catalogue: Catalogue,
  fallback: Catalogue = enCatalogue,
): Translate {
  return (key, params) => {
    const template = catalogue[key] ?? fallback[key] ?? key
    if (!params) return template
    return template.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    )
  }
}
