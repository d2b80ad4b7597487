// `npm test`: every check of the project, each piece of work done once, then one closing line
// CI reads: "N passed, N failed, N skipped" (tests only; a failed stage counts as one failure).
//
// The stages, and why each waits for what it waits for:
//   build packages     tsdown, every package's dist/: the apps, the tests and the examples use
//                      the packages through their `exports`, which point at dist/.
//   type-check         tsc once over the whole project, the type tests (*.test-d.ts) included:
//                      Vitest's own typecheck (the same tsconfig again) is off here (GATEHOUSE_TYPECHECKED=1).
//   lint               Biome (noFocusedTests is an error: a committed .only fails here too).
//   pack packages      npm pack once into .packs/; checks/packages.test.ts and the examples read
//                      those tarballs (GATEHOUSE_PACKED=1) instead of packing again.
//   production build   the demo as it is deployed: what bench/bundleBudget.test.ts measures.
//   build e2e demos    the demo against the e2e suite's local chains, twice (WalletConnect off and
//                      on): RPC URLs, polling interval and those switches are read at build time,
//                      so these two builds and the production build must differ.
//   Vitest             after pack and the production build (the package and budget checks read
//                      them).
//   end-to-end tests   after the e2e builds and Vitest: both are CPU-bound, and side by side on two
//                      cores each slowed the other several times over.
//   install and build examples   after pack, while Vitest runs: the installs wait on the disk
//                      and the registry cache, and one Next.js build at a time takes the core
//                      Vitest's single worker leaves (scripts/testExamples.mjs).
//   testkit fixture    after install and build examples, beside the end of Vitest (its chains
//                      on ports of their own).
//   example apps       after their install and build and the testkit fixture, beside the end of
//                      Vitest: each starts its built app and runs its browser test on one worker.
//   migrated apps      RainbowKit's 14 example apps after @gatehouse/migrate: each one's tsc (in
//                      one process, scripts/typecheckApps.mjs) and the migrated with-vite in the
//                      browser, on the examples' installs (scripts/testMigratedApps.mjs). After the
//                      example apps, on the core Vitest's single worker leaves, then beside the
//                      e2e suite; its ports (4650-4651, 4660) are its own.
//
// Each stage's output goes to .reports/logs/<stage>.log (printed when the stage fails); each
// stage's time to .reports/timings.json. Retries stay off in every runner: a flaky test fails.
// Each runner's count of tests run is checked against .ci/minimum-tests.json, so a stage that ran
// only a fraction of its tests (a stray .only, a runner that stopped early) fails.
import { spawn } from 'node:child_process'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { fileURLToPath } from 'node:url'
import { countPlaywright, countVitest, judgeRunner } from './testVerdict.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const REPORTS = `${ROOT}.reports`
const LOGS = `${REPORTS}/logs`
const MINIMUMS = JSON.parse(readFileSync(`${ROOT}.ci/minimum-tests.json`, 'utf8'))

rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(LOGS, { recursive: true })

const startedAt = Date.now()
const seconds = (ms) => Math.round(ms / 1000)
/** name → { status: 'ok' | 'failed' | 'skipped', seconds, note? } in the order stages ended. */
const timings = []
const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []

const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()

