// The kit's base error (ARCHITECTURE §4, after viem's `errors/base.ts`): a literal `name` callers
// branch on, the §8 text as a single-line message (§8 wants exact strings, so no viem-style
// multi-line message), and `walk()` over the `cause` chain.

/** An error with a literal `name`, the shape every `XErrorType` below narrows to. */
export type ErrorType<name extends string = 'Error'> = Error & { name: name }

/** How deep `walk` follows `cause`: wagmi and viem wrap a wallet's error a few times, never more. */
const MAX_DEPTH = 8

/**
 * Follows `error`'s `cause` chain (itself first) and returns the first error `fn` accepts. Without
 * a match, or without `fn`, returns the deepest cause, as viem's `BaseError.walk` does. Takes any
 * thrown value, since a wallet's error is seldom the kit's own.
 */
export function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  let current = error
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

/** Whether any error in `error`'s `cause` chain (itself first) passes `fn`. */
export const someCause = (error: unknown, fn: (error: unknown) => boolean): boolean =>
  fn(walk(error, fn))

export type BaseErrorType = BaseError & { name: 'GatehouseError' }
export class BaseError extends Error {
  override name = 'GatehouseError'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }

  /** The first error in this error's `cause` chain that `fn` accepts (see `walk`). */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}
