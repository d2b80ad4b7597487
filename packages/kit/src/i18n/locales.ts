// The kit's locales and how a requested language tag (the provider's `locale` prop or the
// browser's navigator.languages) maps onto one of them. Pure: no window, no navigator.

/** Every locale the kit ships a catalogue for; `en` is the source and is always bundled. */
export const SUPPORTED_LOCALES = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

export const DEFAULT_LOCALE: SupportedLocale = 'en'

/** Languages written right to left (primary language subtags). */
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'iw', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb'])
/** Scripts written right to left, for tags that name one (e.g. `az-Arab`). */
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg'])

type Parts = { language: string; script?: string; region?: string }

function parseTag(tag: string): Parts {
  const [language = '', ...rest] = tag.trim().replace(/_/g, '-').toLowerCase().split('-')
  const parts: Parts = { language }
  for (const part of rest) {
    if (!parts.script && !parts.region && /^[a-z]{4}$/.test(part)) parts.script = part
    else if (!parts.region && /^([a-z]{2}|\d{3})$/.test(part)) parts.region = part
  }
  return parts
}

/** `rtl` for Arabic, Hebrew, Persian, Urdu… (and tags naming an RTL script), `ltr` otherwise. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  const { language, script } = parseTag(locale)
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr'
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr'
}

const byLowerCase = new Map<string, SupportedLocale>(
  SUPPORTED_LOCALES.map((locale) => [locale.toLowerCase(), locale]),
)

function chineseLocale({ script, region }: Parts): SupportedLocale {
  if (script === 'hant') return region === 'hk' || region === 'mo' ? 'zh-HK' : 'zh-TW'
  if (script === 'hans') return 'zh-CN'
  if (region === 'hk' || region === 'mo') return 'zh-HK'
  if (region === 'tw') return 'zh-TW'
  return 'zh-CN'
}

/** The supported locale for one tag, or undefined when the kit does not speak its language. */
export function matchLocale(tag: string): SupportedLocale | undefined {
  if (!tag) return undefined
  const exact = byLowerCase.get(tag.trim().replace(/_/g, '-').toLowerCase())
  if (exact) return exact
  const parts = parseTag(tag)
  if (parts.language === 'zh') return chineseLocale(parts)
  if (parts.language === 'pt') return 'pt-BR'
  // Indonesian's legacy code
  if (parts.language === 'in') return 'id'
  return byLowerCase.get(parts.language)
}

/** The best supported locale for a preference list (navigator.languages order); English if none. */
export function resolveLocale(requested: string | readonly string[] | undefined): SupportedLocale {
  const tags = typeof requested === 'string' ? [requested] : (requested ?? [])
  for (const tag of tags) {
    const match = matchLocale(tag)
    if (match) return match
  }
  return DEFAULT_LOCALE
}
