// Marks the chunks of the kit's modals for eager compilation (V8's explicit compile hints: a
// `//# allFunctionsCalledOnLoad` first line, https://v8.dev/blog/explicit-compile-hints). The
// kit loads these chunks in idle time after the first render; without the hint V8 compiles each
// function on its first call, i.e. inside the click that opens the modal (about a fifth of that
// click's main-thread time on a 4× throttled CPU). With it, Chromium compiles them when the chunk
// loads, off the main thread. Other engines ignore the comment. Build-only.
import type { Plugin } from 'vite'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

type ChunkInfo = { imports: readonly string[]; facadeModuleId?: string | null; isEntry: boolean }

/**
 * The chunks a click on the kit's buttons runs: each chunk whose own module is one of the kit's
 * lazily loaded components, and the chunks it imports statically, less what the entry already
 * loads (compiled by then, as it ran).
 */
export function clickPathChunks(chunks: Record<string, ChunkInfo>, lazyModule: RegExp): string[] {
  const closure = (roots: string[]) => {
    const seen = new Set<string>()
    const visit = (name: string) => {
      if (seen.has(name) || !chunks[name]) return
      seen.add(name)
      for (const next of chunks[name].imports) visit(next)
    }
    for (const root of roots) visit(root)
    return seen
  }
  const names = Object.keys(chunks)
  const firstRender = closure(names.filter((name) => chunks[name]!.isEntry))
  const lazy = names.filter((name) => lazyModule.test(chunks[name]!.facadeModuleId ?? ''))
  return [...closure(lazy)].filter((name) => !firstRender.has(name))
}

/** The kit's modal and dialog components (and their shared code), as built in its dist/. */
const KIT_LAZY_COMPONENTS =
  /@gatehouse\/kit\/dist\/components\/(ConnectModal|AccountModal|ChainModal|SignInDialog|WalletIcon)\/|packages\/kit\/dist\/components\/(ConnectModal|AccountModal|ChainModal|SignInDialog|WalletIcon)\//

export function compileHints(lazyModule: RegExp = KIT_LAZY_COMPONENTS): Plugin {
  return {
    name: 'gatehouse:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, ChunkInfo> = {}
      for (const [name, output] of Object.entries(bundle))
        if (output.type === 'chunk') chunks[name] = output
      for (const name of clickPathChunks(chunks, lazyModule)) {
        const chunk = bundle[name]
        if (chunk?.type !== 'chunk') continue
        chunk.code = COMPILE_HINT + chunk.code
        // A source map, if built, moves down the one added line.
        const map = bundle[`${name}.map`]
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const parsed = JSON.parse(map.source) as { mappings: string }
          parsed.mappings = `;${parsed.mappings}`
          map.source = JSON.stringify(parsed)
        }
      }
    },
  }
}
