// A fixed-window request counter per key, in this process, with a bounded number of keys: the
// analytics sink's rate limit (the auth routes have @gatehouse/auth-server's own). Each window is
// one Map entry; past `maxKeys` the oldest entry goes (Map order is insertion order), so a flood
// from many addresses costs O(1) per request and bounded memory, and at worst forgets a window.

export type WindowLimiterOptions = {
  /** Requests per key per window. */
  points: number
  windowMs: number
  /** Keys tracked at most. */
  maxKeys: number
  now?: () => number
}

/** Whether one more request for `key` is allowed now (and counts it if so). */
export type WindowLimiter = (key: string) => boolean

export function createWindowLimiter({
  points,
  windowMs,
  maxKeys,
  now = Date.now,
}: WindowLimiterOptions): WindowLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>()
  return (key) => {
    const at = now()
    let window = windows.get(key)
    if (!window || window.endsAt <= at) {
      windows.delete(key)
      if (windows.size >= maxKeys) {
        const oldest = windows.keys().next()
        if (!oldest.done) windows.delete(oldest.value)
      }
      window = { count: 0, endsAt: at + windowMs }
      windows.set(key, window)
    }
    if (window.count >= points) return false
    window.count++
    return true
  }
}
