// Covers the recent-wallets list (§3, §9): reading whatever storage holds without throwing,
// adding (most recent first, deduplicated, capped) and surviving storage that refuses writes.
// Storage is an in-memory fake, and wagmi's own createStorage over it.
import { describe, expect, test } from 'vitest'
import { createStorage } from 'wagmi'
import {
  createRecentWallets,
  MAX_RECENT_WALLETS_STORED,
  parseRecentWalletIds,
  RECENT_WALLETS_STORAGE_KEY,
  type RecentWalletsStorage,
} from './recentWallets'

/** Stores values as given (like wagmi's Storage, which hands back parsed JSON). */
const memoryStorage = (initial?: unknown) => {
  const items = new Map<string, unknown>()
  if (initial !== undefined) items.set(RECENT_WALLETS_STORAGE_KEY, initial)
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: unknown) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } satisfies RecentWalletsStorage & { items: Map<string, unknown> }
}

describe('parseRecentWalletIds', () => {
  test.each([
    ['null', null, []],
    ['undefined', undefined, []],
    ['a number', 42, []],
    ['an object', { metaMask: true }, []],
    ['invalid JSON text', '["metaMask",', []],
    ['JSON text of an object', '{"a":1}', []],
    ['JSON text of a list', '["rainbow","io.metamask"]', ['rainbow', 'io.metamask']],
  ])('behavior: %s', (_, stored, expected) => {
    expect(parseRecentWalletIds(stored)).toEqual(expected)
  })

  test('behavior: drops corrupt entries one by one and duplicates', () => {
    const stored = [
      'metaMask',
      null,
      7,
      { id: 'x' },
      ['rainbow'],
      '',
      '{"bad json',
      'metaMask',
      'com.coinbase.wallet',
    ]
    expect(parseRecentWalletIds(stored)).toEqual(['metaMask', 'com.coinbase.wallet'])
  })

  test('behavior: keeps at most the stored maximum', () => {
    const stored = Array.from({ length: 25 }, (_, i) => `wallet${i}`)
    expect(parseRecentWalletIds(stored)).toHaveLength(MAX_RECENT_WALLETS_STORED)
  })
})

describe('createRecentWallets', () => {
  test('behavior: empty storage gives an empty list', async () => {
    expect(await createRecentWallets(memoryStorage()).get()).toEqual([])
  })

  test('behavior: add puts the wallet first without duplicates and persists it', async () => {
    const storage = memoryStorage(['rainbow', 'metaMask'])
    const recent = createRecentWallets(storage)
    await recent.add('metaMask')
    await recent.add('coinbase')
    expect(await recent.get()).toEqual(['coinbase', 'metaMask', 'rainbow'])
    expect(storage.items.get(RECENT_WALLETS_STORAGE_KEY)).toEqual([
      'coinbase',
      'metaMask',
      'rainbow',
    ])
  })

  test('behavior: stores at most 10 ids', async () => {
    const recent = createRecentWallets(memoryStorage())
    for (let i = 0; i < 15; i++) await recent.add(`wallet${i}`)
    const ids = await recent.get()
    expect(ids).toHaveLength(10)
    expect(ids[0]).toBe('wallet14')
  })

  test('behavior: concurrent adds are not lost', async () => {
    const recent = createRecentWallets(memoryStorage())
    await Promise.all([recent.add('a'), recent.add('b'), recent.add('c')])
    expect(await recent.get()).toEqual(['c', 'b', 'a'])
  })

  test('behavior: an invalid id is ignored', async () => {
    const recent = createRecentWallets(memoryStorage(['rainbow']))
    await recent.add('')
    await recent.add('<script>')
    expect(await recent.get()).toEqual(['rainbow'])
  })

  test('behavior: corrupt stored data reads as the valid part, then is overwritten cleanly', async () => {
    const storage = memoryStorage(['rainbow', null, 3, 'rainbow', { a: 1 }])
    const recent = createRecentWallets(storage)
    expect(await recent.get()).toEqual(['rainbow'])
    await recent.add('trust')
    expect(storage.items.get(RECENT_WALLETS_STORAGE_KEY)).toEqual(['trust', 'rainbow'])
  })

  test('behavior: a storage that throws on read (sync or async) gives an empty list', async () => {
    const throwing = {
      ...memoryStorage(),
      getItem: () => {
        throw new SyntaxError('Unexpected token')
      },
    }
    expect(await createRecentWallets(throwing).get()).toEqual([])
    const rejecting = { ...memoryStorage(), getItem: () => Promise.reject(new Error('denied')) }
    expect(await createRecentWallets(rejecting).get()).toEqual([])
  })

  test('behavior: a quota error on write keeps the list in memory', async () => {
    const storage = memoryStorage(['rainbow'])
    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
    }
    const recent = createRecentWallets(full)
    await expect(recent.add('metaMask')).resolves.toBeUndefined()
    await recent.add('trust')
    expect(await recent.get()).toEqual(['trust', 'metaMask', 'rainbow'])
    // the storage itself is untouched
    expect(storage.items.get(RECENT_WALLETS_STORAGE_KEY)).toEqual(['rainbow'])
  })

  test('behavior: works over wagmi createStorage, including invalid JSON in the backing store', async () => {
    const backing = new Map<string, string>()
    const base = {
      getItem: (key: string) => backing.get(key) ?? null,
      setItem: (key: string, value: string) => void backing.set(key, value),
      removeItem: (key: string) => void backing.delete(key),
    }
    // as the provider makes it: untyped items, so any key is allowed
    const storage = createStorage({ key: 'gatehouse', storage: base })
    const recent = createRecentWallets(storage)
    await recent.add('metaMask')
    expect(backing.get(`gatehouse.${RECENT_WALLETS_STORAGE_KEY}`)).toBe('["metaMask"]')
    expect(await recent.get()).toEqual(['metaMask'])
    backing.set(`gatehouse.${RECENT_WALLETS_STORAGE_KEY}`, '["metaMask",')
    expect(await createRecentWallets(storage).get()).toEqual([])
    // and with the item typed
    const typed = createStorage<{ recentWalletIds: string[] }>({ key: 'typed', storage: base })
    await createRecentWallets(typed).add('rainbow')
    expect(backing.get('typed.recentWalletIds')).toBe('["rainbow"]')
  })
})
