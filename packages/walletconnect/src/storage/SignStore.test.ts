// The sign client's storage: records round-trip, and what is corrupt, foreign or of another
// version is dropped entry by entry (removed, logged), never thrown, while the good entries load.
// Foreign keys outside the prefix are left alone; a failing storage is logged, not thrown.
import { expect, test } from 'vitest'
import { deriveTopic } from '../crypto/deriveTopic'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { generateSymKey } from '../crypto/generateSymKey'
import { metadata } from '../engine/testing/metadata'
import { GRANTED, REQUIRED } from '../engine/testing/signFixtures'
import { createMemoryStorage } from './createMemoryStorage'
import { createWebStorage, type WebStorageLike } from './createWebStorage'
import type { SignStorage } from './SignStorage'
import { SignStore } from './SignStore'
import type { StoredAuthRequest, StoredPairing, StoredRecord, StoredSession } from './StoredRecord'

const PREFIX = 'test:'

async function session(): Promise<StoredSession> {
  const symKey = generateSymKey()
  const self = { publicKey: (await generateKeyPair()).publicKey, metadata: metadata('dapp') }
  const peer = { publicKey: (await generateKeyPair()).publicKey, metadata: metadata('wallet') }
  return {
    kind: 'session',
    symKey,
    session: {
      topic: await deriveTopic(symKey),
      pairingTopic: await deriveTopic(generateSymKey()),
      relay: { protocol: 'irn' },
      expiry: 1_900_000_000,
      acknowledged: true,
      controller: peer.publicKey,
      namespaces: GRANTED,
      requiredNamespaces: REQUIRED,
      optionalNamespaces: {},
      self,
      peer,
    },
  }
}

async function pairing(): Promise<StoredPairing> {
  const symKey = generateSymKey()
  return {
    kind: 'pairing',
    symKey,
    state: { topic: await deriveTopic(symKey), status: 'active', expiry: 1_900_000_000 },
  }
}

async function authRequest(): Promise<StoredAuthRequest> {
  const { privateKey, publicKey } = await generateKeyPair()
  return {
    kind: 'authRequest',
    id: 1_700_000_000_000_001,
    pairingTopic: await deriveTopic(generateSymKey()),
    privateKey,
    params: {
      requester: { publicKey, metadata: metadata('dapp') },
      authPayload: {
        type: 'caip122',
        chains: ['eip155:1'],
        domain: 'app.example',
        aud: 'https://app.example',
        version: '1',
        nonce: 'n0nceN0nce42',
        iat: '2026-11-29T08:00:00.000Z',
      },
      expiryTimestamp: 1_900_000_000,
    },
    proposalId: 1_700_000_000_000_002,
  }
}

async function storeWith(storage: SignStorage) {
  const logs: string[] = []
  return { store: new SignStore(storage, PREFIX, (line) => logs.push(line)), logs }
}

test('behavior: records written come back as written', async () => {
  const storage = createMemoryStorage()
  const { store } = await storeWith(storage)
  const records = [
    await session(),
    await pairing(),
    await authRequest(),
    { kind: 'identity', seed: generateSymKey() } as StoredRecord,
  ]
  for (const record of records) await store.put(record)
  expect(await store.load()).toEqual(records)
  await store.remove(records[0]!)
  expect(await store.load()).toEqual(records.slice(1))
})

test('behavior: each corrupt, foreign or other-version entry is dropped alone; the rest loads', async () => {
  const good = await session()
  const goodPairing = await pairing()
  const storage = createMemoryStorage()
  const { store, logs } = await storeWith(storage)
  await store.put(good)
  await store.put(goodPairing)
  const wrap = (record: unknown, v = 1) => JSON.stringify({ v, record })
  const badSession = structuredClone(good)
  badSession.session.topic = await deriveTopic(generateSymKey()) // not the hash of its key
  const bad: Record<string, string> = {
    'session:not-json': '{"v":1,"record":',
    'session:null': 'null',
    'session:other-version': wrap(good, 2),
    'widget:1': wrap({ kind: 'widget' }),
    [`session:${badSession.session.topic}`]: wrap(badSession),
    // A good record under another record's name.
    'session:moved': wrap(good),
    'pairing:bad-status': wrap({
      ...goodPairing,
      state: { ...(goodPairing as { state: object }).state, status: 'zombie' },
    }),
    'proposal:1.5': wrap({ kind: 'proposal', role: 'wallet', id: 1.5 }),
    identity: wrap({ kind: 'identity', seed: 'not hex' }),
    // A sign-in request whose key is not the requester's: its answer could not be opened.
    'authRequest:1700000000000001': wrap({
      ...(await authRequest()),
      privateKey: generateSymKey(),
    }),
  }
  for (const [key, value] of Object.entries(bad)) await storage.setItem(PREFIX + key, value)
  await storage.setItem('someone-else:session:x', 'not ours')
  expect(await store.load()).toEqual([good, goodPairing])
  expect((await storage.keys()).sort()).toEqual(
    [
      `${PREFIX}session:${good.session.topic}`,
      `${PREFIX}pairing:${goodPairing.state.topic}`,
      'someone-else:session:x',
    ].sort(),
  )
  expect(logs.filter((line) => line.startsWith('dropped stored entry'))).toHaveLength(
    Object.keys(bad).length,
  )
})

test('behavior: a storage that throws is logged, never thrown', async () => {
  const failing: SignStorage = {
    getItem: () => {
      throw new Error('denied')
    },
    setItem: () => Promise.reject(new Error('quota')),
    removeItem: () => {
      throw new Error('denied')
    },
    keys: () => ['test:session:x'],
  }
  const { store, logs } = await storeWith(failing)
  expect(await store.load()).toEqual([])
  await store.put(await session())
  await store.remove(await pairing())
  expect(logs.join('\n')).toMatch(/unreadable[\s\S]*quota[\s\S]*denied/)
  const { store: noKeys } = await storeWith({
    ...failing,
    keys: () => Promise.reject(new Error('gone')),
  })
  expect(await noKeys.load()).toEqual([])
})

class FakeWebStorage implements WebStorageLike {
  readonly entries = new Map<string, string>()
  get length() {
    return this.entries.size
  }
  key(index: number) {
    return [...this.entries.keys()][index] ?? null
  }
  getItem(key: string) {
    return this.entries.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.entries.set(key, value)
  }
  removeItem(key: string) {
    this.entries.delete(key)
  }
}

test('behavior: createWebStorage keeps records in a localStorage-shaped store, and survives one that throws', async () => {
  const web = new FakeWebStorage()
  web.setItem('unrelated', '1')
  const { store } = await storeWith(createWebStorage(web))
  const record = await session()
  await store.put(record)
  expect(await new SignStore(createWebStorage(web), PREFIX, () => {}).load()).toEqual([record])
  expect(web.getItem('unrelated')).toBe('1')
  const broken = createWebStorage({
    get length(): number {
      throw new Error('SecurityError')
    },
    key: () => null,
    getItem: () => {
      throw new Error('SecurityError')
    },
    setItem: () => {},
    removeItem: () => {},
  })
  expect(await broken.keys()).toEqual([])
  expect(await broken.getItem('x')).toBeNull()
})
