// @gatehouse/auth-server's base error (after viem's `errors/base.ts`, as the kit's and siwe's):
// every error this package throws or exports extends it, so a caller tells them from anything else
// with one `instanceof`, branches on the literal `name`, and finds the root failure (a Redis reply,
// an RPC's answer) with `walk()`. The message stays the single line it always was (it starts with
// the option's or variable's name, and logs and tests read it whole): viem's `shortMessage` is that
// same line, and its `details` what the cause said, in fields of their own rather than appended.

/** An error with a literal `name`, the shape every error class here narrows to. */
export type ErrorType<name extends string = 'Error'> = Error & { name: name }

/** How deep `walk` follows `cause`: a store or RPC failure is wrapped a few times, never more. */
const MAX_DEPTH = 8

/**
 * Follows `error`'s `cause` chain (itself first) and returns the first error `fn` accepts. Without
 * a match, or without `fn`, returns the deepest cause, as viem's `BaseError.walk` does. Takes any
 * thrown value, since a cause (ioredis', viem's) is seldom this package's own.
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

/**
 * viem's rule: a cause's own `details` (viem's errors and ours), else what it said: its
 * `shortMessage` (a viem error's first line, without the URL and version lines), else its message.
 */
function detailsOf(cause: unknown, fallback: string): string {
  if (typeof cause !== 'object' || cause === null) return fallback
  const said = cause as { details?: unknown; shortMessage?: unknown; message?: unknown }
  for (const text of [said.details, said.shortMessage, said.message]) {
    if (typeof text === 'string' && text !== '') return text
  }
  return fallback
}

export type BaseErrorOptions = {
  /** What failed underneath: kept as `cause`, its message as `details`. */
  cause?: unknown
  /** The details when there is no cause to take them from. */
  details?: string
}

export type BaseErrorType = BaseError & { name: 'GatehouseAuthServerError' }
export class BaseError extends Error {
  override name = 'GatehouseAuthServerError'
  /** The message as given: here the whole (single-line) message, as viem's `shortMessage`. */
  readonly shortMessage: string
  /** What the cause said (its own `details`, else its message), '' without a cause. */
  readonly details: string

  constructor(shortMessage: string, options: BaseErrorOptions = {}) {
    // `cause` only when one was passed, as `new Error(message, options)` does.
    super(shortMessage, 'cause' in options ? { cause: options.cause } : undefined)
    this.shortMessage = shortMessage
    this.details = detailsOf(options.cause, options.details ?? '')
  }

  /** The first error in this error's `cause` chain that `fn` accepts (see `walk`). */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}
