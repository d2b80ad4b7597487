// The README's "API reference" against what the packages really export. For every published
// package under packages/ (every non-private package.json, so a new package joins by existing) and
// every JavaScript entry point of its `exports` map (./package.json and .css skipped), the names
// come from the built entry's declaration file (`dist/*.d.ts`, which also carries the type-only
// names), cross-checked against the module's run-time keys (every entry must import in Node but
// those listed in NOT_IMPORTABLE_IN_NODE). The README must have a `### \`<entry>\`` section whose
// table lists exactly those names, with kind `type` for type-only exports and a value kind for
// the rest. Package READMEs may repeat a section; what they list must exist. Needs the packages
// built first: `node scripts/buildPackages.mjs`. Covers names and kinds only, not whether a
// description is right.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, test } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const PACKAGES_DIR = path.join(ROOT, 'packages')
const README = path.join(ROOT, 'README.md')
const BUILD_HINT = 'run `node scripts/buildPackages.mjs` first'

type Kind = 'type' | 'value'
type Exported = Map<string, Kind>
type Documented = Map<string, { kind: string; line: number }>
type Entry = { name: string; dts: string; js: string | undefined }
type PackageJson = {
  name: string
  private?: boolean
  exports?: Record<string, string | Record<string, string>>
}

/** The published packages and their JavaScript entry points, from each package.json. */
function entryPoints(): { pkg: string; dir: string; entries: Entry[] }[] {
  return readdirSync(PACKAGES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(PACKAGES_DIR, d.name, 'package.json')))
    .map((d) => {
      const dir = path.join(PACKAGES_DIR, d.name)
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson
      return { pkg, dir }
    })
    .filter(({ pkg }) => !pkg.private)
    .map(({ pkg, dir }) => ({
      pkg: pkg.name,
      dir,
      entries: Object.entries(pkg.exports ?? {})
        .filter(([key]) => key !== './package.json' && !key.endsWith('.css'))
        .map(([key, target]) => {
          const conditions = typeof target === 'string' ? { default: target } : target
          const types = conditions.types ?? conditions.default?.replace(/\.js$/, '.d.ts')
          if (!types) throw new Error(`${pkg.name} ${key}: no types condition`)
          const js = conditions.import ?? conditions.default
          return {
            name: key === '.' ? pkg.name : `${pkg.name}/${key.replace(/^\.\//, '')}`,
            dts: path.join(dir, types),
            js: js === undefined ? undefined : path.join(dir, js),
          }
        }),
    }))
}

const stripComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

/**
 * The names an entry's declaration file exports, type-only or value. Handles what tsdown's
 * declaration output uses (`export { a, type B, c as d }`, with or without `from`) and the
 * declaration forms (`export declare function f`, `export type T`, `export * as ns`). A bare
 * `export * from` cannot be enumerated from the text and fails loudly.
 */
function exportsOfDeclarations(source: string): Exported {
  const text = stripComments(source)
  const names: Exported = new Map()
  const add = (name: string, kind: Kind) => {
    // A name exported both as a type and a value (a class, or a const and a type of one name).
    if (names.get(name) !== 'value') names.set(name, kind)
  }
  for (const match of text.matchAll(/^export\s+(type\s+)?\{([^}]*)\}/gm)) {
    const allTypes = Boolean(match[1])
    for (const raw of match[2]!.split(',')) {
      const item = raw.trim()
      if (!item) continue
      const spec = /^(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(item)
      if (!spec) throw new Error(`cannot read export specifier "${item}"`)
      add(spec[3] ?? spec[2]!, allTypes || spec[1] ? 'type' : 'value')
    }
  }
  for (const match of text.matchAll(
    /^export\s+(?:declare\s+)?(?:abstract\s+)?(const|let|var|function|class|enum|namespace|type|interface)\s+([\w$]+)/gm,
  ))
    add(match[2]!, match[1] === 'type' || match[1] === 'interface' ? 'type' : 'value')
  for (const match of text.matchAll(/^export\s+\*\s+as\s+([\w$]+)/gm)) add(match[1]!, 'value')
  if (/^export\s+default\b/m.test(text)) add('default', 'value')
  if (/^export\s+(type\s+)?\*\s+from/m.test(text))
    throw new Error('`export * from` in an entry declaration: list the names explicitly')
  return names
}

const SEPARATOR_ROW = /^\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/

/**
 * The names in the tables under the heading `### \`<entry>\`` (up to the next heading of level 1
 * to 3), or undefined when there is no such heading. A table's header row (the one above its
 * `|---|` row) is skipped. Strict (the root README): one name per row, `| \`name\` | kind | … |`.
 * Lenient (package READMEs, written their own way): every backticked identifier opening an item
 * of the first cell, so `` `startChains(options)` `` and `` `LocalChains`, `LocalChain` `` count.
 */
