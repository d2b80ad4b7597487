// The engines' tests settle a memory relay by running what is queued until nothing is left
// (MemoryRelay.settle). WebCrypto's operations finish off the JavaScript thread, not as queued
// promise callbacks, so they are counted here, and the settling waits until none is in flight.
import { setWebCrypto, webCrypto } from '../../crypto/webCrypto'

let inFlight = 0
let idleWaiters: (() => void)[] = []

/** The runtime's SubtleCrypto with every call counted while its promise is pending. */
function tracked(subtle: SubtleCrypto): SubtleCrypto {
  return new Proxy(subtle, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        inFlight++
        return Promise.resolve(value.apply(target, args)).finally(() => {
          inFlight--
          if (inFlight === 0) for (const resolve of idleWaiters.splice(0)) resolve()
        })
      }
    },
  })
}

/**
 * Counts the runtime's WebCrypto operations from now on, unless a test chose another (the noble
 * path, whose work is ordinary promise callbacks, needs no counting).
 */
export function trackWebCrypto(): void {
  const runtime = globalThis.crypto?.subtle
  if (runtime && webCrypto() === runtime) setWebCrypto(tracked(runtime))
}

/** Resolves once no counted WebCrypto operation is pending (at once when none is). */
export function webCryptoIdle(): Promise<void> {
  if (inFlight === 0) return Promise.resolve()
  return new Promise((resolve) => {
    idleWaiters = [...idleWaiters, resolve]
  })
}

/** Whether a counted WebCrypto operation is pending. */
export const webCryptoBusy = (): boolean => inFlight > 0
