// The wallet's changes as EIP-1193 events (accountsChanged, chainChanged, session_event, a session
// update, a deletion, the session's expiry), the provider's own disconnect, and a request the
// wallet never answers. Expiries on fake timers, as in SignEngine.test.ts.
// vitest-isolate: the expiry test jumps the fake clock by the session's 7 days. In the shared
// process, a periodic timer an earlier file left running becomes a fake one when it reschedules
// and fires through the whole jump: the likeliest cause of the expiry test's two 20 s time-outs
// in full runs under load, which it never showed run alone (vitest.config.ts).
import { afterEach, beforeEach, expect, onTestFailed, test, vi } from 'vitest'
import { SESSION_TTL_SECONDS } from '../engine/constants'
import { ACCOUNT, next, OTHER_ACCOUNT } from '../engine/testing/signFixtures'
import { RequestExpiredError } from '../errors/requestExpired'
import { REQUEST_EXPIRY_MIN_SECONDS } from '../rpc/rpcMethodPolicies'
import { nextOf, ProviderPair, recordEvents, WALLET_NAMESPACES } from './testing/providerFixtures'

let pair: ProviderPair | undefined
/** Where the test is, for the failure report (the expiry tests mark their steps). */
let step: string
/** Taken in afterEach, before its clean-up: Vitest calls onTestFailed after the hooks. */
let diagnosis: string | undefined

// Fresh-clone runs under heavy load timed out twice in the expiry test (20 s; it takes under
// 300 ms), never reproduced in 170 runs: a failure prints the step it stopped at, the fake timers
// still armed and both clients' debug logs, so the next one says where it stopped.
beforeEach(() => {
  step = 'ProviderPair.start'
  diagnosis = undefined
  onTestFailed(() => console.error(diagnosis))
})

afterEach(async () => {
  const timers = vi.isFakeTimers() ? `${vi.getTimerCount()} fake timers armed` : 'real timers'
  diagnosis = [`stopped at: ${step}; ${timers}`, ...(pair?.logs ?? ['no pair'])].join('\n')
  vi.useRealTimers()
  await pair?.close()
  pair = undefined
})

const useFakeClock = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })

test("behavior: the wallet's accountsChanged and chainChanged update the provider and are re-emitted", async () => {
  pair = await ProviderPair.start()
  const { topic } = await pair.connect({ chainId: 1 })
  const events = recordEvents(pair.provider)
  const accountsEvent = nextOf(pair.provider, 'session_event')
  await pair.wallet.emit({
    topic,
    chainId: 'eip155:1',
    event: { name: 'accountsChanged', data: [`eip155:1:${OTHER_ACCOUNT}`] },
  })
  expect(await accountsEvent).toMatchObject({ name: 'accountsChanged', chainId: 'eip155:1' })
  expect(pair.provider.accounts).toEqual([OTHER_ACCOUNT])
  expect(await pair.provider.request({ method: 'eth_accounts' })).toEqual([OTHER_ACCOUNT])
  const chainEvent = nextOf(pair.provider, 'session_event')
  await pair.wallet.emit({ topic, chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } })
  await chainEvent
  expect(pair.provider.chainId).toBe(10)
  expect(events.filter(([name]) => name !== 'session_event')).toEqual([
    ['accountsChanged', [OTHER_ACCOUNT]],
    ['chainChanged', '0xa'],
    ['accountsChanged', [ACCOUNT]],
  ])
  // A chain the session lacks is ignored (and still reported as a session_event).
  const outside = nextOf(pair.provider, 'session_event')
  await pair.wallet.emit({ topic, chainId: 'eip155:1', event: { name: 'chainChanged', data: 137 } })
  await outside
  expect(pair.provider.chainId).toBe(10)
})

