// Packs every published package into .packs/ as `npm pack` would publish it. The packages must be
// built already (scripts/buildPackages.mjs): packing here skips `prepack` so one build serves the
// checks and the examples. Writes .packs/packs.json (name → tarball file name) and prints the
// tarball paths, one per line. `npm test` packs once; checks/packages.test.ts and
// scripts/testExamples.mjs then read the same tarballs (readPacks).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PACKAGES } from './buildPackages.mjs'

export const PACKS_DIR = fileURLToPath(new URL('../.packs/', import.meta.url))
const MANIFEST = `${PACKS_DIR}packs.json`

/** name → absolute tarball path. */
export function packPackages() {
  rmSync(PACKS_DIR, { recursive: true, force: true })
  mkdirSync(PACKS_DIR, { recursive: true })
  const tarballs = new Map()
  for (const name of PACKAGES) {
    const result = spawnSync(
      'npm',
      ['pack', '-w', name, '--ignore-scripts', '--json', '--pack-destination', PACKS_DIR],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' },
    )
    if (result.status !== 0) throw new Error(`npm pack -w ${name} failed:\n${result.stderr}`)
    const [info] = JSON.parse(result.stdout)
    tarballs.set(name, `${PACKS_DIR}${info.filename}`)
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
