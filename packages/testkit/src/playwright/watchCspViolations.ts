import type { BrowserContext } from '@playwright/test'
import type { PageErrorGuard } from './PageErrorGuard'

/** What the page reports of a `securitypolicyviolation` event (a plain object crosses the binding). */
type Violation = { directive: string; blocked: string; source: string; document: string }

const CSP_BINDING = '__gatehouseCspViolation'

/**
 * Records every Content-Security-Policy violation in every page and frame of `context` (the app,
 * an embedding host's frame, popups) into `guard` as a 'csp violation' problem. Chromium's
 * console line for one is not enough: a violation in a frame, or one a policy only reports, logs
 * nothing the console guard sees as an error. Once per context (the binding has one name).
 */
export async function watchCspViolations(
  context: BrowserContext,
  guard: PageErrorGuard,
): Promise<void> {
  await context.exposeBinding(CSP_BINDING, (_source, violation: Violation) => {
    guard.problems.push({
      kind: 'csp violation',
      text: `${violation.directive} refused ${violation.blocked || '(inline)'} at ${violation.source || 'the page'}`,
      url: violation.document,
    })
  })
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: Violation) => void>)[binding]
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
        document: event.documentURI,
      })
    })
  }, CSP_BINDING)
}
