// A Vite plugin marking an app's first-render chunks and the kit's modal chunks for eager
// compilation (V8's explicit compile hints: a `//# allFunctionsCalledOnLoad` first line,
// https://v8.dev/blog/explicit-compile-hints). Without the hint V8 compiles each function on its
// first call, on the main thread: about 90 ms of the demo's first render on a 4× throttled CPU,
// and a fifth of the click that opens the connect modal (whose chunks the kit loads in idle
// time). With it, Chromium compiles them while the chunk streams in, off the main thread, for
// some more memory (the bytecode of functions that never run). Other engines ignore the comment.
import type { Plugin } from 'vite'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

type ChunkInfo = { imports: readonly string[]; facadeModuleId?: string | null; isEntry: boolean }

/**
 * The chunks the first render and a click on the kit's buttons run: the entry and its static
 * imports, and each chunk whose own module is one of the kit's lazily loaded components with the
 * chunks it imports statically.
 */
export function hintedChunks(chunks: Record<string, ChunkInfo>, lazyModule: RegExp): string[] {
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
  // Without the g and y flags, which would make test() carry state from one chunk to the next.
  const matcher = new RegExp(lazyModule.source, lazyModule.flags.replace(/[gy]/g, ''))
  const lazy = names.filter((name) => matcher.test(chunks[name]!.facadeModuleId ?? ''))
  return [...new Set([...firstRender, ...closure(lazy)])]
}

/**
 * The kit's lazily loaded dialogs and icons, as built in its dist/ (installed, or linked from a
 * workspace's packages/kit).
 */
// QRCode/: the QR encoder's chunk, preloaded with the connect modal, runs whole for each QR.
const KIT_LAZY_COMPONENTS =
  /(?:@gatehouse\/kit|packages\/kit)\/dist\/components\/(?:ConnectModal|AccountModal|ChainModal|SignInDialog|WalletIcon|QRCode)\//

export type CompileHintsOptions = {
  /**
   * Module ids (as Vite resolves them) of lazily loaded code that runs on a click, whose chunks
   * and their static imports are hinted too. Default: the kit's dialogs, wallet icons and QR encoder.
   */
  lazyModules?: RegExp
}

/**
 * For `vite build`: the app's first-render chunks (its entry and static imports) and the chunks
 * of the kit's dialogs compile while they load instead of on first call. Put it in `plugins`.
 */
export function compileHints({
  lazyModules = KIT_LAZY_COMPONENTS,
}: CompileHintsOptions = {}): Plugin {
  return {
    name: 'gatehouse:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own generateBundle, which puts its preload map on the entry's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks: Record<string, ChunkInfo> = {}
        for (const [name, output] of Object.entries(bundle))
          if (output.type === 'chunk') chunks[name] = output
        for (const name of hintedChunks(chunks, lazyModules)) {
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
    },
  }
}