/** Runs one command as a stage; resolves to true when it exited 0. Output goes to its log file. */
function runStage(name, cmd, args, env = {}) {
  const log = `${LOGS}/${slug(name)}.log`
  const began = Date.now()
  console.log(`▶ ${name} (${cmd} ${args.join(' ')}) — log: .reports/logs/${slug(name)}.log`)
  return new Promise((resolve) => {
    const out = createWriteStream(log)
    // bash's `time` reports the CPU the stage's whole process tree used (children it reaped
    // included: Chromium, anvil, Next.js workers): the machine is saturated, so the work each
    // stage costs says more about where the time goes than its wall-clock time.
    const timed = ['-c', `TIMEFORMAT='${CPU_LINE} %U %S'; time "$@"`, name, cmd, ...args]
    const child = spawn('bash', timed, {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    child.on('error', (error) => out.write(`\n${error.stack}\n`))
    child.on('close', (code, signal) => {
      out.end(() => {
        const ok = code === 0
        const took = seconds(Date.now() - began)
        const cpuSeconds = readCpuSeconds(log)
        timings.push({ stage: name, status: ok ? 'ok' : 'failed', seconds: took, cpuSeconds })
        console.log(
          `${ok ? '✓' : '✗'} ${name}: ${ok ? 'ok' : `failed (exit ${code ?? signal})`} in ${took} s${cpuSeconds === undefined ? '' : ` (CPU ${cpuSeconds} s)`}`,
        )
        if (!ok) printTail(log)
        resolve(ok)
      })
    })
  })
}

const CPU_LINE = 'stage CPU (user, system seconds):'

/** The stage's CPU seconds (user + system, its reaped children included) from its log's last line. */
function readCpuSeconds(log) {
  const line = readFileSync(log, 'utf8')
    .split('\n')
    .findLast((l) => l.startsWith(CPU_LINE))
  if (!line) return undefined
  const [user, system] = line.slice(CPU_LINE.length).trim().split(/\s+/).map(Number)
  return Math.round(user + system)
}

function printTail(log, lines = 150) {
  const text = readFileSync(log, 'utf8').split('\n')
  console.log(`── last ${Math.min(lines, text.length)} lines of ${log.slice(ROOT.length)} ──`)
  console.log(text.slice(-lines).join('\n'))
  console.log('── end of log ──')
}

/** A stage that is not a test runner: a failure counts as one failed check. */
async function stage(name, cmd, args, env) {
  const ok = await runStage(name, cmd, args, env)
  if (!ok) fail(`${name} failed`)
  return ok
}

function fail(reason) {
  totals.failed++
  failures.push(reason)
}

function skipStage(name, because) {
  timings.push({ stage: name, status: 'skipped', seconds: 0, note: because })
  console.log(`- ${name}: not run (${because})`)
}

/**
 * A test runner as a stage: `counts()` reads its JSON report ({ passed, failed, skipped }, or
 * undefined when there is none), and judgeRunner (testVerdict.mjs) adds what the report cannot
 * say: a non-zero exit with no failed test, fewer tests than the committed minimum.
 */
async function testStage(name, minimumKey, cmd, args, env, counts) {
  const exitedOk = await runStage(name, cmd, args, env)
  const result = counts()
  const { extraFailures, note } = judgeRunner({
    name,
    exitedOk,
    counts: result,
    minimum: MINIMUMS[minimumKey],
  })
  const entry = timings.at(-1)
  if (result) {
    totals.passed += result.passed
    totals.failed += result.failed
    totals.skipped += result.skipped
    entry.tests = result
    if (result.failed > 0) failures.push(`${name}: ${result.failed} failed`)
  }
  for (const reason of extraFailures) fail(reason)
  if (note) entry.note = `${note} ("${minimumKey}")`
  return exitedOk && extraFailures.length === 0 && result.failed === 0
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined)

function vitestCounts() {
  const report = readJson(`${REPORTS}/vitest.json`)
  return report && countVitest(report)
}

function playwrightCounts(...files) {
  return () => {
    const reports = files.map(readJson)
    return reports.includes(undefined) ? undefined : countPlaywright(reports)
  }
}

function exampleReports() {
  const work = readJson(`${REPORTS}/examples-work.json`)
  return (work?.examples ?? ['(none)']).map((name) => `${REPORTS}/examples-${name}.json`)
}

// ── the plan ──────────────────────────────────────────────────────────────────────────────────
const built = await stage('build packages', 'node', ['scripts/buildPackages.mjs'])
if (built) {
  const tsx = 'node_modules/.bin/tsx'
  const packed = stage('pack packages', 'node', ['scripts/packPackages.mjs'])
  const checked = Promise.all([
    stage('type-check', 'npx', ['tsc', '-p', '.', '--noEmit']),
    stage('lint', 'npx', ['biome', 'check', '.']),
  ])
  const productionBuild = stage('production build', 'npm', [
    'run',
    'build',
    '-w',
    '@gatehouse/demo',
  ])
  const e2eBuilt = (async () => {
    await productionBuild // two Vite builds at once would only share the same two cores
    return stage('build e2e demos', tsx, ['scripts/buildE2eDemos.ts'])
  })()
  const examplesInstalled = (async () =>
    (await packed) &&
    stage(
      'install and build examples',
      'node',
      ['scripts/testExamples.mjs', '--no-build', '--phase', 'install'],
      {
        GATEHOUSE_PACKED: '1',
      },
    ))()

  const vitest = (async () => {
    const ready = (await packed) && (await productionBuild)
    await checked
    if (!ready) return skipStage('unit and component tests', 'pack or production build failed')
    return testStage(
      'unit and component tests',
      'vitest',
      'node_modules/.bin/vitest',
      ['run'],
      { CI_REPORT: '1', GATEHOUSE_PACKED: '1', GATEHOUSE_TYPECHECKED: '1' },
      vitestCounts,
    )
  })()
  // The e2e suite waits for Vitest. Every stage here is CPU-bound on two cores: beside the e2e
  // suite's two workers (each a Chromium, its demo servers and chains) Vitest took 428-487 s
  // instead of 121 s alone, and its lazily loaded modals missed Testing Library's waits. Alone,
  // Vitest is done in about two minutes while the examples install and the e2e demos build.
  const e2e = (async () => {
    const demosBuilt = await e2eBuilt
    await vitest
    if (!demosBuilt) return skipStage('end-to-end tests', 'the e2e demo builds failed')
    return testStage(
      'end-to-end tests',
      'e2e',
      'npx',
      ['playwright', 'test'],
      { E2E_REUSE_BUILD: '1' },
      playwrightCounts(`${REPORTS}/playwright.json`),
    )
  })()

  // The testkit's own spec (12 tests, the MetaMask test dapp's among them; ports of its own) runs
  // once the examples are installed and built: the core their builds took is then free until
  // Vitest ends (about a minute), instead of being one more browser beside the e2e suite.
  const testkit = (async () => {
    await examplesInstalled
    return testStage(
      'testkit fixture',
      'testkit',
      'npx',
      ['playwright', 'test', '-c', 'packages/testkit'],
      {},
      playwrightCounts(`${REPORTS}/playwright-testkit.json`),
    )
  })()
  // The example apps' browser tests follow their install and build and the testkit's spec on the
  // core Vitest's single worker leaves: once the Next.js builds are done that core was idle until
  // Vitest ended (about a minute on the CI machine), and every core-second the examples spend
  // there is one the e2e suite, which fills both cores, no longer shares. Each starts its built
  // app and runs its tests on one worker; the last of them may end beside the e2e suite's start.
  const examples = (async () => {
    await testkit
    if (!(await examplesInstalled))
      return skipStage('example apps', 'install and build examples failed')
    return testStage(
      'example apps',
      'examples',
      'node',
      ['scripts/testExamples.mjs', '--phase', 'test'],
      { GATEHOUSE_PACKED: '1' },
      () => playwrightCounts(...exampleReports())(),
    )
  })()
  // RainbowKit's apps after the codemod (#26): about 55 CPU s, most of it the 14 apps' tsc. They
  // reuse the examples' installs, so they wait for those; and then for the example apps' tests, so
  // the stages on the core Vitest leaves run one at a time instead of sharing it with Vitest.
  const migratedApps = (async () => {
    await examples
    if (!(await examplesInstalled))
      return skipStage('migrated apps', 'install and build examples failed')
    return testStage(
      'migrated apps',
      'migrated',
      'node',
      ['scripts/testMigratedApps.mjs'],
      {},
      () => readJson(`${REPORTS}/migrated-apps.json`)?.counts,
    )
  })()
  await Promise.all([e2e, vitest, testkit, examples, migratedApps])
} else {
  skipStage('everything else', 'the packages did not build')
}

// ── the verdict ───────────────────────────────────────────────────────────────────────────────
const total = seconds(Date.now() - startedAt)
writeFileSync(
  `${REPORTS}/timings.json`,
  JSON.stringify({ totalSeconds: total, stages: timings, ...totals }, null, 2),
)
console.log('\nstages:')
for (const { stage: name, status, seconds: took, cpuSeconds, tests, note } of timings) {
  const counted = tests
    ? ` (${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped)`
    : ''
  const cpu = cpuSeconds === undefined ? '' : `, CPU ${cpuSeconds} s`
  console.log(`  ${name}: ${status} in ${took} s${cpu}${counted}${note ? ` — ${note}` : ''}`)
}
console.log(`  npm test: ${total} s in all`)
for (const reason of failures) console.log(`✗ ${reason}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed === 0 ? 0 : 1)
