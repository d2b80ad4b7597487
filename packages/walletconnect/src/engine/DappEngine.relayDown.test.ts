// The dapp client when the relay cannot be reached: a new connection or sign-in still hands out
// its URI at once (the QR code does not wait for the socket), then fails with the relay client's
// RelayRequestError after its retries (what the kit shows as "cannot be reached"), leaves no
// pairing, proposal or sign-in request behind, and once the relay is back the next attempt reaches
// it at once, however long the backoff had grown. Over real sockets: the test
// kit's relay on port 4773, stopped and started. A publish that fails after the subscription
// (the relay gone between the two) is on the in-process relay, on fake timers.
import { type LocalRelay, startRelay } from '@gatehouse/testkit/walletconnect'
import { afterEach, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { RelayClient } from '../relay/RelayClient'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import type { SignStorage } from '../storage/SignStorage'
import { createDappClient, type DappClient } from './createDappClient'
import { createWalletClient } from './createWalletClient'
import { MemoryRelay } from './testing/memoryRelay'
import { metadata } from './testing/metadata'
import { GRANTED, next, REQUIRED } from './testing/signFixtures'

const RELAY_URL = 'ws://127.0.0.1:4773'
const SIGN_IN = {
  chains: ['eip155:1'],
  domain: 'app.example',
  uri: 'https://app.example',
  nonce: 'n0nceN0nce42',
}

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  vi.useRealTimers()
})

/** The longest delay a timer takes (about 24.8 days): a backoff that never ends by itself. */
const NEVER_MS = 2 ** 31 - 1

/**
 * A dapp on a relay client whose backoff is quick for its first attempts, then endless: a request
 * fails fast, and the client then waits as after a long outage. A connect() that waited it out
 * would never end (the test's time-out would fail it), so no clock is read.
 */
async function dappOnDownRelay(storage: SignStorage): Promise<DappClient> {
  const relay = await RelayClient.create({
    relayUrl: RELAY_URL,
    WebSocket,
    reconnectDelay: (attempt) => (attempt < 3 ? 10 : NEVER_MS),
  })
  cleanups.push(() => relay.close())
  const dapp = await createDappClient({ metadata: metadata('dapp'), relay, storage })
  cleanups.push(() => dapp.close())
  return dapp
}

async function relayUp(): Promise<LocalRelay> {
  const relay = await startRelay({ port: 4773 })
  cleanups.push(() => relay.close())
  return relay
}

const storedKinds = async (storage: SignStorage) =>
  (await storage.keys()).map((key) => key.split(':')[2]).sort()

test('error: connect() with the relay down: the URI at once, then approval rejects with RelayRequestError and nothing is kept; back up, the next connect() pairs at once', async () => {
  const storage = createMemoryStorage()
  const dapp = await dappOnDownRelay(storage)
  const down = await dapp.connect({ requiredNamespaces: REQUIRED })
  expect(down.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await expect(down.sent).rejects.toMatchObject({ name: 'RelayRequestError' })
  await expect(down.approval).rejects.toMatchObject({
    name: 'RelayRequestError',
    cause: { message: expect.stringContaining('cannot reach the relay') },
  })
  await vi.waitFor(async () => {
    expect(dapp.pairings()).toEqual([])
    expect(await storedKinds(storage)).toEqual([])
  })

  await relayUp()
  // The relay client waits forever before its next attempt: this resolves only if connect() cut
  // that short.
  const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
  const wallet = await createWalletClient({
    metadata: metadata('wallet'),
    relayUrl: RELAY_URL,
    WebSocket,
  })
  cleanups.push(() => wallet.close())
  const proposal = next(wallet, 'proposal')
  await wallet.pair({ uri })
  await wallet.approve({ id: (await proposal).id, namespaces: GRANTED })
  expect((await approval).namespaces).toEqual(GRANTED)
  expect(dapp.pairings()).toHaveLength(1)
})

test('error: authenticate() with the relay down: the URI at once, then response rejects the same way and no sign-in request is kept', async () => {
  const storage = createMemoryStorage()
  const dapp = await dappOnDownRelay(storage)
  const { uri, response, sent } = await dapp.authenticate(SIGN_IN)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?.*methods=/)
  await expect(sent).rejects.toMatchObject({ name: 'RelayRequestError' })
  await expect(response).rejects.toMatchObject({ name: 'RelayRequestError' })
  await vi.waitFor(async () => {
    expect(dapp.pairings()).toEqual([])
    expect(await storedKinds(storage)).toEqual([])
  })
})

test('error: a proposal whose publish fails leaves no pairing or proposal, and nothing rejects later unhandled', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  const memory = new MemoryRelay()
  const relay = memory.connect()
  const failing = {
    ...relay,
    publish: () => Promise.reject(new Error('relay gone')),
  }
  const storage = createMemoryStorage()
  const dapp = await createDappClient({ metadata: metadata('dapp'), relay: failing, storage })
  cleanups.push(() => dapp.close())
  await expect((await dapp.connect({ requiredNamespaces: REQUIRED })).approval).rejects.toThrow(
    'relay gone',
  )
  await expect((await dapp.authenticate(SIGN_IN)).response).rejects.toThrow('relay gone')
  await vi.waitFor(() => expect(dapp.pairings()).toEqual([]))
  expect(await storedKinds(storage)).toEqual([])
  // Past every expiry: an approval or sign-in nobody held would reject now, unhandled.
  await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000)
})
