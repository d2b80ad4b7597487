// The adapter's request deadline: every auth request (response and body) either answers within
// it or is aborted and rejects with an AuthRequestError, so a server that never answers ends as an
// error, never as an endless wait.
import { AuthRequestError } from './errors/auth'

/**
 * How long the adapter waits for an auth request (response and body) unless told otherwise:
 * longer than the server's own worst case (a contract-wallet check's 5 s deadline plus store
 * calls), short enough that a request that never answers ends as an error, not an endless wait.
 */
export const AUTH_REQUEST_TIMEOUT_MS = 15_000

/** setTimeout's largest delay; a longer one would fire at once. */
const MAX_TIMEOUT_MS = 2_147_483_647

export function timeoutOption(value: number | undefined): number {
  if (value === undefined) return AUTH_REQUEST_TIMEOUT_MS
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value <= 0 ||
    value > MAX_TIMEOUT_MS
  ) {
    throw new TypeError(
      `timeoutMs must be a number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, got ${String(value)}`,
    )
  }
  return value
}

/**
 * Runs one request, body read included, under the deadline: the fetch is aborted then, and the
 * call rejects even if a custom fetch ignores the signal.
 */
export function withDeadline<T>(
  path: string,
  timeoutMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Named like AbortSignal.timeout()'s reason; a plain Error, so no runtime needs DOMException.
      const cause = Object.assign(new Error(`no answer within ${timeoutMs} ms`), {
        name: 'TimeoutError',
      })
      controller.abort(cause)
      reject(
        new AuthRequestError(`Request to ${path} timed out after ${timeoutMs} ms`, {
          status: 0,
          cause,
        }),
      )
    }, timeoutMs)
  })
  return Promise.race([work(controller.signal), expired]).finally(() => clearTimeout(timer))
}

export function isTimeout(error: unknown): boolean {
  return (
    error instanceof AuthRequestError &&
    error.status === 0 &&
    error.cause instanceof Error &&
    error.cause.name === 'TimeoutError'
  )
}
