// Packs every published package into .packs/ as `npm pack` would publish it. The packages must be
// built already (scripts/buildPackages.mjs): packing here skips `prepack` so one build serves the
// checks and the examples. Writes .packs/packs.json (name → tarball file name) and prints the
// tarball paths, one per line. `npm test` packs once; checks/packages.test.ts and
// scripts/testExamples.mjs then read the same tarballs (readPacks).
//
// Each tarball's package.json leaves out the `@gatehouse/source` condition, which points the
// workspace at the sources (src/, not shipped): the package is packed from a copy of what it
// ships, with that condition taken out of `exports` (docs/contributing.md "The inner loop").
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PACKAGES } from './buildPackages.mjs'

/** The export condition that resolves a workspace package to its sources. */
export const SOURCE_CONDITION = '@gatehouse/source'

/**
 * `exports` as published: without SOURCE_CONDITION, and an entry left with `default` alone
 * written as its plain path again (`./styles.css`).
 */
export function publishedExports(exports) {
  if (typeof exports !== 'object' || exports === null) return exports
  return Object.fromEntries(
    Object.entries(exports).map(([key, target]) => {
      if (typeof target !== 'object' || target === null) return [key, target]
      const { [SOURCE_CONDITION]: _source, ...rest } = target
      const keys = Object.keys(rest)
      return [key, keys.length === 1 && keys[0] === 'default' ? rest.default : rest]
    }),
  )
}

/** A copy of what the package ships (its `files` and package.json, `exports` as published). */
function stageForPacking(name, into) {
  const dir = fileURLToPath(new URL(`../packages/${name.split('/')[1]}/`, import.meta.url))
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
  for (const entry of manifest.files ?? []) {
    if (existsSync(path.join(dir, entry)))
      cpSync(path.join(dir, entry), path.join(into, entry), { recursive: true })
  }
  manifest.exports = publishedExports(manifest.exports)
  writeFileSync(path.join(into, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return into
}

export const PACKS_DIR = fileURLToPath(new URL('../.packs/', import.meta.url))
const MANIFEST = `${PACKS_DIR}packs.json`

/** name → absolute tarball path. */
export function packPackages() {
  rmSync(PACKS_DIR, { recursive: true, force: true })
  mkdirSync(PACKS_DIR, { recursive: true })
  const tarballs = new Map()
  const staging = mkdtempSync(path.join(tmpdir(), 'gatehouse-pack-'))
  try {
    for (const name of PACKAGES) {
      const staged = stageForPacking(name, mkdtempSync(path.join(staging, 'package-')))
      const result = spawnSync(
        'npm',
        ['pack', staged, '--ignore-scripts', '--json', '--pack-destination', PACKS_DIR],
        { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' },
      )
      if (result.status !== 0) throw new Error(`npm pack ${name} failed:\n${result.stderr}`)
      const [info] = JSON.parse(result.stdout)
      tarballs.set(name, `${PACKS_DIR}${info.filename}`)
    }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
  writeFileSync(
    MANIFEST,
    JSON.stringify(
      Object.fromEntries([...tarballs].map(([name, file]) => [name, file.slice(PACKS_DIR.length)])),
      null,
      2,
    ),
  )
  return tarballs
}

/**
 * The tarballs an earlier packPackages() left in .packs/ (name → absolute path), or undefined when
 * there are none or one is missing. Callers that must not see stale tarballs pack again instead:
 * `npm test` packs right after building and tells later stages so with GATEHOUSE_PACKED=1.
 */
export function readPacks() {
  if (!existsSync(MANIFEST)) return undefined
  const names = JSON.parse(readFileSync(MANIFEST, 'utf8'))
  const tarballs = new Map(
    Object.entries(names).map(([name, file]) => [name, `${PACKS_DIR}${file}`]),
  )
  const complete =
    PACKAGES.every((name) => tarballs.has(name)) && [...tarballs.values()].every(existsSync)
  return complete ? tarballs : undefined
}

/** The packed tarballs: those `npm test` packed (GATEHOUSE_PACKED=1), else packed now. */
export function packedOrPack() {
  if (process.env.GATEHOUSE_PACKED === '1') {
    const packed = readPacks()
    if (!packed)
      throw new Error('GATEHOUSE_PACKED=1 but .packs/packs.json is missing or incomplete')
    return packed
  }
  return packPackages()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of packPackages().values()) console.log(file)
}
