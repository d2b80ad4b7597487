// The `@gatehouse/source` condition (docs/contributing.md "The inner loop"): every entry of every
// published package names its source first, so the type-check, Vitest and the dev server need no
// build; and packing takes it out again, so the tarballs' manifests name dist/ only.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')

// @ts-expect-error: a plain .mjs script of the repo's, without declarations
const { PACKAGES } = await import('./buildPackages.mjs')
// @ts-expect-error: a plain .mjs script of the repo's, without declarations
const { SOURCE_CONDITION, publishedExports } = await import('./packPackages.mjs')

type Exports = Record<string, string | Record<string, string>>
const exportsOf = (name: string) => {
  const dir = path.join(ROOT, 'packages', name.split('/')[1]!)
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports: Exports
  }
  return { dir, exports: pkg.exports }
}

describe.each(PACKAGES as string[])('%s', (name) => {
  test('behavior: every entry names its source first, under @gatehouse/source, and the file exists', () => {
    const { dir, exports } = exportsOf(name)
    const entries = Object.entries(exports).filter(([key]) => key !== './package.json')
    expect(entries.length).toBeGreaterThan(0)
    for (const [key, target] of entries) {
      expect(typeof target, key).toBe('object')
      const [first, source] = Object.entries(target as Record<string, string>)[0]!
      expect(first, key).toBe(SOURCE_CONDITION)
      expect(source, key).toMatch(/^\.\/src\//)
      expect(existsSync(path.join(dir, source)), `${key} → ${source}`).toBe(true)
    }
  })

  test('behavior: as packed, no entry has the condition and every other condition is kept', () => {
    const { exports } = exportsOf(name)
    const published = publishedExports(exports) as Exports
    expect(JSON.stringify(published)).not.toContain(SOURCE_CONDITION)
    expect(Object.keys(published)).toEqual(Object.keys(exports))
    for (const [key, target] of Object.entries(exports)) {
      if (typeof target === 'string') continue
      const { [SOURCE_CONDITION]: _, ...rest } = target
      const expected = Object.keys(rest).join() === 'default' ? rest.default : rest
      expect(published[key], key).toEqual(expected)
    }
  })
})

test('behavior: an entry left with `default` alone is a plain path again (the kit’s styles.css)', () => {
  expect(
    publishedExports({
      './styles.css': { [SOURCE_CONDITION]: './src/styles/base.css', default: './dist/styles.css' },
      './package.json': './package.json',
    }),
  ).toEqual({ './styles.css': './dist/styles.css', './package.json': './package.json' })
})
