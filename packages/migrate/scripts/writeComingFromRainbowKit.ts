// Writes the tables of docs/guides/coming-from-rainbowkit.md from the codemod's mapping (between
// the guide's two GENERATED markers; the rest of the guide is left as it is). Run it after
// changing src/mapping:
//   npx tsx packages/migrate/scripts/writeComingFromRainbowKit.ts
// src/mapping/comingFromRainbowKit.test.ts fails while the guide and the mapping differ.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { withGeneratedTables } from '../src/mapping/comingFromRainbowKit'

const GUIDE = path.join(import.meta.dirname, '../../../docs/guides/coming-from-rainbowkit.md')
const before = readFileSync(GUIDE, 'utf8')
const after = withGeneratedTables(before)
if (after === before) console.log(`${GUIDE} is up to date`)
else {
  writeFileSync(GUIDE, after)
  console.log(`wrote ${GUIDE}`)
}
