// A SignStorage that forgets on exit: the default, and what tests restart a client on (pass the
// same one to the next client).
import type { SignStorage } from './SignStorage'

export function createMemoryStorage(initial?: Iterable<[string, string]>): SignStorage {
  const entries = new Map<string, string>(initial)
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value)
    },
    removeItem: (key) => {
      entries.delete(key)
    },
    keys: () => [...entries.keys()],
  }
}
