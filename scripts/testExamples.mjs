// Runs every example app's browser test the way an integrator's app would meet Gatehouse: the
// packages built and packed (scripts/buildPackages.mjs, scripts/packPackages.mjs), each example
// copied with the tarballs into a folder of the system temp directory (so nothing
// resolves from the workspace's node_modules), installed from its own lockfile plus the tarballs,
// built by its own build command (tests/server.ts, through scripts/buildExample.ts), then its
// own `npx playwright test` with EXAMPLE_BUILT=1 (its web server starts that build on 127.0.0.1).
//   node scripts/testExamples.mjs [--no-build] [--phase install|test] [name …]
// `--phase install` copies, installs and builds the apps (each build as soon as its install is
// done, beside the next install), and records the work directory in .reports/examples-work.json;
// `--phase test` tests what that phase left. `npm test` installs and builds while Vitest runs
// (Vitest keeps one core, a Next.js build takes the other) and tests beside the e2e suite.
// The tarballs are those `npm test` packed (GATEHOUSE_PACKED=1), else packed here.
// Writes .reports/examples-<name>.json (Playwright's JSON report) and ends with a count line.
// After its build, an example with a first-render budget (BUDGETS) is measured against it
// (bench/exampleBudget.ts), and the figure printed: over budget, the install phase fails (so
// `npm test` counts one failure and skips the examples' browser tests, as for a failed build).
import { spawn, spawnSync } from 'node:child_process'
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
import { fileURLToPath } from 'node:url'
import { packedOrPack } from './packPackages.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const EXAMPLES = path.join(ROOT, 'examples')
const REPORTS = path.join(ROOT, '.reports')
const WORK_RECORD = path.join(REPORTS, 'examples-work.json')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
// Outside the repository (so nothing resolves from the workspace's node_modules), one folder
// per clone, kept until that clone's next run.
const WORK = path.join(
  tmpdir(),
  `gatehouse-examples-${createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`,
)
const SKIP = new Set(['node_modules', '.next', 'dist', 'test-results', 'playwright-report.json'])
/** The examples whose built first render has a budget: #28's goal, on the plain Vite app. */
const BUDGETS = new Set(['vite'])

const args = process.argv.slice(2)
const phaseAt = args.indexOf('--phase')
const phase = phaseAt === -1 ? 'all' : args[phaseAt + 1]
if (!['all', 'install', 'test'].includes(phase)) {
  console.error(`--phase: install or test, got ${phase}`)
  process.exit(2)
}
const names = args.filter((a, i) => !a.startsWith('--') && i !== phaseAt + 1)
const examples = readdirSync(EXAMPLES).filter(
  (name) =>
    existsSync(path.join(EXAMPLES, name, 'package.json')) &&
    (names.length === 0 || names.includes(name)),
)

const childEnv = (env) => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  npm_config_update_notifier: 'false',
  ...env,
})

const run = (label, cmd, cmdArgs, cwd, env = {}) => {
  const started = Date.now()
  console.log(`\n▶ ${label}: ${cmd} ${cmdArgs.join(' ')}`)
  const result = spawnSync(cmd, cmdArgs, {
    cwd,
    stdio: 'inherit',
    env: childEnv(env),
  })
  console.log(
    `  ${label}: ${result.status === 0 ? 'ok' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
  return result.status === 0
}

/** `run` without blocking: an install and a build proceed side by side. Output is kept and
 * printed whole when the command ends, so two commands' lines do not interleave. */
const runAsync = (label, cmd, cmdArgs, cwd, env = {}) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(cmd, cmdArgs, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: childEnv(env),
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => output.push(Buffer.from(`${error.stack}\n`)))
    child.on('close', (code) => {
      console.log(`\n▶ ${label}: ${cmd} ${cmdArgs.join(' ')}`)
      process.stdout.write(Buffer.concat(output))
      console.log(
        `  ${label}: ${code === 0 ? 'ok' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      )
      resolve(code === 0)
    })
  })

if (phase !== 'test' && !args.includes('--no-build')) {
  if (!run('build packages', 'node', ['scripts/buildPackages.mjs'], ROOT)) process.exit(1)
}
mkdirSync(REPORTS, { recursive: true })

// The lockfile pins every third-party package; the Gatehouse tarballs are rebuilt on every run,
// so their entries are dropped and npm reads each fresh tarball's manifest again: a dependency a
// package gained since the lockfile was written is installed as an integrator's npm would.
function forgetTarballs(lockfile) {
  if (!existsSync(lockfile)) return
  const lock = JSON.parse(readFileSync(lockfile, 'utf8'))
  const packages = lock.packages ?? {}
  const tarballs = Object.keys(packages).filter((key) => {
    const resolved = packages[key].resolved
    return resolved?.startsWith('file:') && resolved.endsWith('.tgz')
  })
  // With each tarball goes what npm nested under it: a nested entry without its parent's
  // manifest would be installed without its own dependencies.
  for (const key of Object.keys(packages))
    if (tarballs.some((tarball) => key === tarball || key.startsWith(`${tarball}/`)))
      delete packages[key]
  writeFileSync(lockfile, JSON.stringify(lock, null, 2))
}

