// When the dapp's connect() hands out the pairing URI (the QR code the visitor scans): at once,
// the pairing's subscribe and the proposal's publish handed to the relay client, not once the
// relay answered them (the wallet needs the proposal only after the visitor scanned). A relay that
// then fails either request rejects `approval` with the relay client's RelayRequestError, what the
// kit shows as "cannot be reached", and leaves nothing behind. Over a real socket: a scripted relay
// that answers only when the test says (port 4782), or never (4783). A relay that cannot be
// reached at all: DappEngine.relayDown.test.
import { afterEach, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { RelayClient } from '../relay/RelayClient'
import { startFakeRelay } from '../relay/testing/fakeRelay'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import type { SignStorage } from '../storage/SignStorage'
import { createDappClient, type DappClient } from './createDappClient'
import { metadata } from './testing/metadata'
import { REQUIRED } from './testing/signFixtures'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

type Frame = Record<string, unknown>

/** A scripted relay that keeps every request unanswered, and a dapp client on it. */
async function dappOnHeldRelay(port: number, storage: SignStorage, requestTimeoutMs = 10_000) {
  const relay = await startFakeRelay(port, () => undefined)
  cleanups.push(() => relay.close())
  const relayClient = await RelayClient.create({
    relayUrl: relay.url,
    WebSocket,
    requestTimeoutMs,
    reconnectDelay: () => 10,
  })
  cleanups.push(() => relayClient.close())
  const dapp: DappClient = await createDappClient({
    metadata: metadata('dapp'),
    relay: relayClient,
    storage,
  })
  cleanups.push(() => dapp.close())
  return { relay, dapp }
}

const methods = (frames: Frame[]) => frames.flatMap((frame) => frame.method ?? [])

test('behavior: connect() hands out the URI before the relay answered the subscribe or the publish, one subscribe each', async () => {
  const { relay, dapp } = await dappOnHeldRelay(4782, createMemoryStorage())
  const { uri, approval, sent } = await dapp.connect({ requiredNamespaces: REQUIRED })
  // On the open socket, unanswered: what a deep link waits for.
  await sent
  const topic = /^wc:([0-9a-f]{64})@2\?/.exec(uri)?.[1]
  const connection = await relay.connection(0)
  const publish = await connection.next((frame) => frame.method === 'irn_publish')
  // Nothing was answered, and each request went once: no renewal of the subscribe on its way.
  expect(connection.received.filter((frame) => frame.method === undefined)).toEqual([])
  expect(methods(connection.received)).toEqual(['irn_subscribe', 'irn_publish'])
  expect(connection.received[0]).toMatchObject({ params: { topic } })
  expect(publish).toMatchObject({ params: { topic, tag: 1100 } })
  expect(dapp.pairings()).toMatchObject([{ topic }])

  approval.catch(() => {})
})

test('error: the relay goes silent once the URI is out: approval rejects with RelayRequestError (no code) and nothing is kept', async () => {
  const storage = createMemoryStorage()
  const { relay, dapp } = await dappOnHeldRelay(4783, storage, 50)
  const { approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
  const failure = await approval.then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(failure).toMatchObject({ name: 'RelayRequestError', code: undefined })
  expect(String((failure as Error).message)).toMatch(
    /irn_(subscribe|publish) failed after \d retries/,
  )
  await vi.waitFor(async () => {
    expect(dapp.pairings()).toEqual([])
    expect(await storage.keys()).toEqual([])
  })
  const { received } = await relay.connection(0)
  expect(methods(received)).toContain('irn_publish')
})
