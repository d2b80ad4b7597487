// When the provider hands out its pairing URI: `qr_uri` at once, before the relay socket is even
// open (a QR code: the relay keeps the proposal for the wallet that scans it), and `display_uri`
// only once the relay has the proposal on its open socket (a deep link: the page may freeze as
// soon as the wallet app opens). Over a real socket: nothing listens on port 4788 at first (the
// client's next attempt is then held back), then a scripted relay that answers nothing.
import { afterEach, expect, test } from 'vitest'
import { startFakeRelay } from '../relay/testing/fakeRelay'
import { nextOf } from './testing/providerFixtures'
import { socketProvider } from './testing/socketProvider'

const PORT = 4788
/** The longest delay a timer takes: the client's next attempt waits for connect(). */
const NEVER_MS = 2 ** 31 - 1

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

test('behavior: qr_uri comes before the relay is reached, display_uri once the relay has the proposal', async () => {
  const { relayClient, provider, close } = await socketProvider({
    relayUrl: `ws://127.0.0.1:${PORT}`,
    reconnectDelay: () => NEVER_MS,
  })
  cleanups.push(close)
  const seen: string[] = []
  provider.on('qr_uri', () => seen.push('qr_uri'))
  provider.on('display_uri', () => seen.push('display_uri'))

  const qrUri = nextOf(provider, 'qr_uri')
  provider.connect().catch(() => {})
  const uri = await qrUri
  expect(relayClient.connected).toBe(false)
  expect(seen).toEqual(['qr_uri'])

  const relay = await startFakeRelay(PORT, () => undefined)
  cleanups.push(() => relay.close())
  const displayUri = nextOf(provider, 'display_uri')
  // The first attempt failed while nothing listened; this one finds the relay.
  await relayClient.connect()
  expect(await displayUri).toBe(uri)
  expect(seen).toEqual(['qr_uri', 'display_uri'])
  const connection = await relay.connection(0)
  await connection.next((frame) => frame.method === 'irn_publish')
  expect(connection.received.map((frame) => frame.method)).toEqual(['irn_subscribe', 'irn_publish'])
})
