// Locale matching (browser or app tag → the kit's catalogue) and writing direction.
import { describe, expect, test } from 'vitest'
import { localeDirection, matchLocale, resolveLocale, SUPPORTED_LOCALES } from './locales'

describe('localeDirection', () => {
  test.each(['ar', 'ar-EG', 'AR_sa', 'he', 'he-IL', 'fa-IR', 'ur', 'az-Arab'])(
    'behavior: %s is right to left',
    (tag) => {
      expect(localeDirection(tag)).toBe('rtl')
    },
  )

  test.each(['en', 'en-US', 'de', 'ja', 'zh-Hant-TW', 'pt-BR', 'hi', 'uz-Latn', ''])(
    'behavior: %s is left to right',
    (tag) => {
      expect(localeDirection(tag)).toBe('ltr')
    },
  )

  test('behavior: Arabic is the only right-to-left locale the kit ships', () => {
    expect(SUPPORTED_LOCALES.filter((l) => localeDirection(l) === 'rtl')).toEqual(['ar'])
  })
})

describe('resolveLocale', () => {
  test.each([
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['pt-br'], 'pt-BR'],
    [['zh-Hant-TW'], 'zh-TW'],
    [['zh-TW'], 'zh-TW'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-Hant-HK'], 'zh-HK'],
    [['zh-HK'], 'zh-HK'],
    [['zh-MO'], 'zh-HK'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-SG'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['ar-EG'], 'ar'],
    [['de-AT', 'en'], 'de'],
    [['fr_CA'], 'fr'],
    [['in-ID'], 'id'],
    [['sw-KE', 'nl-BE', 'en'], 'nl'],
    [['sw', 'xx'], 'en'],
    [[], 'en'],
    [['en-GB', 'de'], 'en'],
  ] as const)('behavior: %j → %s', (tags, expected) => {
    expect(resolveLocale(tags)).toBe(expected)
  })

  test('behavior: a single tag and undefined are accepted', () => {
    expect(resolveLocale('ja-JP')).toBe('ja')
    expect(resolveLocale(undefined)).toBe('en')
  })

  test('behavior: every supported locale matches itself, case-insensitively', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(matchLocale(locale)).toBe(locale)
      expect(matchLocale(locale.toUpperCase())).toBe(locale)
    }
  })
})
