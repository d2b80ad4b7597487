// Measures the JavaScript a visitor must load before the Connect Wallet button is interactive:
// the entry chunk plus everything it imports statically, gzipped. Reads Vite's manifest.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * #18's goal. Measured at 109.1 KB (2026-11-28: library modules split per declaration, so the
 * lazily loaded chunks' share of them left the first render; apps/demo/build/splitModules.ts).
 */
export const FIRST_RENDER_BUDGET_BYTES = 110 * 1024

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
