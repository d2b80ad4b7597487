// Builds every published package into its dist/ with tsdown, in dependency order: the apps, the
// e2e suite and the examples use the packages through their `exports`, which point at dist/.
// `--only <name>` builds one. Each package's own `npm run build` (and `prepack`) runs tsdown too.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const PACKAGES = [
  '@gatehouse/siwe',
  '@gatehouse/walletconnect',
  '@gatehouse/kit',
  '@gatehouse/testkit',
  '@gatehouse/auth-server',
  '@gatehouse/migrate',
]

if (process.argv[1] === fileURLToPath(import.meta.url)) build()

function build() {
  const only = process.argv.includes('--only')
    ? process.argv[process.argv.indexOf('--only') + 1]
    : undefined
  for (const name of PACKAGES) {
    if (only && name !== only) continue
    const dir = new URL(`../packages/${name.split('/')[1]}/`, import.meta.url)
    if (!existsSync(new URL('tsdown.config.ts', dir)))
      throw new Error(`${name} has no tsdown.config.ts`)
    const started = Date.now()
    const result = spawnSync('npx', ['tsdown', '--log-level', 'warn'], {
      cwd: dir,
      stdio: 'inherit',
    })
    if (result.error?.code === 'ENOENT' || result.status !== 0) {
      console.error(`✗ building ${name} failed`)
      process.exit(1)
    }
    console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}
