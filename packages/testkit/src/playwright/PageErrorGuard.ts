// The console guard behind the `pageErrors` fixture (pageErrorsFixture.ts): every console error,
// uncaught page error and failed request to the app's own origin in a test's browser context is
// recorded, and the test fails on any that the test did not allow. A test that provokes one on
// purpose allows exactly that one (a message pattern or a URL) with the reason; nothing is allowed
// globally, and an allowance that matched nothing fails too, so allow-lists cannot outlive their
// cause. Gatehouse's own e2e suite and its examples use it.
import type { BrowserContext, ConsoleMessage, Request, Response, WebError } from '@playwright/test'

export type PageProblem = {
  kind: 'console error' | 'uncaught error' | 'csp violation' | 'failed request'
  /** The console text, the error's message, or "GET 404" / "GET net::ERR_…" for a request. */
  text: string
  /** The resource a request or a "Failed to load resource" line is about. */
  url?: string
}

/** A full URL (exact), a path starting with "/" (on any app origin), a pattern or a predicate. */
export type UrlMatcher = string | RegExp | ((url: URL) => boolean)

type Allowance = {
  why: string
  matches: (problem: PageProblem) => boolean
  /** Not reported as unused when nothing matched it (allowMessage's `mayNotHappen`). */
  mayNotHappen?: boolean
}

export type AllowMessageOptions = {
  /**
   * The message comes from a race the test cannot order, in code that is not the app's (e.g. a
   * third-party SDK logging a reply that reached it after it dropped the request's record): when
   * nothing matches, the allowance is not reported as unused. Say the race in `why`.
   */
  mayNotHappen?: boolean
}

export interface PageErrors {
  /**
   * Allows, in this test only, console errors and uncaught errors whose text matches `pattern`.
   * `why` names the step that provokes them.
   */
  allowMessage(pattern: RegExp, why: string, options?: AllowMessageOptions): void
  /**
   * Allows, in this test only, failed requests (HTTP status >= 400 or a network error) to URLs
   * matching `url`, and the browser's own "Failed to load resource" console line for each, on any
   * origin (a request to another loopback server, e.g. an RPC node, is reported through that line).
   */
  allowFailedRequest(url: UrlMatcher, why: string): void
  /** Everything recorded so far, allowed or not. */
  readonly problems: readonly PageProblem[]
}

/** The line Chromium logs as a console error for a resource that failed to load. */
const FAILED_TO_LOAD = /^Failed to load resource: /

/** `raw` as a URL, or undefined when it is not one. */
export function parseUrl(raw: string): URL | undefined {
  try {
    return new URL(raw)
  } catch {
    return undefined
  }
}

function urlMatches(matcher: UrlMatcher, raw: string, appOrigins: readonly string[]): boolean {
  const url = parseUrl(raw)
  if (!url) return false
  if (typeof matcher === 'function') return matcher(url)
  if (matcher instanceof RegExp) return matcher.test(raw)
  if (matcher.startsWith('/')) return appOrigins.includes(url.origin) && url.pathname === matcher
  return raw === matcher
}

export function describeProblem({ kind, text, url }: PageProblem): string {
  return url ? `${kind}: ${text} (${url})` : `${kind}: ${text}`
}

export class PageErrorGuard implements PageErrors {
  readonly problems: PageProblem[] = []
  readonly #allowances: Allowance[] = []
  readonly #appOrigins: readonly string[]
  readonly #isExternal: (url: URL) => boolean

  /**
   * `appOrigins`: the app's own origins, whose failed requests are problems (other hosts' are
   * reported through the console line Chromium logs for them). `isExternal`: hosts the context
   * blocks; the console line for a request to one of them is left to the blocked-request record.
   */
  constructor(options: { appOrigins: readonly string[]; isExternal: (url: URL) => boolean }) {
    this.#appOrigins = options.appOrigins
    this.#isExternal = options.isExternal
  }

  /** Starts recording everything `context` and its pages (and their frames) report. */
  watch(context: BrowserContext): void {
    context.on('console', (message) => this.#onConsole(message))
    context.on('weberror', (error) => this.#onWebError(error))
    context.on('response', (response) => this.#onResponse(response))
    context.on('requestfailed', (request) => this.#onRequestFailed(request))
  }

  allowMessage(pattern: RegExp, why: string, options: AllowMessageOptions = {}): void {
    this.#allowances.push({
      why,
      matches: (problem) => problem.kind !== 'failed request' && pattern.test(problem.text),
      mayNotHappen: options.mayNotHappen === true,
    })
  }

  allowFailedRequest(url: UrlMatcher, why: string): void {
    this.#allowances.push({
      why,
      matches: (problem) =>
        problem.url !== undefined &&
        (problem.kind === 'failed request' ||
          (problem.kind === 'console error' && FAILED_TO_LOAD.test(problem.text))) &&
        urlMatches(url, problem.url, this.#appOrigins),
    })
  }

  /** What the test did not allow, and the allowances nothing matched (each as a line). */
  verdict(): { unexpected: string[]; unusedAllowances: string[] } {
    const unexpected: string[] = []
    const used = new Set<Allowance>()
    for (const problem of this.problems) {
      const allowing = this.#allowances.filter((a) => a.matches(problem))
      for (const allowance of allowing) used.add(allowance)
      if (allowing.length === 0) unexpected.push(describeProblem(problem))
    }
    const unusedAllowances = this.#allowances
      .filter((a) => !used.has(a) && !a.mayNotHappen)
      .map((a) => a.why)
    return { unexpected, unusedAllowances }
  }

  #isAppUrl(raw: string): boolean {
    const url = parseUrl(raw)
    return url !== undefined && this.#appOrigins.includes(url.origin)
  }

  #onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error' && message.type() !== 'assert') return
    const text = message.text()
    const url = message.location().url || undefined
    // A request to another host (it fails at Chromium's host resolver, or a test's route aborts
    // it) is recorded and judged by the blockedRequests fixture.
    const blocked =
      FAILED_TO_LOAD.test(text) && /net::ERR_(BLOCKED_BY_CLIENT|NAME_NOT_RESOLVED)/.test(text)
    const target = url ? parseUrl(url) : undefined
    if (blocked && target && this.#isExternal(target)) return
    this.problems.push({ kind: 'console error', text, ...(url ? { url } : {}) })
  }

  #onWebError(error: WebError): void {
    const thrown = error.error()
    const page = error.page()?.url()
    this.problems.push({
      kind: 'uncaught error',
      text: thrown.message || String(thrown),
      ...(page ? { url: page } : {}),
    })
  }

  #onResponse(response: Response): void {
    if (response.status() < 400 || !this.#isAppUrl(response.url())) return
    this.problems.push({
      kind: 'failed request',
      text: `${response.request().method()} ${response.status()}`,
      url: response.url(),
    })
  }

  #onRequestFailed(request: Request): void {
    if (!this.#isAppUrl(request.url())) return
    const errorText = request.failure()?.errorText ?? 'failed'
    // Cancelled by the page itself (a navigation or reload while it was in flight): not a failure.
    if (errorText === 'net::ERR_ABORTED') return
    this.problems.push({
      kind: 'failed request',
      text: `${request.method()} ${errorText}`,
      url: request.url(),
    })
  }
}
