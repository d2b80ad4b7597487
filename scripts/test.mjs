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

const countPlaywright = () => {
  const file = `${reports}/playwright.json`
  if (!existsSync(file)) return false
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
  return true
}
const failedBefore = failed
const e2eOk = run('end-to-end tests', 'npx', ['playwright', 'test'])
if (!countPlaywright() || (!e2eOk && failed === failedBefore)) check('playwright', false)

const countReport = (file) => {
  if (!existsSync(file)) return false
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
  return true
}
const failedBeforeTestkit = failed
const testkitOk = run('testkit fixture', 'npx', ['playwright', 'test', '-c', 'packages/testkit'])
if (
  !countReport(`${reports}/playwright-testkit.json`) ||
  (!testkitOk && failed === failedBeforeTestkit)
)
  check('testkit fixture', false)

const countExamples = () => {
  const files = existsSync(reports)
    ? readdirSync(reports).filter((f) => f.startsWith('examples-') && f.endsWith('.json'))
    : []
  for (const file of files) {
    const { stats } = JSON.parse(readFileSync(`${reports}/${file}`, 'utf8'))
    passed += stats.expected + stats.flaky
    failed += stats.unexpected
  }
  return files.length > 0
}
const failedBeforeExamples = failed
const examplesOk = run('example apps', 'node', ['scripts/testExamples.mjs', '--no-build'])
if (!countExamples() || (!examplesOk && failed === failedBeforeExamples)) check('examples', false)

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
