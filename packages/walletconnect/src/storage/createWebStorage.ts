// A SignStorage over the Web Storage API (`window.localStorage`, or anything shaped like it), so
// sessions survive a reload. A storage that throws (Safari's private mode, a full quota, a
// sandboxed frame) must not break the client: a failed write is the caller's to log, a failed read
// is no entry.
import type { SignStorage } from './SignStorage'

/** The part of the Web Storage API used: `localStorage` and `sessionStorage` fit it. */
export type WebStorageLike = {
  readonly length: number
  key(index: number): string | null
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function createWebStorage(storage: WebStorageLike): SignStorage {
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key)
      } catch {
        return null
      }
    },
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    keys: () => {
      const keys: string[] = []
      try {
        for (let i = 0; i < storage.length; i++) {
          const key = storage.key(i)
          if (key !== null) keys.push(key)
        }
      } catch {
        // An unreadable storage holds nothing the client can use.
      }
      return keys
    },
  }
}
