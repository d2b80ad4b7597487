// Every locale's catalogues against the English source: the same keys (no gap, no extra), the
// same {placeholders}, identical URLs, product names left untranslated, and each one reachable
// through the lazy loader. English's main catalogue is two files (the first render's strings and
// the rest, see translate.ts); each locale's main catalogue holds both in one.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import enFirstRender from './en.firstRender.json'
import en from './en.json'
import enWallets from './en.wallets.json'
import { loadCatalogue } from './loadCatalogue'
import { loadWalletCatalogue } from './loadWalletCatalogue'
import { SUPPORTED_LOCALES, type SupportedLocale } from './locales'

type Locale = Exclude<SupportedLocale, 'en'>
const dir = path.join(import.meta.dirname, 'locales')
const locales = SUPPORTED_LOCALES.filter((l): l is Locale => l !== 'en')
// A missing file reads as empty: the key test then names every missing key.
const read = (file: string): Record<string, unknown> =>
  existsSync(path.join(dir, file)) ? JSON.parse(readFileSync(path.join(dir, file), 'utf8')) : {}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const PRODUCT_NAMES = [
  'WalletConnect',
  'Ethereum',
  'NFT',
  'MetaMask',
  'Coinbase Wallet',
  'Trust Wallet',
  'Ledger Live',
  'Ledger',
  'Argent',
  'Rainbow',
  'Brave',
  'App Store',
  'Google Play',
  'iOS',
  'Android',
  'Chrome',
  'Edge',
  'Firefox',
  'Opera',
  'Safari',
]

test('behavior: the two parts of English share no key', () => {
  expect(Object.keys(enFirstRender).filter((key) => key in en)).toEqual([])
})

test('behavior: the kit ships at least 20 locales besides English', () => {
  expect(locales.length).toBeGreaterThanOrEqual(20)
})

test('behavior: the locales folder holds exactly the supported locales, both catalogues each', () => {
  const expected = locales.flatMap((l) => [`${l}.json`, `${l}.wallets.json`]).sort()
  expect(readdirSync(dir).sort()).toEqual(expected)
})

describe.each([
  ['main', { ...enFirstRender, ...en } as Record<string, string>, '.json'],
  ['wallets', enWallets as Record<string, string>, '.wallets.json'],
] as const)('the %s catalogue', (_name, source, suffix) => {
  describe.each(locales)('%s', (locale) => {
    const catalogue = read(`${locale}${suffix}`)

    test('behavior: has every English key and no other', () => {
      const keys = Object.keys(catalogue)
      expect(
        Object.keys(source).filter((k) => !(k in catalogue)),
        'missing',
      ).toEqual([])
      expect(
        keys.filter((k) => !(k in source)),
        'extra',
      ).toEqual([])
    })

    test('behavior: every value is a non-empty string with the English placeholders', () => {
      for (const [key, english] of Object.entries(source)) {
        const value = catalogue[key]
        if (value === undefined) continue // reported by the key test
        expect(typeof value, key).toBe('string')
        expect((value as string).trim(), key).not.toBe('')
        expect(placeholders(value as string), key).toEqual(placeholders(english))
      }
    })

    test('behavior: URLs and product names are kept as in English', () => {
      for (const [key, english] of Object.entries(source)) {
        const value = catalogue[key]
        if (typeof value !== 'string') continue
        if (/^https?:\/\//.test(english)) expect(value, key).toBe(english)
        for (const name of PRODUCT_NAMES)
          if (new RegExp(`\\b${name}\\b`).test(english)) expect(value, key).toContain(name)
      }
    })
  })
})

test('behavior: the lazy loader returns each locale file', async () => {
  for (const locale of locales) {
    expect(await loadCatalogue(locale)).toEqual(read(`${locale}.json`))
    expect(await loadWalletCatalogue(locale)).toEqual(read(`${locale}.wallets.json`))
  }
})
