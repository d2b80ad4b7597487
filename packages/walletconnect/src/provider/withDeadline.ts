import { RequestExpiredError } from '../errors/requestExpired'

const MS_PER_SECOND = 1000

/**
 * `promise`, or a RequestExpiredError for `method` once `timeoutMs` passed without it settling:
 * a deadline of our own, shorter than the one the protocol gives the request.
 */
export function withDeadline<result>(
  promise: Promise<result>,
  timeoutMs: number,
  method: string,
): Promise<result> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const expiry = Math.floor(Date.now() / MS_PER_SECOND)
      reject(
        new RequestExpiredError(`${method} got no answer in ${timeoutMs} ms`, { method, expiry }),
      )
    }, timeoutMs)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}
