// Every package a Gatehouse user installs, and every package the demo ships, carries an
// OSI-approved licence (the Gatehouse promise: MIT all the way down, nothing under terms such as
// the WalletConnect Community License). Read from the lockfiles, which record each installed
// package's licence field: the root one for what each published package and each app pulls in
// (its dependency closure, peers included), and each example's, which npm writes when the example
// installs the packed tarballs as an integrator's app does.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { isOsiApproved } from './osiLicences'
import { resolveInLockfile } from './resolveInLockfile'

const ROOT = path.resolve(import.meta.dirname, '..')

type LockEntry = {
  version?: string
  license?: string
  link?: boolean
  resolved?: string
  dev?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}
type Lock = { packages: Record<string, LockEntry> }

/**
 * Not OSI-approved and accepted, each with its reason. Only data files, never code that runs in
 * an app or ships in a bundle.
 */
const ACCEPTED: Record<string, string> = {
  // Browser-support tables under CC-BY-4.0, a dependency of Next.js itself (via browserslist):
  // read at build time, never bundled. Every Next.js app has it.
  'caniuse-lite': 'CC-BY-4.0 data, a build-time dependency of Next.js itself',
}

const readLock = (file: string): Lock => JSON.parse(readFileSync(file, 'utf8')) as Lock

const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)

/** Every installed package `start` (a workspace folder) needs, by lockfile key. */
function closure(lock: Lock, start: string): string[] {
  const seen = new Set<string>()
  const queue = [start]
  while (queue.length) {
    const key = queue.shift() as string
    const entry = lock.packages[key]
    if (!entry) continue
    const target = entry.link && entry.resolved ? entry.resolved : key
    const node = lock.packages[target] ?? entry
    const names = Object.keys({
      ...node.dependencies,
      ...node.optionalDependencies,
      ...node.peerDependencies,
    })
    for (const name of names) {
      const found = resolveInLockfile(lock, target, name)
      if (!found || seen.has(found)) continue
      seen.add(found)
      queue.push(found)
    }
  }
  return [...seen].filter((key) => !lock.packages[key]?.link)
}

/** The packages among `keys` without an OSI-approved licence, as "name@version: licence". */
function refused(lock: Lock, keys: readonly string[]): string[] {
  return keys
    .map((key) => ({ name: nameOf(key), entry: lock.packages[key] as LockEntry }))
    .filter(({ name, entry }) => !ACCEPTED[name] && !isOsiApproved(entry.license))
    .map(({ name, entry }) => `${name}@${entry.version}: ${entry.license ?? '(no licence field)'}`)
    .sort()
}

const rootLock = readLock(path.join(ROOT, 'package-lock.json'))
const workspaces = [
  ...readdirSync(path.join(ROOT, 'packages')).map((name) => `packages/${name}`),
  ...readdirSync(path.join(ROOT, 'apps')).map((name) => `apps/${name}`),
].filter((dir) => rootLock.packages[dir])
const examples = readdirSync(path.join(ROOT, 'examples')).filter((name) =>
  readdirSync(path.join(ROOT, 'examples', name)).includes('package-lock.json'),
)

describe('licences', () => {
  test('behavior: the published packages and the apps are found in the lockfile', () => {
    expect(workspaces).toEqual(
      expect.arrayContaining(['packages/kit', 'packages/walletconnect', 'apps/demo']),
    )
    expect(examples.length).toBeGreaterThanOrEqual(3)
  })

  test.each(workspaces)('behavior: everything %s depends on is OSI-approved', (workspace) => {
    const keys = closure(rootLock, workspace)
    if (rootLock.packages[workspace]?.dependencies) expect(keys.length).toBeGreaterThan(0)
    expect(refused(rootLock, keys)).toEqual([])
  })

  test.each(examples)('behavior: everything the %s example installs is OSI-approved', (example) => {
    const lock = readLock(path.join(ROOT, 'examples', example, 'package-lock.json'))
    const keys = Object.keys(lock.packages).filter(
      (key) => key.includes('node_modules/') && !lock.packages[key]?.link,
    )
    expect(keys.length).toBeGreaterThan(0)
    expect(refused(lock, keys)).toEqual([])
  })

  test('behavior: a package under the WalletConnect Community License is named with its licence', () => {
    const lock: Lock = {
      packages: {
        '': { dependencies: { '@walletconnect/core': '2.25.0' } },
        'node_modules/@walletconnect/core': {
          version: '2.25.0',
          license: 'SEE LICENSE IN LICENSE.md',
        },
      },
    }
    expect(refused(lock, closure(lock, ''))).toEqual([
      '@walletconnect/core@2.25.0: SEE LICENSE IN LICENSE.md',
    ])
  })
})
