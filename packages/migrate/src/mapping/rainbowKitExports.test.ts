// The codemod's mapping against RainbowKit 2.2.11's real export lists (its three entry-point
// files, copied into fixtures/rainbowkit at commit 03360ee92) and against Gatehouse's own entry
// points: every RainbowKit export has an entry (same / move / rename / TODO), no entry names an
// export RainbowKit lacks, and every Gatehouse name the codemod writes exists. A new RainbowKit
// version fails here with the names to learn. Behaviour differences (`note`) are not checked.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseExportList } from '../parseExportList'
import { type RainbowKitEntry, TWIN_OF } from './Mapping'
import { RAINBOWKIT_EXPORTS, SIWE_NEXT_AUTH_EXPORTS } from './rainbowKitExports'

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/rainbowkit/exports')
const KIT_EXPORTS = path.join(import.meta.dirname, '../../../kit/src/exports')

const RAINBOWKIT_FILES: Record<RainbowKitEntry, string> = {
  '@rainbow-me/rainbowkit': 'index.ts',
  '@rainbow-me/rainbowkit/wallets': 'wallets.ts',
  '@rainbow-me/rainbowkit/components': 'components.ts',
  '@rainbow-me/rainbow-button': 'rainbow-button.ts',
}

const rainbowKit = (entry: RainbowKitEntry) =>
  parseExportList(readFileSync(path.join(FIXTURES, RAINBOWKIT_FILES[entry]), 'utf8'))

const gatehouse = {
  '@gatehouse/kit': new Set(
    parseExportList(readFileSync(path.join(KIT_EXPORTS, 'index.ts'), 'utf8')),
  ),
  '@gatehouse/kit/wallets': new Set(
    parseExportList(readFileSync(path.join(KIT_EXPORTS, 'wallets.ts'), 'utf8')),
  ),
}

const entries = Object.keys(RAINBOWKIT_FILES) as RainbowKitEntry[]

describe.each(entries)('%s', (entry) => {
  test('behavior: every export RainbowKit 2.2.11 has is mapped', () => {
    const unmapped = rainbowKit(entry).filter(
      (name) => !Object.hasOwn(RAINBOWKIT_EXPORTS[entry], name),
    )
    expect(unmapped, `map these ${entry} exports in src/mapping/rainbowKitExports.ts`).toEqual([])
  })

  test('behavior: the mapping names no export RainbowKit lacks', () => {
    const exported = new Set(rainbowKit(entry))
    expect(Object.keys(RAINBOWKIT_EXPORTS[entry]).filter((name) => !exported.has(name))).toEqual([])
  })

  test('behavior: every Gatehouse name it writes is exported there; `same` is the matching entry', () => {
    for (const [name, mapping] of Object.entries(RAINBOWKIT_EXPORTS[entry])) {
      if (mapping.kind === 'todo' || mapping.kind === 'unwrap') continue
      const target = mapping.kind === 'rename' ? mapping.name : name
      expect(gatehouse[mapping.entry].has(target), `${name} → ${mapping.entry} ${target}`).toBe(
        true,
      )
      if (mapping.kind === 'same') expect(mapping.entry, name).toBe(TWIN_OF[entry])
      if (mapping.kind === 'move') expect(mapping.entry, name).not.toBe(TWIN_OF[entry])
    }
  })
})

test('behavior: every export of @rainbow-me/rainbowkit-siwe-next-auth 0.6.0 has a row, and no other', () => {
  const exported = parseExportList(
    readFileSync(path.join(FIXTURES, 'rainbowkit-siwe-next-auth.ts'), 'utf8'),
  )
  expect(Object.keys(SIWE_NEXT_AUTH_EXPORTS).sort()).toEqual(exported)
})

test('behavior: the counts the README states (32 + 15 names beside 76 wallet factories; 4 in rainbow-button)', () => {
  expect(entries.map((entry) => rainbowKit(entry).length)).toEqual([32, 76, 15, 4])
})
