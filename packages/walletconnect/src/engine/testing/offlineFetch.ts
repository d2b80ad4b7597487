// The official SDK's fetches (Verify, telemetry) fail at once, as offline; loopback passes to the
// fetch in place when this is called (the real one, before a test stubs it).
export function offlineFetch(): typeof fetch {
  const realFetch = globalThis.fetch
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname === '127.0.0.1') return realFetch(input, init)
    return Promise.reject(new TypeError('fetch failed (offline test)'))
  }
}
