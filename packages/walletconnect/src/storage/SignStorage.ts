// Where a sign client keeps what must survive a restart (its relay identity, pairings, sessions,
// proposals). Synchronous (localStorage) or asynchronous (IndexedDB, React Native's AsyncStorage)
// alike: the client awaits every call. Values are text; what is in them is the client's business.

type MaybePromise<T> = T | Promise<T>

export interface SignStorage {
  getItem(key: string): MaybePromise<string | null>
  setItem(key: string, value: string): MaybePromise<void>
  removeItem(key: string): MaybePromise<void>
  /** Every key held, the client's and others' alike: it reads only those under its prefix. */
  keys(): MaybePromise<string[]>
}
