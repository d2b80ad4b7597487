// docs/guides/coming-from-rainbowkit.md against the codemod's mapping: its tables are exactly what
// comingFromRainbowKit.ts generates from it (run scripts/writeComingFromRainbowKit.ts after a
// change), every RainbowKit export is named in a row's first cell, and the guide starts with the
// one command. Whether the mapping's words are right is for review; that the mapping covers every
// export is rainbowKitExports.test.ts's.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { comingFromRainbowKitTables, withGeneratedTables } from './comingFromRainbowKit'
import { RAINBOWKIT_EXPORTS, SIWE_NEXT_AUTH_EXPORTS } from './rainbowKitExports'

const GUIDE = readFileSync(
  path.join(import.meta.dirname, '../../../../docs/guides/coming-from-rainbowkit.md'),
  'utf8',
)

test('behavior: the guide’s tables are the ones the mapping generates', () => {
  expect(GUIDE, 'run npx tsx packages/migrate/scripts/writeComingFromRainbowKit.ts').toBe(
    withGeneratedTables(GUIDE),
  )
})

test('behavior: every RainbowKit export is named in the first cell of a row', () => {
  const firstCells = comingFromRainbowKitTables()
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .map((line) => line.split(' | ')[0] ?? '')
  const named = new Set(firstCells.flatMap((c) => [...c.matchAll(/`([^`]+)`/g)].map((m) => m[1])))
  const exports = [
    ...Object.values(RAINBOWKIT_EXPORTS).flatMap((entry) => Object.keys(entry)),
    ...Object.keys(SIWE_NEXT_AUTH_EXPORTS),
  ]
  expect(exports.filter((name) => !named.has(name))).toEqual([])
})

test('behavior: the guide starts with the one command', () => {
  expect(GUIDE.split('```')[1]).toContain('npx @gatehouse/migrate')
})
