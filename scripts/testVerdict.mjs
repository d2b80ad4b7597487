// How `npm test` reads a test runner's report into the closing line's counts, and what it holds
// against a runner beyond its failed tests. Pure functions over the runners' JSON reports, tested
// in scripts/testVerdict.test.ts.

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

/**
 * Vitest's JSON report. A file that failed before any of its tests ran (an import error, a
 * failing hook) has no failed test of its own: it counts as one failure.
 * @returns {Counts}
 */
export function countVitest(report) {
  const brokenFiles = report.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  }
}

/**
 * Playwright JSON reports, summed. Retries are off, so a flaky test (failed, then passed on a
 * retry) is a failure; an error outside any test (a global setup that threw) is one too.
 * @returns {Counts}
 */
export function countPlaywright(reports) {
  const sum = { passed: 0, failed: 0, skipped: 0 }
  for (const { stats, errors = [] } of reports) {
    sum.passed += stats.expected
    sum.failed += stats.unexpected + stats.flaky + errors.length
    sum.skipped += stats.skipped
  }
  return sum
}

/**
 * What a runner adds to the closing line beyond its report: one failure when it exited non-zero
 * with no failed test in its report (an unhandled error, a teardown error), one when it ran fewer
 * tests than its committed minimum (a stray .only, a runner that stopped early).
 * @param {{ name: string, exitedOk: boolean, counts: Counts | undefined, minimum: unknown }} run
 * @returns {{ extraFailures: string[], note?: string }}
 */
export function judgeRunner({ name, exitedOk, counts, minimum }) {
  if (!counts) return { extraFailures: [`${name}: no test report`] }
  const extraFailures = []
  if (!exitedOk && counts.failed === 0)
    extraFailures.push(`${name} exited non-zero with no failed test in its report`)
  const ran = counts.passed + counts.failed
  if (typeof minimum !== 'number') {
    extraFailures.push(`${name}: .ci/minimum-tests.json has no minimum for it`)
    return { extraFailures }
  }
  if (ran < minimum) {
    extraFailures.push(
      `${name} ran ${ran} tests, fewer than the ${minimum} of .ci/minimum-tests.json (a .only, or a runner that stopped early)`,
    )
    return { extraFailures }
  }
  return ran > minimum
    ? { extraFailures, note: `ran ${ran}: the minimum in .ci/minimum-tests.json can be raised` }
    : { extraFailures }
}
