// Measures the JavaScript a visitor must load before the Connect Wallet button is interactive:
// the entry chunk plus everything it imports statically, gzipped. Reads Vite's manifest (the
// demo), or the built index.html and the chunks' own imports (an example, built without one).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { parseAst } from 'vite'

/**
 * #28: the first-render goal is measured on examples/vite built from the tarballs (an app as an
 * integrator writes it, with @gatehouse/kit/vite's plugins): checked by scripts/testExamples.mjs
 * after it builds the example (bench/exampleBudget.ts). 2026-11-29: 105.1 KB (108.1 KB without
 * splitModules()).
 */
export const EXAMPLE_FIRST_RENDER_BUDGET_BYTES = 106 * 1024

/**
 * A looser ceiling on the demo (bench/bundleBudget.test.ts), whose page shows more than the
 * example's. 2026-11-29: 109.9 KB, with the demo's own build plugins gone (#28: barrelImports
 * saved nothing; splitModules, 3 KB, moved into @gatehouse/kit/vite).
 */
export const FIRST_RENDER_BUDGET_BYTES = 115 * 1024

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** Manifest keys of the entry and its static import closure. */
export function firstRenderKeys(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entry) throw new Error('no entry chunk in the Vite manifest')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  visit(entry)
  return [...seen]
}

export function firstRenderBytes(distDir: string): { gzip: number; files: string[] } {
  const manifest = readManifest(distDir)
  const files = firstRenderKeys(manifest).map((k) => manifest[k]!.file)
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  )
  return { gzip, files }
}

/** The chunks a built page's module script imports statically, itself included, as dist paths. */
export function firstRenderFilesFromHtml(distDir: string): string[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const entries = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/?([^"]+)"/g)].map(
    (m) => m[1]!,
  )
  if (entries.length === 0) throw new Error(`no module script in ${distDir}/index.html`)
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const { body } = parseAst(readFileSync(path.join(distDir, file), 'utf8'))
    for (const node of body) {
      const source =
        node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ExportNamedDeclaration'
          ? node.source?.value
          : undefined
      if (typeof source === 'string' && source.startsWith('.'))
        visit(path.posix.join(path.posix.dirname(file), source))
    }
  }
  for (const entry of entries) visit(entry)
  return [...seen]
}

/** The gzip size of a built page's first-render JavaScript, read from its index.html. */
export function firstRenderBytesFromHtml(distDir: string): { gzip: number; files: string[] } {
  const files = firstRenderFilesFromHtml(distDir)
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  )
  return { gzip, files }
}
