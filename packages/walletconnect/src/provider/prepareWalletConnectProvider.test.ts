// prepareWalletConnectProvider against the test kit's relay (it checks every auth token as the
// real relay does), port 4786: it opens nothing and writes nothing; after it, the provider's
// connect() creates its socket before any other task runs (no WebCrypto call waited for), with
// the prepared identity and a token that is used once; and without it, the provider still works.
import { type LocalRelay, startRelay } from '@gatehouse/testkit/walletconnect'
import { afterEach, beforeAll, expect, test } from 'vitest'
import WebSocket from 'ws'
import { verifyJwt } from '../auth/verifyJwt'
import { metadata } from '../engine/testing/metadata'
import type { RelaySocketConstructor } from '../relay/RelaySocket'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import type { SignStorage } from '../storage/SignStorage'
import { createWalletConnectProvider } from './createWalletConnectProvider'
import { prepareWalletConnectProvider } from './prepareWalletConnectProvider'
import { nextOf } from './testing/providerFixtures'
import type { WalletConnectProvider } from './WalletConnectProvider'

const PORT = 4786
let relay: LocalRelay
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  relay = await startRelay({ port: PORT })
  return () => relay.close()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** `ws`'s WebSocket, recording each socket's URL as it is created. */
function recordingWebSocket(urls: string[]): RelaySocketConstructor {
  return class extends WebSocket {
    constructor(url: string) {
      urls.push(url)
      super(url)
    }
  } as unknown as RelaySocketConstructor
}

const authOf = (url: string) => new URL(url).searchParams.get('auth') ?? ''

async function provider(storage: SignStorage, urls: string[]): Promise<WalletConnectProvider> {
  const started = await createWalletConnectProvider({
    relayUrl: relay.url,
    metadata: metadata('Prepared dapp'),
    chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }],
    storage,
    WebSocket: recordingWebSocket(urls),
  })
  cleanups.push(() => started.client.close())
  return started
}

/** Every key the storage holds. */
const keysOf = async (storage: SignStorage) => [...(await storage.keys())]

test('behavior: preparing opens no connection and writes nothing', async () => {
  const storage = createMemoryStorage()
  const before = relay.stats.connections
  await prepareWalletConnectProvider({ relayUrl: relay.url, storage })
  await prepareWalletConnectProvider({ relayUrl: relay.url, storage })
  expect(await keysOf(storage)).toEqual([])
  expect(relay.stats.connections).toBe(before)
})

test('behavior: after preparing, connect() creates the relay socket before any other task runs, with the prepared identity', async () => {
  const storage = createMemoryStorage()
  await prepareWalletConnectProvider({ relayUrl: relay.url, storage })
  const urls: string[] = []
  const started = await provider(storage, urls)
  // A task queued before connect(): had the socket waited for a WebCrypto answer (each comes in
  // a task of its own), this would run first and see no socket.
  const seenByNextTask = new Promise<number>((resolve) => setTimeout(() => resolve(urls.length)))
  const connecting = started.connect()
  connecting.catch(() => {})
  expect(await seenByNextTask).toBe(1)
  const claims = verifyJwt(authOf(urls[0] ?? ''))
  expect(claims.iss).toBe(started.client.clientId)
  // The new client stored the identity it was prepared with: a restart keeps its relay mailbox.
  expect(await keysOf(storage)).toContain('gatehouse-walletconnect:dapp:identity')
  expect(relay.stats.refused).toEqual([])
})

test('behavior: a prepared token is used once: the next socket signs its own (a unique sub)', async () => {
  const storage = createMemoryStorage()
  await prepareWalletConnectProvider({ relayUrl: relay.url, storage })
  const urls: string[] = []
  const first = await provider(storage, urls)
  const uri = nextOf(first, 'display_uri')
  first.connect().catch(() => {})
  await uri
  first.client.close()
  const second = await provider(storage, urls)
  const again = nextOf(second, 'display_uri')
  second.connect().catch(() => {})
  await again
  expect(urls).toHaveLength(2)
  expect(relay.stats.refused).toEqual([])
  const [a, b] = urls.map((url) => verifyJwt(authOf(url)))
  expect(a?.iss).toBe(b?.iss) // the stored identity, restarted
  expect(a?.sub).not.toBe(b?.sub)
})

test('behavior: two new clients prepared for once get two identities', async () => {
  const urls: string[] = []
  await prepareWalletConnectProvider({ relayUrl: relay.url, storage: createMemoryStorage() })
  const one = await provider(createMemoryStorage(), urls)
  const two = await provider(createMemoryStorage(), urls)
  expect(one.client.clientId).not.toBe(two.client.clientId)
})

test('behavior: without a relay URL or a project id there is nothing to prepare', async () => {
  const storage = createMemoryStorage()
  await expect(prepareWalletConnectProvider({ storage })).resolves.toBeUndefined()
  expect(await keysOf(storage)).toEqual([])
})
