// The "Coming from RainbowKit" guide's table (docs/guides/coming-from-rainbowkit.md) against the
// codemod's mapping: every export of RainbowKit 2.2.11 (and rainbow-button) is named in the
// table's first column, and the wallet factories' row states their number. Whether each row's
// words are right is not checked.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import type { RainbowKitEntry } from './Mapping'
import { RAINBOWKIT_EXPORTS } from './rainbowKitExports'

const section = readFileSync(
  path.join(import.meta.dirname, '../../../../docs/guides/coming-from-rainbowkit.md'),
  'utf8',
)
const firstColumns = section
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
  .map((line) => line.split('|')[1] ?? '')

/** Every identifier inside the first column's code spans. */
const named = new Set(
  firstColumns.flatMap((cell) =>
    [...cell.matchAll(/`([^`]+)`/g)].flatMap((span) => span[1]?.match(/[A-Za-z_$][\w$]*/g) ?? []),
  ),
)

const tabled: RainbowKitEntry[] = [
  '@rainbow-me/rainbowkit',
  '@rainbow-me/rainbowkit/components',
  '@rainbow-me/rainbow-button',
]

test.each(tabled)('behavior: every export of %s has a row', (entry) => {
  expect(Object.keys(RAINBOWKIT_EXPORTS[entry]).filter((name) => !named.has(name))).toEqual([])
})

test('behavior: the wallet factories’ row counts all of them', () => {
  const count = Object.keys(RAINBOWKIT_EXPORTS['@rainbow-me/rainbowkit/wallets']).length
  const row = section.split('\n').find((line) => line.startsWith('| wallet factories'))
  expect(row).toContain(`${count} names`)
})

test('behavior: the guide starts with the one command', () => {
  expect(section.split('```')[1]).toContain('npx @gatehouse/migrate')
})
