// @gatehouse/walletconnect's base error (after the kit's `errors/base.ts` and viem's): a literal
// `name` callers branch on, a single-line message for developers and logs, and `walk()` over the
// `cause` chain. Every error this package throws extends it.

/** An error with a literal `name`, the shape every `XErrorType` narrows to. */
export type ErrorType<name extends string = 'Error'> = Error & { name: name }

/** How deep `walk` follows `cause`: this package wraps a socket's or a peer's error once or twice. */
const MAX_DEPTH = 8

/**
 * Follows `error`'s `cause` chain (itself first) and returns the first error `fn` accepts. Without
 * a match, or without `fn`, returns the deepest cause, as viem's `BaseError.walk` does.
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

export type BaseErrorType = BaseError & { name: 'GatehouseWalletConnectError' }
export class BaseError extends Error {
  override name = 'GatehouseWalletConnectError'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }

  /** The first error in this error's `cause` chain that `fn` accepts (see `walk`). */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}
