// Restoring a stored session after a reload: reported as connected only once the wallet answers
// a ping (or another tab of the app holds it connected); a wallet that does not answer by the deadline (fake timers), a session the wallet
// deleted while the page was closed, or one that ends during the check, is removed and reported
// as NoSessionError.
import { afterEach, expect, test, vi } from 'vitest'
import { ACCOUNT, next } from '../engine/testing/signFixtures'
import { NoSessionError } from '../errors/noSession'
import { RESTORE_PING_TIMEOUT_MS } from './constants'
import { nextOf, ProviderPair } from './testing/providerFixtures'

let pair: ProviderPair | undefined

afterEach(async () => {
  vi.useRealTimers()
  await pair?.close()
  pair = undefined
})

test('behavior: a stored session is reported once the wallet answered the ping, on the chain asked for', async () => {
  pair = await ProviderPair.start()
  const { topic } = await pair.connect({ chainId: 1 })
  const reloaded = await pair.restartProvider()
  expect(reloaded.session).toBeUndefined()
  const pinged = next(pair.wallet, 'sessionPing')
  const connected = nextOf(reloaded, 'connect')
  const [restored, again] = await Promise.all([
    reloaded.restore({ chainId: 10 }),
    reloaded.restore(),
  ])
  expect(await pinged).toEqual({ topic })
  expect(restored.topic).toBe(topic)
  expect(again).toBe(restored)
  expect(await connected).toEqual({ chainId: '0xa' })
  expect(reloaded.accounts).toEqual([ACCOUNT])
  expect(await reloaded.request({ method: 'eth_chainId' })).toBe('0xa')
  expect(await reloaded.restore()).toBe(restored)
})

test('behavior: a wallet that does not answer by the deadline: the session is removed, NoSessionError unanswered', async () => {
  pair = await ProviderPair.start()
  await pair.connect()
  pair.stopWallet()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  const reloaded = await pair.restartProvider()
  const restoring = reloaded.restore()
  restoring.catch(() => {})
  await vi.advanceTimersByTimeAsync(RESTORE_PING_TIMEOUT_MS - 1)
  expect(await pair.storedSessionKeys()).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(1)
  await expect(restoring).rejects.toThrow(NoSessionError)
  await expect(restoring).rejects.toMatchObject({
    reason: 'unanswered',
    cause: { name: 'RequestExpiredError', method: 'wc_sessionPing' },
  })
  expect(await pair.storedSessionKeys()).toEqual([])
  expect(reloaded.session).toBeUndefined()
  expect(reloaded.client.sessions()).toEqual([])
})

test('behavior: a session another tab holds connected is restored without the wallet', async () => {
  // The relay hands a client's messages to one of its connections: a second tab's ping may be
  // answered to the first. The first tab's word (BroadcastChannel) settles it; the wallet is gone
  // here, so only that word can.
  pair = await ProviderPair.start()
  const { topic } = await pair.connect()
  pair.stopWallet()
  const tab = await pair.openTab()
  const restored = await tab.restore()
  expect(restored.topic).toBe(topic)
  expect(tab.accounts).toEqual([ACCOUNT])
  expect(await pair.storedSessionKeys()).toHaveLength(1)
})

test('behavior: the deadline is an option', async () => {
  pair = await ProviderPair.start()
  await pair.connect()
  pair.stopWallet()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  const reloaded = await pair.restartProvider({ restorePingTimeoutMs: 500 })
  const restoring = reloaded.restore()
  restoring.catch(() => {})
  await vi.advanceTimersByTimeAsync(500)
  await expect(restoring).rejects.toMatchObject({ reason: 'unanswered' })
})

test('behavior: a session the wallet deleted while the page was closed is not restored', async () => {
  pair = await ProviderPair.start()
  const { topic } = await pair.connect()
  pair.stopProvider()
  await pair.wallet.disconnect({ topic })
  const reloaded = await pair.restartProvider()
  // The deletion waited at the relay and arrives once the reloaded client subscribes again.
  if (reloaded.client.sessions().length) await next(reloaded.client, 'sessionDelete')
  await expect(reloaded.restore()).rejects.toMatchObject({ name: 'NoSessionError', reason: 'none' })
  expect(await pair.storedSessionKeys()).toEqual([])
})

test('behavior: a session that ends while its wallet is pinged is reported as ended', async () => {
  pair = await ProviderPair.start()
  const { topic } = await pair.connect()
  pair.stopWallet()
  const reloaded = await pair.restartProvider()
  const restoring = reloaded.restore()
  restoring.catch(() => {})
  await pair.relay.settle()
  await reloaded.client.disconnect({ topic })
  await expect(restoring).rejects.toMatchObject({
    reason: 'ended',
    cause: { name: 'SessionEndedError' },
  })
  expect(reloaded.session).toBeUndefined()
})
