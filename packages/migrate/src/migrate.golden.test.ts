// The codemod on small apps written the way RainbowKit's users write them (fixtures/golden/<case>/
// before), compared file by file with the expected result (after/), then run again on its own
// output, which must change nothing. GATEHOUSE_UPDATE_GOLDEN=1 rewrites after/ from the codemod's
// output (read the diff before committing it). Whether the result type-checks against the built
// kit is not covered here.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { migrate } from './migrate'
import { filesOf } from './testing/filesOf'

const GOLDEN = path.join(import.meta.dirname, '../fixtures/golden')
const UPDATE = process.env.GATEHOUSE_UPDATE_GOLDEN === '1'
const cases = readdirSync(GOLDEN)

const work: string[] = []
afterEach(() => {
  for (const dir of work.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function copyOf(dir: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'gatehouse-migrate-'))
  work.push(copy)
  cpSync(dir, copy, { recursive: true })
  return copy
}

describe.each(cases)('given the %s app', (name) => {
  test('behavior: the migrated files are the expected ones', () => {
    const dir = copyOf(path.join(GOLDEN, name, 'before'))
    migrate({ dir })
    const expected = path.join(GOLDEN, name, 'after')
    if (UPDATE) {
      rmSync(expected, { recursive: true, force: true })
      cpSync(dir, expected, { recursive: true })
    }
    expect(filesOf(dir)).toEqual(filesOf(expected))
  })

  test('behavior: a second run changes nothing', () => {
    const dir = copyOf(path.join(GOLDEN, name, 'after'))
    const { changes } = migrate({ dir })
    expect(changes.map((change) => change.file)).toEqual([])
  })

  test('behavior: --dry-run writes nothing', () => {
    const before = path.join(GOLDEN, name, 'before')
    const dir = copyOf(before)
    const { changes } = migrate({ dir, dryRun: true })
    expect(changes.length).toBeGreaterThan(0)
    expect(filesOf(dir)).toEqual(filesOf(before))
  })
})
