import { expect } from '@playwright/test'
import type { PageErrorGuard } from './PageErrorGuard'

/**
 * What the pageErrors fixture checks once a test has ended: nothing unexpected, and no allowance
 * that matched nothing. Throws the expectation's error otherwise, naming each problem.
 */
export function assertPageErrorVerdict(guard: PageErrorGuard): void {
  const { unexpected, unusedAllowances } = guard.verdict()
  expect(
    unexpected,
    'console errors, uncaught errors, CSP violations and failed app requests (a test that provokes one allows it: pageErrors.allowMessage / allowFailedRequest)',
  ).toEqual([])
  expect(unusedAllowances, 'pageErrors allowances that matched nothing').toEqual([])
}
