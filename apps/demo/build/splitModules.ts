// Splits a few large library modules into one module per top-level declaration (splitModule.ts),
// and points their importers at those parts. Why: Rolldown assigns whole modules to chunks. When
// the first render uses a few of the 27 error classes in viem's errors/rpc.js and a lazily loaded
// chunk uses the rest, all 27 sit in the first render. As parts, each declaration goes where it
// is used. Build-only; the importers are rewritten as barrelImports rewrites a barrel's.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { type BarrelMap, rewriteNamedImports } from './barrelImports.ts'
import { parsePartId, partId, type SplitModule, splitModule } from './splitModule.ts'

/** The module that re-exports every export from its part (for importers left unrewritten). */
export function facade(file: string, split: SplitModule): string {
  return [...split.exports]
    .map(
      ([exported, { part, local }]) =>
        `export { ${local} as ${exported} } from ${JSON.stringify(partId(file, part))};`,
    )
    .join('\n')
}

type Split = { split: SplitModule; targets: BarrelMap }

/**
 * Splits the modules whose file matches `modules`, and rewrites named imports of them in the
 * modules (and parts) whose file matches `importers` to import from the parts.
 */
export function splitModules(modules: RegExp, importers: RegExp): Plugin {
  const splits = new Map<string, Split | undefined>()
  const splitOf = (file: string) => {
    if (!splits.has(file)) {
      const split = splitModule(readFileSync(file, 'utf8'), file)
      const targets: BarrelMap = new Map(
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
      if (!part && modules.test(id)) {
        const split = splitOf(id)
        if (split) return { code: facade(id, split.split), map: null }
      }
      if (!importers.test(part?.file ?? id)) return undefined
      const out = await rewriteNamedImports(code, async (spec) => {
        const resolved = await this.resolve(spec, id).catch(() => null)
        if (!resolved || resolved.external || !modules.test(resolved.id)) return undefined
        return splitOf(resolved.id)?.targets
      })
      return out === undefined ? undefined : { code: out, map: null }
    },
  }
}
