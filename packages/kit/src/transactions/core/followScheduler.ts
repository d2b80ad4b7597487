// What the trackers (by hash, trackTransactions.ts; by calls id, calls/trackCalls.ts) share to
// follow entries over time: which entries are followed (never twice at once), timers for the next
// look with a growing delay after failures, and generations: stop() cancels every timer, aborts
// the lookups in progress and makes their late answers recognisable, so a tracker can be started
// again without an older round writing over it.

export const TRACK_RETRY_DELAY_MS = 5_000
export const TRACK_MAX_RETRY_DELAY_MS = 60_000

export type FollowScheduler = {
  /** Claims an entry's key; false when it is followed already. */
  claim(key: string): boolean
  /** The entry is no longer followed (settled, cleared, or finished elsewhere). */
  release(key: string): void
  /** The current generation, to tell later whether an answer is still wanted. */
  generation(): number
  isCurrent(started: number): boolean
  /** Aborted when this generation stops. */
  signal(): AbortSignal
  /** Runs `run` after `delay`, unless the generation `started` has stopped meanwhile. */
  later(started: number, delay: number, run: () => void): void
  /** The delay before retry number `attempt + 1`: doubling from the base, capped. */
  backoff(attempt: number): number
  stop(): void
}

export function createFollowScheduler(options: {
  retryDelayMs?: number
  setTimeout?: typeof setTimeout
  clearTimeout?: typeof clearTimeout
}): FollowScheduler {
  const retryDelayMs = options.retryDelayMs ?? TRACK_RETRY_DELAY_MS
  const schedule = options.setTimeout ?? setTimeout
  const cancel = options.clearTimeout ?? clearTimeout
  const active = new Set<string>()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let generation = 0
  let aborter = new AbortController()

  return {
    claim(key) {
      if (active.has(key)) return false
      active.add(key)
      return true
    },
    release: (key) => void active.delete(key),
    generation: () => generation,
    isCurrent: (started) => started === generation,
    signal: () => aborter.signal,
    later(started, delay, run) {
      const timer = schedule(() => {
        timers.delete(timer)
        if (started === generation) run()
      }, delay)
      timers.add(timer)
    },
    backoff: (attempt) => Math.min(retryDelayMs * 2 ** attempt, TRACK_MAX_RETRY_DELAY_MS),
    stop() {
      generation += 1
      aborter.abort()
      aborter = new AbortController()
      for (const timer of timers) cancel(timer)
      timers.clear()
      active.clear()
    },
  }
}
