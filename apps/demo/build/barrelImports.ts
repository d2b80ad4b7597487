// Rewrites `import { a, b } from 'viem'` (and other side-effect-free barrels) into imports of the
// modules that define `a` and `b`. Why: Rolldown assigns modules to chunks by which entries reach
// them through import edges, and a barrel reaches everything it re-exports. The app's entry
// imports a few helpers from `viem`; the lazily loaded WalletConnect SDK uses hundreds more; with
// the barrel in between, Rolldown put all of them in a chunk the entry loads (≈60 KB gzip extra
// before the Connect Wallet button works). With direct imports only what the entry uses is
// shared. Build-only; a name the barrel does not list plainly leaves the statement untouched.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

type Target = { from: string; name: string }
export type BarrelMap = Map<string, Target>

const STATEMENT = /\b(import|export)\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\3;?/g

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
}

type Resolve = (spec: string, importer: string) => Promise<string | undefined>

/**
 * name → where it really comes from, for the plain re-exports of a barrel file. Package
 * specifiers are resolved from the barrel itself (a nested copy must stay the same copy).
 */
export async function readBarrel(file: string, resolve: Resolve): Promise<BarrelMap> {
  const source = stripComments(readFileSync(file, 'utf8'))
  const map: BarrelMap = new Map()
  const specs = new Map<string, string>()
  for (const match of source.matchAll(/from\s*(['"])([^'"]+)\1/g)) {
    const spec = match[2]!
    if (specs.has(spec)) continue
    specs.set(
      spec,
      spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : ((await resolve(spec, file)) ?? spec),
    )
  }
  const resolveFrom = (spec: string) => specs.get(spec) ?? spec
  for (const match of source.matchAll(STATEMENT)) {
    if (match[1] !== 'export') continue
    const from = resolveFrom(match[4]!)
    for (const part of match[2]!.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/)
      if (name) map.set(alias ?? name, { from, name })
    }
  }
  for (const match of source.matchAll(/export\s*\*\s*as\s+(\w+)\s+from\s*(['"])([^'"]+)\2/g)) {
    map.set(match[1]!, { from: resolveFrom(match[3]!), name: '*' })
  }
  return map
}

/** Rewrites one `import|export { … } from '<barrel>'` statement; undefined when it cannot. */
export function rewriteStatement(
  kind: string,
  specifiers: string,
  map: BarrelMap,
): string | undefined {
  const parts = specifiers
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const lines: string[] = []
  for (const part of parts) {
    if (part.startsWith('type ')) return undefined
    const [name, alias] = part.split(/\s+as\s+/)
    const target = name ? map.get(name) : undefined
    if (!name || !target) return undefined
    const local = alias ?? name
    const from = JSON.stringify(target.from)
    if (target.name === '*') lines.push(`${kind} * as ${local} from ${from};`)
    else lines.push(`${kind} { ${target.name} as ${local} } from ${from};`)
  }
  return lines.join('\n')
}

/**
 * Rewrites each `import|export { … } from '<spec>'` statement of `code` for which `mapOf(spec)`
 * gives a map, binding by binding (see rewriteStatement); undefined when nothing changed.
 */
export async function rewriteNamedImports(
  code: string,
  mapOf: (spec: string) => Promise<BarrelMap | undefined>,
): Promise<string | undefined> {
  const edits: { start: number; end: number; text: string }[] = []
  for (const match of code.matchAll(STATEMENT)) {
    const map = await mapOf(match[4]!)
    const text = map && rewriteStatement(match[1]!, match[2]!, map)
    if (text !== undefined)
      edits.push({ start: match.index, end: match.index + match[0].length, text })
  }
  if (edits.length === 0) return undefined
  let out = code
  for (const edit of edits.reverse())
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  return out
}

export function barrelImports(barrels: readonly string[]): Plugin {
  const maps = new Map<string, BarrelMap>()
  const names = new Set(barrels)
  return {
    name: 'gatehouse:barrel-imports',
    apply: 'build',
    async transform(code, id) {
      if (!barrels.some((b) => code.includes(b))) return null
      const out = await rewriteNamedImports(code, async (spec) => {
        if (!names.has(spec)) return undefined
        const resolved = await this.resolve(spec, id)
        if (!resolved || resolved.external) return undefined
        let map = maps.get(resolved.id)
        if (!map) {
          map = await readBarrel(
            resolved.id,
            async (s, importer) => (await this.resolve(s, importer))?.id,
          )
          maps.set(resolved.id, map)
        }
        return map
      })
      return out === undefined ? null : { code: out, map: null }
    },
  }
}
