// Builds every app the benchmark serves. The peer apps (bench/peers/apps, exact versions in
// their package.json) and the Vite example (from the packed tarballs, as an integrator installs
// it) are copied to a folder outside the repository and installed from npm there; that folder
// is kept between runs, so a second run reinstalls nothing that did not change. The demo and the
// peers that can be pointed at a relay are built against the bench's (walletConnectRelay.ts).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { BENCH_WC_PROJECT_ID, BENCH_WC_RELAY_URL } from './walletConnectRelay'

export const REPO = path.resolve(import.meta.dirname, '../..')
export const WORK = process.env.BENCH_PEERS_DIR ?? path.join(tmpdir(), 'gatehouse-bench-peers')
export const PEERS = ['rainbowkit', 'connectkit', 'appkit'] as const
export type Peer = (typeof PEERS)[number]

type Env = Readonly<Record<string, string>>

function run(label: string, command: string, args: string[], cwd: string, env: Env = {}) {
  console.log(`• ${label}`)
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`)
}

/** A digest of the files under `dir` (names and contents), node_modules and dist left out. */
function digest(dir: string, skip: ReadonlySet<string>): string {
  const hash = createHash('sha256')
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (skip.has(entry.name)) continue
      const full = path.join(at, entry.name)
      hash.update(path.relative(dir, full))
      if (entry.isDirectory()) walk(full)
      else hash.update(readFileSync(full))
    }
  }
  walk(dir)
  return hash.digest('hex')
}

const SKIP = new Set(['node_modules', 'dist', '.vite-bench-stamp', 'test-results', 'tests'])

/** Copies `from` to `to` and installs it when its package.json or lockfile changed. */
function installCopy(
  name: string,
  from: string,
  to: string,
  installArgs: string[],
  prepare: (dir: string) => void = () => {},
) {
  mkdirSync(to, { recursive: true })
  cpSync(from, to, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) })
  prepare(to)
  const manifest = ['package.json', 'package-lock.json']
    .map((file) => path.join(to, file))
    .filter(existsSync)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
  const stamp = path.join(to, 'node_modules', '.bench-install-stamp')
  const wanted = createHash('sha256').update(manifest).digest('hex')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return
  run(`${name}: npm install`, 'npm', ['install', '--no-audit', '--no-fund', ...installArgs], to)
  writeFileSync(stamp, wanted)
}

/**
 * `vite build` with a manifest (for the first-render size), skipped when nothing changed (its
 * files and the VITE_* variables it is built with).
 */
function viteBuild(name: string, dir: string, force = false, env: Env = {}): string {
  const dist = path.join(dir, 'dist')
  const stamp = path.join(dist, '.vite-bench-stamp')
  const wanted = createHash('sha256')
    .update(digest(dir, SKIP))
    .update(JSON.stringify(env))
    .digest('hex')
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return dist
  run(
    `${name}: vite build`,
    'node',
    ['node_modules/vite/bin/vite.js', 'build', '--manifest', '--logLevel', 'warn'],
    dir,
    env,
  )
  writeFileSync(stamp, wanted)
  return dist
}

/** The bench relay, for a peer app that passes it to its WalletConnect connector (RainbowKit). */
const PEER_ENV: Env = { VITE_BENCH_WC_RELAY_URL: BENCH_WC_RELAY_URL }

export function buildPeer(peer: Peer): string {
  const dir = path.join(WORK, peer)
  installCopy(peer, path.join(import.meta.dirname, 'apps', peer), dir, ['--loglevel=error'])
  return viteBuild(peer, dir, false, PEER_ENV)
}

/**
 * The Vite example as an integrator gets it: the packages packed as npm would publish them
 * (scripts/packPackages.mjs → .packs/), installed with the example's own lockfile.
 */
export function buildViteExample(): string {
  run('pack the packages', 'node', ['scripts/packPackages.mjs'], REPO)
  // The example names the tarballs as file:../../.packs/<file>: the same layout in the copy.
  cpSync(path.join(REPO, '.packs'), path.join(WORK, '.packs'), { recursive: true })
  const dir = path.join(WORK, 'examples', 'vite')
  const tarballs = createHash('sha256')
  for (const file of readdirSync(path.join(WORK, '.packs')).sort())
    tarballs.update(readFileSync(path.join(WORK, '.packs', file)))
  // The committed lockfile holds the integrity of the tarballs it was written with; packages
  // built since then differ, and a first install in a new work folder would fail EINTEGRITY.
  installCopy(
    'examples/vite',
    path.join(REPO, 'examples', 'vite'),
    dir,
    ['--prefer-offline'],
    (to) => forgetTarballIntegrity(path.join(to, 'package-lock.json')),
  )
  // The tarballs change with every build of the packages: reinstall them when they did.
  const stamp = path.join(dir, 'node_modules', '.bench-tarball-stamp')
  const wanted = tarballs.digest('hex')
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
    forgetTarballIntegrity(path.join(dir, 'package-lock.json'))
    // npm keeps an installed file: tarball whose version did not change: remove it first.
    rmSync(path.join(dir, 'node_modules', '@gatehouse'), { recursive: true, force: true })
    // Named explicitly, so npm reads each tarball's own dependencies (a new one of the kit's is
    // not in the example's lockfile yet) rather than the lockfile's record of an older pack.
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
      devDependencies?: Record<string, string>
    }
    const tarballSpecs = Object.values({
      ...manifest.dependencies,
      ...manifest.devDependencies,
    }).filter((spec) => spec.startsWith('file:') && spec.endsWith('.tgz'))
    run(
      'examples/vite: install the tarballs',
      'npm',
      ['install', '--no-audit', '--no-fund', ...tarballSpecs],
      dir,
    )
    writeFileSync(stamp, wanted)
    return viteBuild('examples/vite', dir, true)
  }
  return viteBuild('examples/vite', dir)
}

/** The tarballs are rebuilt on every run: their recorded checksums are dropped (as testExamples does). */
function forgetTarballIntegrity(lockfile: string) {
  if (!existsSync(lockfile)) return
  const lock = JSON.parse(readFileSync(lockfile, 'utf8')) as {
    packages?: Record<string, { resolved?: string; integrity?: string }>
  }
  for (const entry of Object.values(lock.packages ?? {}))
    if (entry.resolved?.startsWith('file:') && entry.resolved.endsWith('.tgz'))
      delete entry.integrity
  writeFileSync(lockfile, JSON.stringify(lock, null, 2))
}

/** Where the bench's build of the demo goes (not apps/demo/dist, which the budget test reads). */
export const DEMO_DIST = path.join(WORK, 'gatehouse', 'dist')

/**
 * The demo as `npm run build` makes it (the packages, then a production `vite build`), with
 * WalletConnect on: the peers' dummy project id, and the bench's relay.
 */
export function buildDemo(): string {
  run('the packages: npm run build:packages', 'npm', ['run', 'build:packages'], REPO)
  const vite = path.join(REPO, 'node_modules', 'vite', 'bin', 'vite.js')
  run(
    'the demo: vite build (WalletConnect on the bench relay)',
    'node',
    [vite, 'build', '--outDir', DEMO_DIST, '--emptyOutDir', '--logLevel', 'warn'],
    path.join(REPO, 'apps', 'demo'),
    {
      VITE_WALLETCONNECT_PROJECT_ID: BENCH_WC_PROJECT_ID,
      VITE_WALLETCONNECT_RELAY_URL: BENCH_WC_RELAY_URL,
    },
  )
  return DEMO_DIST
}
