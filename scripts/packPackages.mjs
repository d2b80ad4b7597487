// Packs every published package into .packs/ as `npm pack` would publish it. The packages must be
// built already (scripts/buildPackages.mjs): packing here skips `prepack` so one build serves the
// checks and the examples. Prints the tarball paths, one per line.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PACKAGES } from './buildPackages.mjs'

export const PACKS_DIR = fileURLToPath(new URL('../.packs/', import.meta.url))

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
  return tarballs
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of packPackages().values()) console.log(file)
}
