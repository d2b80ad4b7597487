// The demo's own catalogues against its English source: one per kit locale, the same keys (no
// gap, no extra) and the same {placeholders}; each reachable through the lazy loader.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type SupportedLocale, supportedLocales } from '@gatehouse/kit'
import { describe, expect, test } from 'vitest'
import connected from './en.connected.json'
import firstRender from './en.json'
import { loadDemoCatalogue } from './loadDemoCatalogue'

type Locale = Exclude<SupportedLocale, 'en'>
// English is two files: en.json (the first render) and en.connected.json (loaded with the panel).
const en: Record<string, string> = { ...firstRender, ...connected }
const dir = path.join(import.meta.dirname, 'locales')
const locales = supportedLocales.filter((l): l is Locale => l !== 'en')
const read = (locale: string): Record<string, unknown> => {
  const file = path.join(dir, `${locale}.json`)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

test('behavior: no key is in both English files', () => {
  expect(Object.keys(connected).filter((k) => k in firstRender)).toEqual([])
})

test('behavior: the demo has a catalogue for each of the kit locales and no other', () => {
  expect(readdirSync(dir).sort()).toEqual(locales.map((l) => `${l}.json`).sort())
})

describe.each(locales)('%s', (locale) => {
  const catalogue = read(locale)

  test('behavior: has every English key and no other', () => {
    expect(
      Object.keys(en).filter((k) => !(k in catalogue)),
      'missing',
    ).toEqual([])
    expect(
      Object.keys(catalogue).filter((k) => !(k in en)),
      'extra',
    ).toEqual([])
  })

  test('behavior: every value is a non-empty string with the English placeholders', () => {
    for (const [key, english] of Object.entries(en)) {
      const value = catalogue[key]
      if (value === undefined) continue
      expect(typeof value, key).toBe('string')
      expect((value as string).trim(), key).not.toBe('')
      expect(placeholders(value as string), key).toEqual(placeholders(english))
    }
  })
})

test('behavior: the lazy loader returns each locale file', async () => {
  for (const locale of locales) expect(await loadDemoCatalogue(locale)).toEqual(read(locale))
})
