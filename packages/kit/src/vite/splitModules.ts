// A Vite plugin splitting a few large library modules into one module per top-level declaration
// (splitModule.ts), with their importers pointed at those parts. Why: Rolldown assigns whole
// modules to chunks. When the first render uses a few of the 27 error classes in viem's
// errors/rpc.js and a lazily loaded chunk (a wallet SDK, the WalletConnect engine) uses the rest,
// all 27 sit in the first render. As parts, each declaration goes where it is used: 3 KB gzip less
// first render in the demo (#28's measurement). Build-only.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { parsePartId, partId, type SplitModule, splitModule } from './splitModule'

/** Where each name a module exports really comes from: a part's id and its local name. */
type Targets = Map<string, { from: string; name: string }>

const STATEMENT = /\b(import|export)\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\3;?/g

/** Rewrites one `import|export { … } from '<module>'` statement; undefined when it cannot. */
export function rewriteStatement(
  kind: string,
  specifiers: string,
  targets: Targets,
): string | undefined {
  const parts = specifiers
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const lines: string[] = []
  for (const part of parts) {
    if (part.startsWith('type ')) return undefined
    const [name, alias] = part.split(/\s+as\s+/)
    const target = name ? targets.get(name) : undefined
    if (!name || !target) return undefined
    const local = alias ?? name
    const from = JSON.stringify(target.from)
    if (target.name === '*') lines.push(`${kind} * as ${local} from ${from};`)
    else lines.push(`${kind} { ${target.name} as ${local} } from ${from};`)
  }
  return lines.join('\n')
}

/**
 * Rewrites each `import|export { … } from '<spec>'` statement of `code` for which `targetsOf(spec)`
 * gives targets, binding by binding (see rewriteStatement); undefined when nothing changed.
 */
export async function rewriteNamedImports(
  code: string,
  targetsOf: (spec: string) => Promise<Targets | undefined>,
): Promise<string | undefined> {
  const edits: { start: number; end: number; text: string }[] = []
  for (const match of code.matchAll(STATEMENT)) {
    const targets = await targetsOf(match[4]!)
    const text = targets && rewriteStatement(match[1]!, match[2]!, targets)
    if (text !== undefined)
      edits.push({ start: match.index, end: match.index + match[0].length, text })
  }
  if (edits.length === 0) return undefined
  let out = code
  for (const edit of edits.reverse())
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  return out
}

/** The module that re-exports every export from its part (for importers left unrewritten). */
export function facade(file: string, split: SplitModule): string {
  return [...split.exports]
    .map(
      ([exported, { part, local }]) =>
        `export { ${local} as ${exported} } from ${JSON.stringify(partId(file, part))};`,
    )
    .join('\n')
}

/**
 * viem's error classes and a few hex, hashing and client helpers, @noble/hashes' utilities and
 * @wagmi/core's error classes: modules whose declarations the first render uses a few of and
 * lazily loaded chunks use the rest of.
 */
export const DEFAULT_SPLIT_MODULES =
  /\/node_modules\/(viem\/_esm\/(errors\/\w+|utils\/encoding\/fromHex|utils\/data\/trim|clients\/createClient)|@noble\/hashes\/esm\/(utils|_u64)|@wagmi\/core\/dist\/esm\/errors\/\w+)\.js$/

export type SplitModulesOptions = {
  /** Module ids (as Vite resolves them) to split. Default: the viem, @noble/hashes and @wagmi/core modules the kit's first render shares with lazily loaded code. */
  modules?: RegExp
  /** Module ids whose named imports of those modules are pointed at the parts. Default: every module. */
  importers?: RegExp
}

type Split = { split: SplitModule; targets: Targets }

/**
 * For `vite build`: splits the modules `modules` matches into one module per top-level
 * declaration, and points named imports of them (in modules `importers` matches) at the parts,
 * so each declaration lands in the chunk that uses it. A module with a top-level statement other
 * than declarations, imports and exports is left whole. Put it in `plugins`.
 */
export function splitModules({
  modules = DEFAULT_SPLIT_MODULES,
  importers = /./,
}: SplitModulesOptions = {}): Plugin {
  // Without the g and y flags, which would make test() carry state from one id to the next.
  const plain = (pattern: RegExp) => new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
  const isModule = plain(modules)
  const isImporter = plain(importers)
  const splits = new Map<string, Split | undefined>()
  const splitOf = (file: string) => {
    if (!splits.has(file)) {
      const split = splitModule(readFileSync(file, 'utf8'), file)
      const targets: Targets = new Map(
        [...(split?.exports ?? [])].map(([exported, { part, local }]) => [
          exported,
          { from: partId(file, part), name: local },
        ]),
      )
      splits.set(file, split && { split, targets })
    }
    return splits.get(file)
  }
  return {
    name: 'gatehouse:split-modules',
    apply: 'build',
    resolveId(id) {
      return parsePartId(id) ? { id, moduleSideEffects: false } : undefined
    },
    load(id) {
      const at = parsePartId(id)
      if (!at) return undefined
      const part = splitOf(at.file)?.split.parts[at.part]
      if (part === undefined) throw new Error(`no part ${id}`)
      return { code: part, map: null }
    },
    async transform(code, id) {
      const part = parsePartId(id)
      if (!part && isModule.test(id)) {
        const split = splitOf(id)
        if (split) return { code: facade(id, split.split), map: null }
      }
      if (!isImporter.test(part?.file ?? id)) return undefined
      const out = await rewriteNamedImports(code, async (spec) => {
        const resolved = await this.resolve(spec, id).catch(() => null)
        if (!resolved || resolved.external || !isModule.test(resolved.id)) return undefined
        return splitOf(resolved.id)?.targets
      })
      return out === undefined ? undefined : { code: out, map: null }
    },
  }
}
