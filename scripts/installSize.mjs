// The install footprint of a package as an integrator gets it: its tarball and its non-peer
// dependencies, installed by npm into an empty folder (peers are the app's own: React, wagmi,
// viem, TanStack Query), measured as the bytes of every file under node_modules (apparent sizes,
// not disk blocks, so the figure does not depend on the file system). #28 holds @gatehouse/kit
// to at most RainbowKit 2.2.11's; checks/installSize.test.ts compares the two.
//   npm run check:install-size   (node scripts/installSize.mjs --kit) re-measures RainbowKit
//                                2.2.11, writes checks/installSize.rainbowkit.json (the figure the
//                                Vitest check compares with), then installs the kit's packed
//                                tarballs (.packs/, packed here unless GATEHOUSE_PACKED=1; the
//                                packages must be built) the same way; fails when the kit's is larger.
// RainbowKit's tarball comes from the registry (`npm pack`), cached in the system temp directory.
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const RAINBOWKIT = '@rainbow-me/rainbowkit@2.2.11'
export const RAINBOWKIT_RECORD = fileURLToPath(
  new URL('../checks/installSize.rainbowkit.json', import.meta.url),
)
const CACHE = path.join(tmpdir(), 'gatehouse-install-size')

/** Bytes and files under `dir` (apparent sizes; symbolic links count as nothing). */
export function folderSize(dir) {
  let bytes = 0
  let files = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    bytes += statSync(path.join(entry.parentPath, entry.name)).size
    files++
  }
  return { bytes, files }
}

/**
 * Installs `tarballs` (the first is the package measured; the others are dependencies of it that
 * no registry has, such as @gatehouse/walletconnect) into an empty folder with npm, peers
 * omitted, and measures its node_modules. `packages` lists what was installed.
 */
export function measureInstall(tarballs) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gatehouse-install-'))
  try {
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n')
    const result = spawnSync(
      'npm',
      [
        'install',
        '--omit=peer',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        '--prefer-offline',
        ...tarballs,
      ],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } },
    )
    if (result.status !== 0) throw new Error(`npm install failed:\n${result.stderr}`)
    const modules = path.join(dir, 'node_modules')
    const packages = readdirSync(modules)
      .filter((name) => !name.startsWith('.'))
      .flatMap((name) =>
        name.startsWith('@')
          ? readdirSync(path.join(modules, name)).map((n) => `${name}/${n}`)
          : [name],
      )
      .filter((name) => !lstatSync(path.join(modules, name)).isSymbolicLink())
      .sort()
    const tarball = statSync(tarballs[0]).size
    return { tarball, ...folderSize(modules), packages }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** RainbowKit 2.2.11's tarball, packed from the registry once and kept in the temp directory. */
export function rainbowKitTarball() {
  const file = path.join(CACHE, 'rainbow-me-rainbowkit-2.2.11.tgz')
  if (existsSync(file)) return file
  mkdirSync(CACHE, { recursive: true })
  const result = spawnSync('npm', ['pack', RAINBOWKIT, '--pack-destination', CACHE], {
    encoding: 'utf8',
  })
  if (result.status !== 0 || !existsSync(file))
    throw new Error(`npm pack ${RAINBOWKIT} failed:\n${result.stderr}`)
  return file
}

export const formatSize = ({ tarball, bytes, files, packages }) =>
  `${(bytes / 1e6).toFixed(2)} MB installed in ${files} files, ${packages.length} packages (tarball ${(tarball / 1e3).toFixed(0)} kB)`

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const rainbowKit = { package: RAINBOWKIT, ...measureInstall([rainbowKitTarball()]) }
  rainbowKit.measured = new Date().toISOString().slice(0, 10)
  writeFileSync(RAINBOWKIT_RECORD, `${JSON.stringify(rainbowKit, null, 2)}\n`)
  console.log(
    `${RAINBOWKIT}: ${formatSize(rainbowKit)} → ${path.relative(process.cwd(), RAINBOWKIT_RECORD)}`,
  )
  if (process.argv.includes('--kit')) {
    const { packedOrPack } = await import('./packPackages.mjs')
    const packs = packedOrPack()
    const kit = measureInstall([packs.get('@gatehouse/kit'), packs.get('@gatehouse/walletconnect')])
    console.log(`@gatehouse/kit: ${formatSize(kit)}`)
    if (kit.bytes > rainbowKit.bytes) {
      console.error(`✗ the kit's install footprint is larger than ${RAINBOWKIT}'s`)
      process.exitCode = 1
    }
  }
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
