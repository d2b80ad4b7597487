// @gatehouse/siwe's base error (after viem's `errors/base.ts`): every error this package throws
// extends it, so a caller tells them from anything else with one `instanceof` and branches on the
// literal `name`, and `walk()` finds the error behind it. Messages stay single-line: they are for
// developers and logs.

/** An error with a literal `name`, the shape every `XErrorType` narrows to. */
export type ErrorType<name extends string = 'Error'> = Error & { name: name }

/** How deep `walk` follows `cause`: a verifier's error wraps viem's a few times, never more. */
const MAX_DEPTH = 8

export type BaseErrorType = BaseError & { name: 'GatehouseSiweError' }
export class BaseError extends Error {
  override name = 'GatehouseSiweError'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }

  /**
   * Follows the `cause` chain (this error first) and returns the first error `fn` accepts; without
   * a match, or without `fn`, the deepest cause, as viem's and the kit's `BaseError.walk` do.
   */
  walk(fn?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    for (let depth = 1; ; depth++) {
      if (fn?.(current)) return current
      const cause =
        typeof current === 'object' && current !== null
          ? (current as { cause?: unknown }).cause
          : undefined
      if (cause === undefined || cause === null || depth >= MAX_DEPTH) return current
      current = cause
    }
  }
}
