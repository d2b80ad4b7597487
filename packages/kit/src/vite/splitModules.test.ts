// Covers how splitModules() points importers at a split module's parts: rewriting named imports
// and re-exports binding by binding, and leaving alone what it cannot rewrite. Its effect on a
// bundle is covered by bench/bundleBudget.test.ts and the examples' first-render budget.
import { expect, test } from 'vitest'
import { rewriteNamedImports, rewriteStatement, splitModules } from './splitModules'

const targets = new Map([
  ['a', { from: '/lib/a.js?gh-part=0', name: 'a' }],
  ['renamed', { from: '/lib/a.js?gh-part=1', name: 'b' }],
  ['Hex', { from: '/lib/Hex.js', name: '*' }],
])

test('behavior: rewrites each binding to its part', () => {
  expect(rewriteStatement('import', ' a, renamed as r, Hex ', targets)).toBe(
    [
      'import { a as a } from "/lib/a.js?gh-part=0";',
      'import { b as r } from "/lib/a.js?gh-part=1";',
      'import * as Hex from "/lib/Hex.js";',
    ].join('\n'),
  )
  expect(rewriteStatement('export', 'renamed', targets)).toBe(
    'export { b as renamed } from "/lib/a.js?gh-part=1";',
  )
})

test('behavior: leaves a statement alone when a name is unknown or type-only', () => {
  expect(rewriteStatement('import', 'a, unknown', targets)).toBeUndefined()
  expect(rewriteStatement('import', 'type a', targets)).toBeUndefined()
})

test('behavior: rewrites the statements whose specifier has targets, and only those', async () => {
  const code =
    "import { a } from 'the-module';\nimport { x } from 'other';\nexport { renamed as r } from 'the-module'"
  const out = await rewriteNamedImports(code, async (spec) =>
    spec === 'the-module' ? targets : undefined,
  )
  expect(out).toBe(
    [
      'import { a as a } from "/lib/a.js?gh-part=0";',
      "import { x } from 'other';",
      'export { b as r } from "/lib/a.js?gh-part=1";',
    ].join('\n'),
  )
  expect(
    await rewriteNamedImports("import { x } from 'other'", async () => undefined),
  ).toBeUndefined()
})

test('behavior: a build-only plugin', () => {
  const plugin = splitModules()
  expect(plugin.name).toBe('gatehouse:split-modules')
  expect(plugin.apply).toBe('build')
})