test("behavior: the wallet's session update changes the accounts, and moves off a chain it dropped", async () => {
  pair = await ProviderPair.start()
  const { topic } = await pair.connect({ chainId: 10 })
  const accountsChanged = nextOf(pair.provider, 'accountsChanged')
  const chainChanged = nextOf(pair.provider, 'chainChanged')
  await pair.wallet.update({
    topic,
    namespaces: {
      eip155: {
        ...WALLET_NAMESPACES.eip155!,
        chains: ['eip155:1'],
        accounts: [`eip155:1:${OTHER_ACCOUNT}`, `eip155:1:${ACCOUNT}`],
      },
    },
  })
  expect(await chainChanged).toBe('0x1')
  expect(await accountsChanged).toEqual([OTHER_ACCOUNT, ACCOUNT])
  expect(pair.provider.session?.namespaces.eip155?.chains).toEqual(['eip155:1'])
})

test('behavior: the wallet deleting the session emits disconnect with its code and clears the state', async () => {
  pair = await ProviderPair.start()
  const { topic } = await pair.connect()
  const disconnected = nextOf(pair.provider, 'disconnect')
  const accountsChanged = nextOf(pair.provider, 'accountsChanged')
  await pair.wallet.disconnect({ topic })
  expect(await disconnected).toMatchObject({ name: 'ProviderRpcError', code: 6000, data: topic })
  expect(await accountsChanged).toEqual([])
  expect(pair.provider.session).toBeUndefined()
  expect(await pair.provider.request({ method: 'eth_accounts' })).toEqual([])
  expect(await pair.storedSessionKeys()).toEqual([])
})

test('behavior: disconnect() tells the wallet, emits disconnect and resolves with the session gone from storage', async () => {
  pair = await ProviderPair.start()
  const { topic } = await pair.connect()
  expect(await pair.storedSessionKeys()).toHaveLength(1)
  const walletHeard = next(pair.wallet, 'sessionDelete')
  const disconnected = nextOf(pair.provider, 'disconnect')
  await pair.provider.disconnect()
  expect(await pair.storedSessionKeys()).toEqual([])
  expect(await disconnected).toMatchObject({ code: 6000, message: 'User disconnected.' })
  expect(await walletHeard).toMatchObject({ topic, code: 6000 })
  expect(pair.provider.session).toBeUndefined()
  // A reload right after it finds nothing to restore.
  const reloaded = await pair.restartProvider()
  await expect(reloaded.restore()).rejects.toMatchObject({ name: 'NoSessionError', reason: 'none' })
})

test('behavior: the session reaching its expiry emits disconnect 4900', async () => {
  useFakeClock()
  pair = await ProviderPair.start()
  step = 'pair.connect'
  const { topic } = await pair.connect()
  const disconnected = nextOf(pair.provider, 'disconnect')
  step = 'advancing the clock by the session TTL'
  await vi.advanceTimersByTimeAsync(SESSION_TTL_SECONDS * 1000)
  step = 'waiting for disconnect'
  expect(await disconnected).toMatchObject({ code: 4900, data: topic })
  expect(pair.provider.session).toBeUndefined()
})

test('behavior: a request the wallet never answers rejects with RequestExpiredError at its expiry', async () => {
  useFakeClock()
  pair = await ProviderPair.start()
  step = 'pair.connect'
  await pair.connect()
  step = 'the request reaching the wallet'
  const received = next(pair.wallet, 'request')
  const unanswered = pair.provider.request({ method: 'eth_sendTransaction', params: [{}] })
  unanswered.catch(() => {})
  const { expiry } = await received
  expect(expiry).toBe(Math.floor(Date.now() / 1000) + REQUEST_EXPIRY_MIN_SECONDS)
  await vi.advanceTimersByTimeAsync(REQUEST_EXPIRY_MIN_SECONDS * 1000 - 1000)
  let settled = false
  const markSettled = () => {
    settled = true
  }
  unanswered.then(markSettled, markSettled)
  await pair.relay.settle()
  expect(settled).toBe(false)
  await vi.advanceTimersByTimeAsync(1000)
  await expect(unanswered).rejects.toThrow(RequestExpiredError)
  await expect(unanswered).rejects.toMatchObject({ method: 'wc_sessionRequest', expiry })
})