/** `dir`'s node_modules as hard links to `from`'s (taken before `from`'s app is built). */
function seedFrom(from, dir) {
  const result = spawnSync('cp', [
    '-al',
    path.join(from, 'node_modules'),
    path.join(dir, 'node_modules'),
  ])
  if (result.status !== 0) {
    // Only a head start: without it npm installs from empty.
    console.log(`(no hard-linked start for ${dir}: ${result.stderr})`)
    rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true })
  }
}

async function install() {
  const tarballs = packedOrPack()
  // Left by this clone's last run (removed here, not at the end of that run: deleting three
  // installed apps took minutes of a busy machine's time beside the e2e suite).
  rmSync(WORK, { recursive: true, force: true })
  mkdirSync(WORK, { recursive: true })
  const work = WORK
  // The examples name the tarballs as file:../../.packs/<file>: the same layout in the copy.
  cpSync(path.join(ROOT, '.packs'), path.join(work, '.packs'), { recursive: true })
  console.log(
    `examples in ${work}: ${examples.join(', ')} (tarballs: ${[...tarballs.keys()].join(', ')})`,
  )
  const installed = []
  const overBudget = []
  let builds = Promise.resolve()
  let previous
  for (const name of examples) {
    const dir = path.join(work, 'examples', name)
    cpSync(path.join(EXAMPLES, name), dir, {
      recursive: true,
      filter: (src) => !SKIP.has(path.basename(src)),
    })
    forgetTarballs(path.join(dir, 'package-lock.json'))
    // The examples share most of their dependencies (React, wagmi, viem, the tarballs; the two
    // Next.js apps nearly all). Each starts from a hard-linked copy of the previous one's
    // node_modules, which npm then brings to exactly its own lockfile (removing, adding and
    // replacing packages; it replaces a package's folder, never writes into a linked file): the
    // same tree as an install from empty, without extracting every shared package again.
    if (previous) seedFrom(previous, dir)
    const ok = await runAsync(
      `${name}: install`,
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund'],
      dir,
    )
    if (!ok) continue
    previous = dir
    // One build at a time (each uses every core it gets), each beside the next install.
    builds = builds.then(async () => {
      if (!(await runAsync(`${name}: build`, TSX, ['scripts/buildExample.ts', dir], ROOT))) return
      installed.push(name)
      if (
        BUDGETS.has(name) &&
        !(await runAsync(
          `${name}: first-render budget`,
          TSX,
          ['bench/exampleBudget.ts', dir],
          ROOT,
        ))
      )
        overBudget.push(name)
    })
  }
  await builds
  writeFileSync(WORK_RECORD, JSON.stringify({ work, examples, installed, overBudget }, null, 2))
  return { work, installed, overBudget }
}

/** Each installed example's own browser test; a missing install or report is one failure. */
function test({ work, installed }) {
  let passed = 0
  let failed = 0
  let skipped = 0
  for (const name of examples) {
    if (!installed.includes(name)) {
      console.log(`✗ ${name}: not installed and built`)
      failed++
      continue
    }
    const dir = path.join(work, 'examples', name)
    const report = path.join(dir, 'playwright-report.json')
    const tested = run(`${name}: test`, 'npx', ['playwright', 'test'], dir, { EXAMPLE_BUILT: '1' })
    if (existsSync(report)) {
      const { stats } = JSON.parse(readFileSync(report, 'utf8'))
      passed += stats.expected
      // retries are off: a flaky test is a failure
      failed += stats.unexpected + stats.flaky
      skipped += stats.skipped
      cpSync(report, path.join(REPORTS, `examples-${name}.json`))
      if (!tested && stats.unexpected + stats.flaky === 0) failed++
    } else {
      console.log(`✗ ${name}: no test report (start-up failed)`)
      failed++
    }
  }
  console.log(`\nexamples: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  return failed
}

if (phase === 'install') {
  const { installed, overBudget } = await install()
  for (const name of overBudget) console.log(`✗ ${name}: first render over its budget`)
  process.exit(installed.length === examples.length && overBudget.length === 0 ? 0 : 1)
}
const installation =
  phase === 'test' ? JSON.parse(readFileSync(WORK_RECORD, 'utf8')) : await install()
// A budget missed counts here only when this run built the examples (`--phase test` leaves it to
// the install phase, which failed on it already).
const overBudget = phase === 'all' ? installation.overBudget.length : 0
process.exit(test(installation) + overBudget === 0 ? 0 : 1)
