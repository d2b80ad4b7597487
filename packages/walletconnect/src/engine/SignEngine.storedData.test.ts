// What the code before WebCrypto stored (noble only: raw X25519 private keys, a raw Ed25519 seed)
// restores on today's, on both of its crypto paths (WebCrypto's, and the noble fallback a runtime
// without it takes): every entry reads back (none dropped as unreadable), each side's relay
// identity is the stored seed's, and the stored session still carries a request and its answer
// through the test kit's relay (port 4777). The clock is set to when the data was written, so
// nothing has expired meanwhile; sockets and timers run on real time.
import { type LocalRelay, startRelay } from '@gatehouse/testkit/walletconnect'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { setWebCrypto } from '../crypto/webCrypto'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { STORED_BEFORE_WEBCRYPTO as STORED } from '../storage/testing/storedBeforeWebCrypto'
import { createDappClient } from './createDappClient'
import { createWalletClient } from './createWalletClient'
import { metadata } from './testing/metadata'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  vi.useRealTimers()
})

let relay: LocalRelay
beforeAll(async () => {
  relay = await startRelay({ port: 4777 })
})
afterAll(() => relay?.close())

describe.each([
  { path: 'WebCrypto', subtle: undefined },
  { path: 'noble', subtle: null },
])('$path', ({ subtle }) => {
  beforeAll(() => setWebCrypto(subtle))
  afterAll(() => setWebCrypto(undefined))

  test('behavior: storage written before WebCrypto restores: identities, session, pairings, proposals, sign-in', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: STORED.writtenAt })
    const dappStorage = createMemoryStorage(Object.entries(STORED.dapp))
    const walletStorage = createMemoryStorage(Object.entries(STORED.wallet))
    const options = { relayUrl: relay.url, WebSocket }
    const dapp = await createDappClient({
      ...options,
      metadata: metadata('dapp'),
      storage: dappStorage,
    })
    cleanups.push(() => dapp.close())
    const wallet = await createWalletClient({
      ...options,
      metadata: metadata('wallet'),
      storage: walletStorage,
    })
    cleanups.push(() => wallet.close())

    expect((await dappStorage.keys()).sort()).toEqual(Object.keys(STORED.dapp).sort())
    expect((await walletStorage.keys()).sort()).toEqual(Object.keys(STORED.wallet).sort())
    expect(dapp.clientId).toBe(STORED.dappClientId)
    expect(wallet.clientId).toBe(STORED.walletClientId)
    expect(dapp.sessions().map(({ topic }) => topic)).toEqual([STORED.sessionTopic])
    expect(dapp.pairings()).toHaveLength(3)

    const topic = STORED.sessionTopic
    wallet.on('request', ({ id }) => void wallet.respond({ topic, id, result: 'still here' }))
    const answer = await dapp.request({
      topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign' },
    })
    expect(answer).toBe('still here')
  })
})
