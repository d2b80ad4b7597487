// Connecting again while an attempt waits (the visitor pressed RETRY, or chose WalletConnect
// again): the new QR code must not wait for the relay to confirm that the wallet was told of the
// abandoned pairing, which takes the relay's answer, or its retries when it is down. Over a real
// socket: a scripted relay on port 4786 that answers every subscribe and only the first publish.
import { afterEach, expect, test, vi } from 'vitest'
import { startFakeRelay } from '../relay/testing/fakeRelay'
import { nextOf } from './testing/providerFixtures'
import { socketProvider } from './testing/socketProvider'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

test('behavior: connect() again hands out its new URI while the abandoned pairing’s delete waits for the relay', async () => {
  let publishes = 0
  const relay = await startFakeRelay(4786, (frame) => {
    if (frame.method === 'irn_subscribe') return `subscription-${String(frame.id)}`
    if (frame.method === 'irn_publish' && publishes++ === 0) return true
    return undefined
  })
  cleanups.push(() => relay.close())
  const { provider, close } = await socketProvider({ relayUrl: relay.url })
  cleanups.push(close)

  const firstUri = nextOf(provider, 'display_uri')
  provider.connect().catch(() => {})
  const first = await firstUri
  const connection = await relay.connection(0)
  await connection.next((frame) => frame.result === undefined && frame.method === 'irn_publish')

  const secondUri = nextOf(provider, 'display_uri')
  provider.connect().catch(() => {})
  const second = await secondUri
  expect(second).not.toBe(first)
  // Then the first pairing's wc_pairingDelete and the second proposal reach the relay, neither
  // answered.
  await vi.waitFor(() => expect(publishes).toBe(3))
})
