// The kit's install footprint without running npm (checks/installSize.test.ts must take seconds):
// its tarball and @gatehouse/walletconnect's, unpacked, plus every non-peer dependency they
// pull in, at the versions the root lockfile pins, measured in the workspace's node_modules.
// That is what `npm install` of the two tarballs into an empty folder lays down (peers omitted):
// scripts/installSize.mjs does that install for real (`npm run check:install-size`).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { resolveInLockfile } from './resolveInLockfile'

const ROOT = path.resolve(import.meta.dirname, '..')

type LockEntry = {
  link?: boolean
  resolved?: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}
type Lock = { packages: Record<string, LockEntry> }
export type Footprint = { bytes: number; files: number; packages: string[] }

/** Bytes and files under `dir` (apparent sizes), nested node_modules left out. */
function folderSize(dir: string): { bytes: number; files: number } {
  let bytes = 0
  let files = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules') continue
      const inner = folderSize(file)
      bytes += inner.bytes
      files += inner.files
    } else if (entry.isFile()) {
      bytes += statSync(file).size
      files++
    }
  }
  return { bytes, files }
}

/**
 * The footprint of `tarballs` (package name → .tgz; the first is the package measured, the rest
 * its dependencies that no registry has) with their non-peer dependencies from the lockfile.
 */
export function lockFootprint(tarballs: Map<string, string>): Footprint {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as Lock
  const unpacked = mkdtempSync(path.join(tmpdir(), 'gatehouse-footprint-'))
  let bytes = 0
  let files = 0
  const packages: string[] = []
  const queue: { from: string; name: string }[] = []
  try {
    for (const [name, tarball] of tarballs) {
      const dir = path.join(unpacked, name.replace('/', '__'))
      execFileSync('mkdir', ['-p', dir])
      execFileSync('tar', ['xzf', tarball, '-C', dir])
      const size = folderSize(path.join(dir, 'package'))
      bytes += size.bytes
      files += size.files
      packages.push(name)
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package', 'package.json'), 'utf8'))
      // The workspace folder: where npm resolved this package's dependencies for the lockfile.
      const from = `packages/${name.split('/')[1]}`
      for (const dep of Object.keys(manifest.dependencies ?? {}))
        if (!tarballs.has(dep)) queue.push({ from, name: dep })
    }
  } finally {
    rmSync(unpacked, { recursive: true, force: true })
  }
  const seen = new Set<string>()
  while (queue.length > 0) {
    const { from, name } = queue.shift()!
    const key = resolveInLockfile(lock, from, name)
    if (!key) throw new Error(`${name} (needed by ${from || 'the root'}) is not in the lockfile`)
    if (seen.has(key)) continue
    seen.add(key)
    const entry = lock.packages[key]!
    if (entry.link) throw new Error(`${key} is a workspace package: pass its tarball`)
    if (!existsSync(path.join(ROOT, key))) throw new Error(`${key} is not installed`)
    const size = folderSize(path.join(ROOT, key))
    bytes += size.bytes
    files += size.files
    packages.push(name)
    for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies }))
      queue.push({ from: key, name: dep })
  }
  return { bytes, files, packages: packages.sort() }
}
