// `npm test`: every runner in turn, then one closing line CI recognises: "N passed, N failed".
// Order: the packages' dist/ (apps, tests and examples use the packages through their exports),
// type-check and lint, production build (the bundle-budget tests read it), Vitest (with the
// package checks), Playwright, then the example apps installed from the packed tarballs.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'

const reports = '.reports'
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

let passed = 0
let failed = 0
const run = (label, cmd, args, env = {}) => {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`)
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}
const check = (label, ok) => {
  if (ok) passed++
  else {
    failed++
    console.log(`✗ ${label} failed`)
  }
}

const built = run('build packages', 'node', ['scripts/buildPackages.mjs'])
check('build packages', built)
if (!built) {
  console.log(`\n${passed} passed, ${failed} failed`)
  process.exit(1)
}
check('type-check', run('type-check', 'npx', ['tsc', '-p', '.', '--noEmit']))
check('lint', run('lint', 'npx', ['biome', 'check', '.']))
check('production build', run('build', 'npm', ['run', 'build', '-w', '@gatehouse/demo']))

const countVitest = () => {
  const file = `${reports}/vitest.json`
  if (!existsSync(file)) return false
  const r = JSON.parse(readFileSync(file, 'utf8'))
  passed += r.numPassedTests
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0)
  return true
}
const vitestOk = run('unit and component tests', 'npx', ['vitest', 'run'], { CI_REPORT: '1' })
if (!countVitest() || (!vitestOk && failed === 0)) check('vitest', false)

/** Adds a Playwright JSON report's counts; false when the report is missing. */
const countPlaywrightReport = (file) => {
  if (!existsSync(file)) return false
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
  return true
}
/** One Playwright run: its reports counted, and a failing run that reported no failure counted once. */
const runPlaywright = (label, cmd, args, reportFiles) => {
  const failedBefore = failed
  const ok = run(label, cmd, args)
  const counted = reportFiles().map(countPlaywrightReport)
  if (counted.length === 0 || counted.includes(false) || (!ok && failed === failedBefore))
    check(label, false)
}

runPlaywright('end-to-end tests', 'npx', ['playwright', 'test'], () => [
  `${reports}/playwright.json`,
])
runPlaywright('testkit fixture', 'npx', ['playwright', 'test', '-c', 'packages/testkit'], () => [
  `${reports}/playwright-testkit.json`,
])
// scripts/testExamples.mjs writes .reports/examples-<name>.json, one per example.
runPlaywright('example apps', 'node', ['scripts/testExamples.mjs', '--no-build'], () =>
  readdirSync(reports)
    .filter((f) => f.startsWith('examples-') && f.endsWith('.json'))
    .map((f) => `${reports}/${f}`),
)

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