function documentedNames(markdown: string, entry: string, strict = true): Documented | undefined {
  const lines = markdown.split('\n').map((line) => line.trim())
  const start = lines.indexOf(`### \`${entry}\``)
  if (start === -1) return undefined
  const rows: Documented = new Map()
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!
    if (/^#{1,3}\s/.test(line)) break
    if (!line.startsWith('|') || SEPARATOR_ROW.test(line)) continue
    if (SEPARATOR_ROW.test(lines[i + 1] ?? '')) continue // the header row
    const cells = line
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim())
    const [first = '', kind = ''] = cells
    const names = strict
      ? [/^`([\w$]+)`$/.exec(first)?.[1]]
      : [...first.matchAll(/(?:^|,)\s*`([\w$]+)/g)].map((m) => m[1])
    if (names.length === 0 || names.some((name) => name === undefined))
      throw new Error(`${entry}, line ${i + 1}: the first cell must be \`name\`: ${line}`)
    for (const name of names as string[]) {
      if (strict && rows.has(name))
        throw new Error(`${entry}: ${name} is listed twice (line ${i + 1})`)
      rows.set(name, { kind, line: i + 1 })
    }
  }
  return rows
}

const sorted = (names: Iterable<string>) => [...names].sort()

/**
 * The entries that may not import in Node, each with the reason: only their declarations are
 * checked. Empty: after `node scripts/buildPackages.mjs` every entry imports in Node, the kit's
 * browser entries included (none touches a browser global when loaded). Any other entry that
 * throws on import fails, so a broken build or a new browser-only entry is seen, not passed with
 * a warning; a listed entry that imports fails too, so the list does not go stale.
 */
const NOT_IMPORTABLE_IN_NODE: ReadonlyMap<string, string> = new Map<string, string>([])

const packages = entryPoints()
const allEntries = packages.flatMap(({ entries }) => entries)

test('behavior: every published package is found, with at least one entry point', () => {
  const names = packages.map(({ pkg }) => pkg)
  for (const name of ['@gatehouse/kit', '@gatehouse/siwe', '@gatehouse/testkit'])
    expect(names).toContain(name)
  if (existsSync(path.join(PACKAGES_DIR, 'auth-server', 'package.json')))
    expect(names).toContain('@gatehouse/auth-server')
  for (const { pkg, entries } of packages) expect(entries.length, pkg).toBeGreaterThan(0)
})

test('behavior: the README has a section for every entry point and none for others', () => {
  const markdown = readFileSync(README, 'utf8')
  const headings = [...markdown.matchAll(/^### `(@gatehouse\/[^`]+)`\s*$/gm)].map((m) => m[1]!)
  expect(sorted(new Set(headings))).toEqual(sorted(allEntries.map((e) => e.name)))
})

describe.each(allEntries)('$name', (entry) => {
  const declared = () => {
    if (!existsSync(entry.dts)) throw new Error(`${entry.dts} is missing: ${BUILD_HINT}`)
    return exportsOfDeclarations(readFileSync(entry.dts, 'utf8'))
  }

  test('behavior: the declarations agree with the run-time module, which Node imports unless listed', async () => {
    const exported = declared()
    expect(exported.size).toBeGreaterThan(0)
    if (!entry.js) return
    const whyNot = NOT_IMPORTABLE_IN_NODE.get(entry.name)
    let module: Record<string, unknown>
    try {
      module = await import(/* @vite-ignore */ pathToFileURL(entry.js).href)
    } catch (error) {
      if (whyNot !== undefined) return // listed, with its reason: declarations only
      throw new Error(
        `${entry.name} throws on import in Node: fix it, or list it in NOT_IMPORTABLE_IN_NODE with the reason`,
        { cause: error },
      )
    }
    expect(whyNot, `${entry.name} imports in Node: take it off NOT_IMPORTABLE_IN_NODE`).toBe(
      undefined,
    )
    const values = [...exported].filter(([, kind]) => kind === 'value').map(([name]) => name)
    expect(sorted(Object.keys(module))).toEqual(sorted(values))
  })

  test('behavior: the README lists exactly the exported names, with their kinds', () => {
    const exported = declared()
    const documented = documentedNames(readFileSync(README, 'utf8'), entry.name)
    expect(documented, `README.md has no "### \`${entry.name}\`" section`).toBeDefined()
    const undocumented = sorted(exported.keys()).filter((name) => !documented!.has(name))
    const notExported = sorted(documented!.keys()).filter((name) => !exported.has(name))
    expect({ undocumented, notExported }).toEqual({ undocumented: [], notExported: [] })
    const wrongKind = [...documented!]
      .filter(([name, { kind }]) => (exported.get(name) === 'type') !== (kind === 'type'))
      .map(([name, { kind, line }]) => `${name} (line ${line}): ${kind}`)
    expect(wrongKind, 'type-only exports have kind `type`, values any other kind').toEqual([])
  })
})

describe.each(packages)('$pkg README', ({ pkg, dir, entries }) => {
  test('behavior: what a package README lists under an entry point heading is exported', () => {
    const readme = path.join(dir, 'README.md')
    if (!existsSync(readme)) return
    const markdown = readFileSync(readme, 'utf8')
    for (const entry of entries) {
      const documented = documentedNames(markdown, entry.name, false)
      if (!documented || !existsSync(entry.dts)) continue
      const exported = exportsOfDeclarations(readFileSync(entry.dts, 'utf8'))
      const notExported = sorted(documented.keys()).filter((name) => !exported.has(name))
      expect(notExported, `${pkg} README, ${entry.name}`).toEqual([])
    }
  })
})
