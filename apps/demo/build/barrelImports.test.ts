// Covers the barrel rewrite used by the demo build: reading a barrel's re-exports and rewriting
// named imports and re-exports. Its effect on the bundle is covered by bench/bundleBudget.test.ts.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { readBarrel, rewriteNamedImports, rewriteStatement } from './barrelImports'

const dir = mkdtempSync(path.join(tmpdir(), 'barrel-'))
const barrel = path.join(dir, 'index.js')
writeFileSync(
  barrel,
  [
    '// a comment',
    "export { a, b as renamed, } from './a.js';",
    "export { /** @deprecated */ old as older } from './old.js';",
    "export { fromPkg } from 'some-pkg';",
    "export * as Hex from './Hex.js';",
  ].join('\n'),
)
const resolve = async (spec: string) => (spec === 'some-pkg' ? '/resolved/some-pkg.js' : undefined)

test('behavior: reads named and namespace re-exports, resolving packages from the barrel', async () => {
  const map = await readBarrel(barrel, resolve)
  expect(Object.fromEntries(map)).toEqual({
    a: { from: path.join(dir, 'a.js'), name: 'a' },
    renamed: { from: path.join(dir, 'a.js'), name: 'b' },
    older: { from: path.join(dir, 'old.js'), name: 'old' },
    fromPkg: { from: '/resolved/some-pkg.js', name: 'fromPkg' },
    Hex: { from: path.join(dir, 'Hex.js'), name: '*' },
  })
})

test('behavior: rewrites each binding to its defining module', async () => {
  const map = await readBarrel(barrel, resolve)
  expect(rewriteStatement('import', ' a, renamed as r, Hex ', map)).toBe(
    [
      `import { a as a } from ${JSON.stringify(path.join(dir, 'a.js'))};`,
      `import { b as r } from ${JSON.stringify(path.join(dir, 'a.js'))};`,
      `import * as Hex from ${JSON.stringify(path.join(dir, 'Hex.js'))};`,
    ].join('\n'),
  )
  expect(rewriteStatement('export', 'fromPkg', map)).toBe(
    'export { fromPkg as fromPkg } from "/resolved/some-pkg.js";',
  )
})

test('behavior: leaves a statement alone when a name is unknown or type-only', async () => {
  const map = await readBarrel(barrel, resolve)
  expect(rewriteStatement('import', 'a, unknown', map)).toBeUndefined()
  expect(rewriteStatement('import', 'type a', map)).toBeUndefined()
})

test('behavior: rewrites the statements whose specifier has a map, and only those', async () => {
  const map = await readBarrel(barrel, resolve)
  const code =
    "import { a } from 'the-barrel';\nimport { x } from 'other';\nexport { renamed as r } from 'the-barrel'"
  const out = await rewriteNamedImports(code, async (spec) =>
    spec === 'the-barrel' ? map : undefined,
  )
  expect(out).toBe(
    [
      `import { a as a } from ${JSON.stringify(path.join(dir, 'a.js'))};`,
      "import { x } from 'other';",
      `export { b as r } from ${JSON.stringify(path.join(dir, 'a.js'))};`,
    ].join('\n'),
  )
  expect(
    await rewriteNamedImports("import { x } from 'other'", async () => undefined),
  ).toBeUndefined()
})
