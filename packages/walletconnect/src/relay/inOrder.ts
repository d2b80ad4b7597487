/**
 * A queue of asynchronous steps, each started once the one before it has settled (resolved or
 * rejected), so that steps whose own timing varies (a hash, a key derivation in WebCrypto) still
 * finish in the order they were queued. Each call returns its step's own outcome.
 */
export function inOrder(): <value>(step: () => Promise<value>) => Promise<value> {
  let last: Promise<unknown> = Promise.resolve()
  return (step) => {
    const turn = last.then(step)
    last = turn.catch(() => undefined)
    return turn
  }
}
