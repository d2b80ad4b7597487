// `npm run test:repeat -- <file or spec> [--times N]`: runs one test file N times (default 10) and
// prints how many runs failed, so a suspected flake is measured rather than guessed.
//   Vitest files (*.test.ts, *.test.tsx): N separate `vitest run <file>` processes, each from a
//   cold start as in `npm test` (a teardown or import-order flake shows only that way).
//   Playwright specs (*.spec.ts under e2e/ or packages/testkit/): one run with --repeat-each N
//   (the stack starts once; the demo is built on the first call and reused with E2E_REUSE_BUILD=1
//   after), its failures counted per repetition.
// Retries stay off. The packages' dist/ must be built (npm run build:packages) for the checks and
// the e2e suite, as for `npm test`.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const timesAt = args.indexOf('--times')
const times = timesAt === -1 ? 10 : Number(args[timesAt + 1])
const files = args.filter((a, i) => !a.startsWith('--') && (timesAt === -1 || i !== timesAt + 1))

if (files.length !== 1 || !Number.isInteger(times) || times < 1) {
  console.error('usage: npm run test:repeat -- <file or spec> [--times N]   (N ≥ 1, default 10)')
  process.exit(2)
}
const file = files[0]
if (!existsSync(path.resolve(ROOT, file))) {
  console.error(`test:repeat: no such file: ${file}`)
  process.exit(2)
}

const env = { ...process.env, FORCE_COLOR: '0' }
const started = Date.now()

function repeatVitest() {
  let failedRuns = 0
  for (let run = 1; run <= times; run++) {
    const result = spawnSync('node_modules/.bin/vitest', ['run', file], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    })
    const ok = result.status === 0
    if (!ok) {
      failedRuns++
      console.log(result.stdout.split('\n').slice(-60).join('\n'))
      console.log(result.stderr.split('\n').slice(-30).join('\n'))
    }
    console.log(`run ${run}/${times}: ${ok ? 'passed' : 'FAILED'}`)
  }
  return failedRuns
}

function repeatPlaywright() {
  const config = file.startsWith('packages/testkit/') ? ['-c', 'packages/testkit'] : []
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'gatehouse-repeat-')), 'report.json')
  const result = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      ...config,
      file,
      '--repeat-each',
      String(times),
      '--retries',
      '0',
      '--reporter',
      'list,json',
    ],
    {
      cwd: ROOT,
      env: {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        // Build the e2e demo on the first call only; the app under test does not change between runs.
        E2E_REUSE_BUILD: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  if (!existsSync(report)) {
    console.log(`test:repeat: Playwright wrote no report (exit ${result.status})`)
    return times
  }
  // Every test of the file in every repetition: the report lists a spec's repetitions as its
  // tests, in order, so a test's position is its repetition. A repetition failed if any test did.
  const failedRepetitions = new Set()
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      spec.tests.forEach((test, repetition) => {
        if (test.results.some((run) => !['passed', 'skipped'].includes(run.status)))
          failedRepetitions.add(repetition)
      })
    for (const child of suite.suites ?? []) walk(child)
  }
  const parsed = JSON.parse(readFileSync(report, 'utf8'))
  for (const suite of parsed.suites) walk(suite)
  if ((parsed.errors ?? []).length > 0 && failedRepetitions.size === 0) return times
  return failedRepetitions.size
}

const isSpec = /\.spec\.[cm]?[jt]sx?$/.test(file)
const failed = isSpec ? repeatPlaywright() : repeatVitest()
const took = Math.round((Date.now() - started) / 1000)
console.log(`\n${file}: ${failed} of ${times} runs failed (${took} s)`)
process.exit(failed === 0 ? 0 : 1)
