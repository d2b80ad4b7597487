// The API reference (docs/reference/) against what the packages really export. For every
// published package under packages/ (every non-private package.json, so a new package joins by
// existing) and every JavaScript entry point of its `exports` map (./package.json and .css
// skipped), the names come from the built entry's declaration file (`dist/*.d.ts`, which also
// carries the type-only names), cross-checked against the module's run-time keys (every entry must
// import in Node but those listed in NOT_IMPORTABLE_IN_NODE). docs/reference/ must have one page
// titled `# \`<entry>\`` per entry point, whose entries (a `## \`name\`` heading, then the kind in
// italics) are exactly those names, with kind `type` for type-only exports and a value kind for the
// rest. Package READMEs may repeat a section (a `### \`<entry>\`` heading over a table); what they
// list must exist. Needs the packages built first: `node scripts/buildPackages.mjs`. Covers names
// and kinds only, not whether a description is right.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, test } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const PACKAGES_DIR = path.join(ROOT, 'packages')
const REFERENCE_DIR = path.join(ROOT, 'docs/reference')
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
 * The names in the tables under a package README's heading `### \`<entry>\`` (up to the next
 * heading of level 1 to 3), or undefined when there is no such heading. A table's header row (the
 * one above its `|---|` row) is skipped. Lenient (package READMEs are written their own way):
 * every backticked identifier opening an item of the first cell, so `` `startChains(options)` ``
 * and `` `LocalChains`, `LocalChain` `` count.
 */
function namesInReadme(markdown: string, entry: string): Set<string> | undefined {
  const lines = markdown.split('\n').map((line) => line.trim())
  const start = lines.indexOf(`### \`${entry}\``)
  if (start === -1) return undefined
  const names = new Set<string>()
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!
    if (/^#{1,3}\s/.test(line)) break
    if (!line.startsWith('|') || SEPARATOR_ROW.test(line)) continue
    if (SEPARATOR_ROW.test(lines[i + 1] ?? '')) continue // the header row
    const first = line
      .replace(/^\|/, '')
      .split(/(?<!\\)\|/)[0]!
      .trim()
    const found = [...first.matchAll(/(?:^|,)\s*`([\w$]+)/g)].map((m) => m[1]!)
    if (found.length === 0)
      throw new Error(`${entry}, line ${i + 1}: the first cell must open with \`name\`: ${line}`)
    for (const name of found) names.add(name)
  }
  return names
}

/** The reference pages, by the entry point each is titled with (`# \`<entry>\``). */
function referencePages(): Map<string, string> {
  const pages = new Map<string, string>()
  for (const file of readdirSync(REFERENCE_DIR).filter((f) => f.endsWith('.md'))) {
    if (file === 'README.md') continue // the index
    const title = /^# `(@gatehouse\/[^`]+)`\s*$/m.exec(
      readFileSync(path.join(REFERENCE_DIR, file), 'utf8'),
    )?.[1]
    if (!title) throw new Error(`docs/reference/${file}: no "# \`<entry>\`" title`)
    if (pages.has(title)) throw new Error(`${title} has two pages: ${pages.get(title)}, ${file}`)
    pages.set(title, file)
  }
  return pages
}

/**
 * A reference page's entries: every `## \`name\`` heading, each followed (after blank lines) by
 * its kind in italics, `*kind*`. Any other level-2 heading, a name listed twice or a missing kind
 * throws, naming the line.
 */
function documentedNames(markdown: string, file: string): Documented {
  const lines = markdown.split('\n')
  const entries: Documented = new Map()
  let fenced = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (line.startsWith('```')) fenced = !fenced
    if (fenced || !line.startsWith('## ')) continue
    const name = /^## `([\w$]+)`$/.exec(line)?.[1]
    if (!name)
      throw new Error(`${file}, line ${i + 1}: not an entry's heading (## \`name\`): ${line}`)
    if (entries.has(name)) throw new Error(`${file}: ${name} is listed twice (line ${i + 1})`)
    let next = i + 1
    while (lines[next]?.trim() === '') next++
    const kind = /^\*([a-z]+)\*$/.exec(lines[next]?.trim() ?? '')?.[1]
    if (!kind) throw new Error(`${file}, line ${next + 1}: ${name}'s kind, in italics, comes next`)
    entries.set(name, { kind, line: i + 1 })
  }
  return entries
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

test('behavior: the reference has a page for every entry point and none for others', () => {
  expect(sorted(referencePages().keys())).toEqual(sorted(allEntries.map((e) => e.name)))
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

  test('behavior: its reference page lists exactly the exported names, with their kinds', () => {
    const exported = declared()
    const file = referencePages().get(entry.name)
    expect(file, `docs/reference/ has no page titled "# \`${entry.name}\`"`).toBeDefined()
    const documented = documentedNames(readFileSync(path.join(REFERENCE_DIR, file!), 'utf8'), file!)
    const undocumented = sorted(exported.keys()).filter((name) => !documented.has(name))
    const notExported = sorted(documented.keys()).filter((name) => !exported.has(name))
    expect({ undocumented, notExported }).toEqual({ undocumented: [], notExported: [] })
    const wrongKind = [...documented]
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
      const documented = namesInReadme(markdown, entry.name)
      if (!documented || !existsSync(entry.dts)) continue
      const exported = exportsOfDeclarations(readFileSync(entry.dts, 'utf8'))
      const notExported = sorted(documented).filter((name) => !exported.has(name))
      expect(notExported, `${pkg} README, ${entry.name}`).toEqual([])
    }
  })
})
