const noop = () => {}

/**
 * `promise`, marked as handled: no unhandled-rejection report while nobody awaits it yet, and
 * whoever awaits it later still sees its rejection.
 */
export function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(noop)
  return promise
}
