// What `npm test`'s closing line counts (scripts/testVerdict.mjs), and that a focused test cannot
// slip through: the reports below are trimmed copies of the runners' JSON, each case one way a
// count once went wrong.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
// @ts-expect-error: a plain .mjs script of the repo's, without declarations
import { countPlaywright, countVitest, judgeRunner } from './testVerdict.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')

const vitestReport = (
  files: { status: string; tests: string[] }[],
  totals: Partial<Record<string, number>> = {},
) => ({
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  ...totals,
  testResults: files.map(({ status, tests }) => ({
    status,
    assertionResults: tests.map((testStatus) => ({ status: testStatus })),
  })),
})

describe('Vitest report', () => {
  test('behavior: passed, failed and skipped (pending and todo) as reported', () => {
    const report = vitestReport(
      [{ status: 'failed', tests: ['passed', 'failed', 'skipped', 'todo'] }],
      { numPassedTests: 1, numFailedTests: 1, numPendingTests: 1, numTodoTests: 1 },
    )
    expect(countVitest(report)).toEqual({ passed: 1, failed: 1, skipped: 2 })
  })

  test('behavior: a file that failed with no failed test of its own (an import error) is a failure', () => {
    const report = vitestReport(
      [
        { status: 'failed', tests: [] },
        { status: 'passed', tests: ['passed'] },
      ],
      { numPassedTests: 1 },
    )
    expect(countVitest(report)).toEqual({ passed: 1, failed: 1, skipped: 0 })
  })
})

describe('Playwright reports', () => {
  test('behavior: a flaky test counts as failed, skipped ones are shown, reports are summed', () => {
    const stats = (expected: number, unexpected: number, flaky: number, skipped: number) => ({
      stats: { expected, unexpected, flaky, skipped },
    })
    expect(countPlaywright([stats(10, 1, 2, 3), stats(5, 0, 0, 1)])).toEqual({
      passed: 15,
      failed: 3,
      skipped: 4,
    })
  })

  test('behavior: an error outside any test (a global setup that threw) is a failure', () => {
    const report = { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, errors: [{}] }
    expect(countPlaywright([report])).toEqual({ passed: 0, failed: 1, skipped: 0 })
  })
})

describe('a runner judged beyond its report', () => {
  const counts = { passed: 100, failed: 0, skipped: 0 }

  test('behavior: a non-zero exit with no failed test in the report adds one failure', () => {
    // e.g. Vitest's EnvironmentTeardownError after every test passed
    expect(judgeRunner({ name: 'vitest', exitedOk: false, counts, minimum: 100 })).toEqual({
      extraFailures: ['vitest exited non-zero with no failed test in its report'],
    })
  })

  test('behavior: a non-zero exit explained by failed tests adds nothing more', () => {
    const failing = { passed: 99, failed: 1, skipped: 0 }
    expect(
      judgeRunner({ name: 'vitest', exitedOk: false, counts: failing, minimum: 100 }).extraFailures,
    ).toEqual([])
  })

  test('behavior: fewer tests than the committed minimum (a .only) is a failure', () => {
    const focused = { passed: 1, failed: 0, skipped: 99 }
    const { extraFailures } = judgeRunner({
      name: 'e2e',
      exitedOk: true,
      counts: focused,
      minimum: 100,
    })
    expect(extraFailures).toEqual([expect.stringMatching(/^e2e ran 1 tests, fewer than the 100/)])
  })

  test('behavior: no report, or no minimum, is a failure', () => {
    expect(judgeRunner({ name: 'e2e', exitedOk: true, counts: undefined, minimum: 1 })).toEqual({
      extraFailures: ['e2e: no test report'],
    })
    expect(
      judgeRunner({ name: 'e2e', exitedOk: true, counts, minimum: undefined }).extraFailures,
    ).toHaveLength(1)
  })

  test('behavior: more tests than the minimum passes, with a note to raise it', () => {
    expect(judgeRunner({ name: 'e2e', exitedOk: true, counts, minimum: 90 })).toEqual({
      extraFailures: [],
      note: 'ran 100: the minimum in .ci/minimum-tests.json can be raised',
    })
  })
})

describe('focused tests', () => {
  test('behavior: the committed minimums name every runner npm test counts', () => {
    const minimums = JSON.parse(readFileSync(path.join(ROOT, '.ci/minimum-tests.json'), 'utf8'))
    expect(Object.keys(minimums).sort()).toEqual([
      'e2e',
      'examples',
      'migrated',
      'testkit',
      'vitest',
    ])
    for (const value of Object.values(minimums)) expect(value).toBeGreaterThan(0)
  })

  test('behavior: Biome refuses a committed .only in a spec and in a unit test', () => {
    // Real files where the repo's tests live (Biome reads its rules by path; stdin reports only
    // formatting), removed at once. npm test lints before Vitest starts.
    for (const [folder, file] of [
      ['e2e', 'focused.spec.ts'],
      ['packages/kit/src', 'focused.test.ts'],
    ] as const) {
      const dir = mkdtempSync(path.join(ROOT, folder, 'focused-'))
      try {
        writeFileSync(
          path.join(dir, file),
          "import { test } from 'vitest'\n\ntest.only('focused', () => {})\n",
        )
        const result = spawnSync(path.join(ROOT, 'node_modules/.bin/biome'), ['lint', dir], {
          cwd: ROOT,
          encoding: 'utf8',
        })
        expect(result.stdout + result.stderr).toContain('lint/suspicious/noFocusedTests')
        expect(result.status, file).not.toBe(0)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  })

  test('behavior: .ci/run sets CI, under which Playwright and Vitest refuse .only', () => {
    expect(readFileSync(path.join(ROOT, '.ci/run'), 'utf8')).toMatch(/^export CI=1$/m)
    expect(readFileSync(path.join(ROOT, 'vitest.config.ts'), 'utf8')).toMatch(
      /allowOnly: !process\.env\.CI/,
    )
    expect(readFileSync(path.join(ROOT, 'playwright.config.ts'), 'utf8')).toMatch(
      /forbidOnly: Boolean\(process\.env\.CI\)/,
    )
  })
})
