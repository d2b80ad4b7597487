// The sign engine over a real socket and the test kit's relay (127.0.0.1:4771), three ways: our
// dapp ↔ our wallet, our dapp ↔ the official wallet (@reown/walletkit 1.2.9 under the test kit's
// NodeWalletConnectWallet, through walletKitSide), and the official dapp (@walletconnect/sign-client) ↔ our wallet. The
// official SDK is a test-only oracle. Each pair: pair from the URI, approve, personal_sign (the
// signature verified with viem), an event, a deletion heard by the other side, and the session's
// expiry on both sides.
import { startAnvil } from '@gatehouse/testkit'
import {
  type LocalRelay,
  NodeWalletConnectWallet,
  startRelay,
} from '@gatehouse/testkit/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import {
  createPublicClient,
  createWalletClient as createViemWalletClient,
  type Hex,
  http,
  toHex,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { deriveTopic } from '../crypto/deriveTopic'
import { generateSymKey } from '../crypto/generateSymKey'
import { RelayClient } from '../relay/RelayClient'
import type { SessionNamespaces } from '../sign/SignTypes'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import type { SignStorage } from '../storage/SignStorage'
import { createDappClient, type DappClient } from './createDappClient'
import { createWalletClient, type WalletClient } from './createWalletClient'
import type { SessionRequest } from './SignClientEvents'
import { metadata } from './testing/metadata'
import { offlineFetch } from './testing/offlineFetch'
import { next, REQUIRED } from './testing/signFixtures'
import { walletKitSide } from './testing/walletKitSide'

const RELAY_PORT = 4771
const ANVIL_PORT = 4772
// Chains the official wallet offers without a node behind them: enough to sign, not to send.
const NO_NODES = { 1: 'http://127.0.0.1:1', 10: 'http://127.0.0.1:1' }
// Anvil's first development key: public knowledge, never funded outside a local chain.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const NAMESPACES: SessionNamespaces = {
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    accounts: [`eip155:1:${account.address}`, `eip155:10:${account.address}`],
    methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
    events: ['accountsChanged', 'chainChanged'],
  },
}

let relay: LocalRelay
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  vi.stubGlobal('fetch', offlineFetch())
  relay = await startRelay({ port: RELAY_PORT })
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

afterAll(async () => {
  await relay?.close()
  vi.unstubAllGlobals()
})

async function ourDapp(storage?: SignStorage): Promise<DappClient> {
  const dapp = await createDappClient({
    metadata: metadata('our dapp'),
    relayUrl: relay.url,
    WebSocket,
    ...(storage ? { storage } : {}),
  })
  cleanups.push(() => dapp.close())
  return dapp
}

async function ourWallet(storage?: SignStorage, rpcUrl?: string): Promise<WalletClient> {
  const wallet = await createWalletClient({
    metadata: metadata('our wallet'),
    relayUrl: relay.url,
    WebSocket,
    ...(storage ? { storage } : {}),
  })
  cleanups.push(() => wallet.close())
  // personal_sign with the account, eth_sendTransaction to the node; anything else the user rejects.
  wallet.on('request', (request: SessionRequest) => void answer(wallet, request, rpcUrl))
  return wallet
}

async function answer(
  wallet: WalletClient,
  { id, topic, method, params }: SessionRequest,
  rpcUrl: string | undefined,
) {
  const [first] = Array.isArray(params) ? params : []
  if (method === 'personal_sign') {
    const signature = await account.signMessage({ message: { raw: first as Hex } })
    return wallet.respond({ topic, id, result: signature })
  }
  if (method === 'eth_sendTransaction' && rpcUrl) {
    const { to, value } = first as { to: Hex; value: Hex }
    const sender = createViemWalletClient({ account, transport: http(rpcUrl) })
    const hash = await sender.sendTransaction({ to, value: BigInt(value), chain: null })
    return wallet.respond({ topic, id, result: hash })
  }
  return wallet.respond({ topic, id, error: { code: 4001, message: 'User rejected.' } })
}

/** The SDK skips Verify and telemetry only in its test mode, read while it starts (test kit's startWalletKit). */
async function officialDapp() {
  const previous = process.env.IS_VITEST
  process.env.IS_VITEST = 'true'
  try {
    const client = await SignClient.init({
      projectId: '00000000000000000000000000000000',
      relayUrl: relay.url,
      telemetryEnabled: false,
      customStoragePrefix: `gatehouse-sign-interop-${crypto.randomUUID()}`,
      logger: 'silent',
      metadata: metadata('official dapp'),
    })
    cleanups.push(async () => {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    })
    return client
  } finally {
    if (previous === undefined) delete process.env.IS_VITEST
    else process.env.IS_VITEST = previous
  }
}

/** The official dapp proposes `methods` on eip155:1, and `wallet` (ours) pairs and approves. */
async function officialSession(
  dapp: Awaited<ReturnType<typeof officialDapp>>,
  wallet: WalletClient,
  methods: string[],
) {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: ['eip155:1'], methods, events: [] } },
  })
  const proposal = next(wallet, 'proposal')
  await wallet.pair({ uri: uri ?? '' })
  await wallet.approve({ id: (await proposal).id, namespaces: NAMESPACES })
  return approval()
}

async function officialWallet(rpcUrls: Record<number, string> = NO_NODES) {
  const side = await walletKitSide({
    relayUrl: relay.url,
    customStoragePrefix: `gatehouse-walletkit-interop-${crypto.randomUUID()}`,
  })
  const wallet = NodeWalletConnectWallet.over(side, {
    relayUrl: relay.url,
    rpcUrls,
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    scanDelayMs: 0,
  })
  cleanups.push(() => wallet.close())
  // The SDK itself, for what the test kit's wallet has no method for.
  return Object.assign(wallet, { kit: side.kit })
}

const message = toHex('Sign in to Gatehouse')

test('behavior: our dapp and our wallet over the relay: approve, personal_sign, event, delete', async () => {
  const dapp = await ourDapp()
  const wallet = await ourWallet()
  const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
  const proposal = next(wallet, 'proposal')
  await wallet.pair({ uri })
  await wallet.approve({ id: (await proposal).id, namespaces: NAMESPACES })
  const { topic } = await approval
  const signature = await dapp.request({
    topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [message, account.address] },
  })
  expect(
    await verifyMessage({
      address: account.address,
      message: { raw: message },
      signature: signature as Hex,
    }),
  ).toBe(true)
  const event = next(dapp, 'sessionEvent')
  await wallet.emit({ topic, chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } })
  expect(await event).toMatchObject({ name: 'chainChanged', data: 10 })
  const deleted = next(wallet, 'sessionDelete')
  await dapp.disconnect({ topic })
  expect(await deleted).toMatchObject({ topic, code: 6000 })
})

test('behavior: our dapp with the official wallet (walletkit): approve, personal_sign, chainChanged, wallet-initiated delete', async () => {
  const dapp = await ourDapp()
  const wallet = await officialWallet()
  const { uri, approval } = await dapp.connect({
    requiredNamespaces: REQUIRED,
    optionalNamespaces: {
      eip155: { chains: ['eip155:10'], methods: ['personal_sign'], events: ['chainChanged'] },
    },
  })
  await wallet.pair(uri)
  const session = await approval
  expect(session.peer.metadata.name).toBe('Node test wallet')
  expect(session.namespaces.eip155?.accounts).toContain(`eip155:1:${account.address}`)
  const signature = await dapp.request({
    topic: session.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [message, account.address] },
  })
  expect(
    await verifyMessage({
      address: account.address,
      message: { raw: message },
      signature: signature as Hex,
    }),
  ).toBe(true)
  const event = next(dapp, 'sessionEvent')
  await wallet.switchChain(10)
  expect(await event).toMatchObject({
    topic: session.topic,
    name: 'chainChanged',
    chainId: 'eip155:10',
  })
  const deleted = next(dapp, 'sessionDelete')
  await wallet.disconnect(session.topic)
  expect(await deleted).toMatchObject({ topic: session.topic, code: 6000 })
  expect(dapp.sessions()).toEqual([])
})

test('behavior: our dapp with the official wallet: accountsChanged, update, extend and ping from the wallet', async () => {
  const dapp = await ourDapp()
  const wallet = await officialWallet()
  const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
  await wallet.pair(uri)
  const { topic, namespaces } = await approval
  // The test kit's wallet has no method for these; its WalletKit is reached directly.
  const { kit } = wallet
  const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const accounts = next(dapp, 'sessionEvent')
  await kit.emitSessionEvent({
    topic,
    chainId: 'eip155:1',
    event: { name: 'accountsChanged', data: [other] },
  })
  expect(await accounts).toMatchObject({ name: 'accountsChanged', data: [other] })
  const eip155 = namespaces.eip155!
  const wider = { eip155: { ...eip155, accounts: [...eip155.accounts, `eip155:1:${other}`] } }
  const updated = next(dapp, 'sessionUpdate')
  await (await kit.updateSession({ topic, namespaces: wider })).acknowledged()
  expect(await updated).toEqual({ topic, namespaces: wider })
  const extended = next(dapp, 'sessionExtend')
  const sentAt = Math.floor(Date.now() / 1000)
  await (await kit.extendSession({ topic })).acknowledged()
  const { expiry } = await extended
  const receivedAt = Math.ceil(Date.now() / 1000)
  // The official wallet sends no expiry: each side takes now + 7 days by its own clock, so ours
  // may be later by the seconds in between (a fresh-clone run on a busy machine crossed one).
  const walletExpiry = kit.getActiveSessions()[topic]?.expiry ?? Number.NaN
  expect(expiry).toBeGreaterThanOrEqual(walletExpiry)
  expect(expiry - walletExpiry).toBeLessThanOrEqual(receivedAt - sentAt)
  await dapp.ping({ topic })
})

test('behavior: our dapp with the official wallet: a rejected request and a dapp-initiated delete', async () => {
  const dapp = await ourDapp()
  const wallet = await officialWallet()
  const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
  await wallet.pair(uri)
  const { topic } = await approval
  wallet.rejectNext('personal_sign')
  await expect(
    dapp.request({
      topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message, account.address] },
    }),
  ).rejects.toMatchObject({ name: 'PeerRpcError', code: 4001 })
  await dapp.disconnect({ topic })
  await vi.waitFor(() => expect(wallet.sessions()).toEqual([]), { timeout: 10_000 })
})

test('behavior: the official dapp (sign-client) with our wallet: approve, personal_sign, chainChanged, accountsChanged, update, extend, ping, dapp-initiated delete', async () => {
  const dapp = await officialDapp()
  const wallet = await ourWallet()
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:1'],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  })
  if (!uri) throw new Error('no pairing URI')
  const proposal = next(wallet, 'proposal')
  await wallet.pair({ uri })
  const { id, params } = await proposal
  expect(params.proposer.metadata.name).toBe('official dapp')
  await wallet.approve({ id, namespaces: NAMESPACES })
  const session = await approval()
  expect(session.namespaces).toEqual(NAMESPACES)
  const signature = await dapp.request<Hex>({
    topic: session.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [message, account.address] },
  })
  expect(
    await verifyMessage({ address: account.address, message: { raw: message }, signature }),
  ).toBe(true)
  const event = new Promise<unknown>((resolve) => dapp.once('session_event', resolve))
  await wallet.emit({
    topic: session.topic,
    chainId: 'eip155:10',
    event: { name: 'chainChanged', data: 10 },
  })
  expect(await event).toMatchObject({
    topic: session.topic,
    params: { event: { name: 'chainChanged', data: 10 } },
  })
  // An account change, then an update adding an account, an extension and pings both ways.
  const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const accounts = new Promise<unknown>((resolve) => dapp.once('session_event', resolve))
  await wallet.emit({
    topic: session.topic,
    chainId: 'eip155:1',
    event: { name: 'accountsChanged', data: [other] },
  })
  expect(await accounts).toMatchObject({
    params: { event: { name: 'accountsChanged', data: [other] } },
  })
  const namespaces = {
    eip155: {
      ...NAMESPACES.eip155!,
      accounts: [...NAMESPACES.eip155!.accounts, `eip155:1:${other}`],
    },
  }
  const updated = new Promise<unknown>((resolve) => dapp.once('session_update', resolve))
  await wallet.update({ topic: session.topic, namespaces })
  expect(await updated).toMatchObject({ topic: session.topic, params: { namespaces } })
  const extended = new Promise<unknown>((resolve) => dapp.once('session_extend', resolve))
  const sentAt = Math.floor(Date.now() / 1000)
  const { expiry } = await wallet.extend({ topic: session.topic })
  expect(await extended).toMatchObject({ topic: session.topic })
  const receivedAt = Math.ceil(Date.now() / 1000)
  // The official client does not take the expiry it is sent: it sets its own, 7 days from when
  // the extend arrives (sign-client's onSessionExtendRequest), so the two may differ by the
  // seconds in between (a CI run crossed a second boundary).
  const ownExpiry = dapp.session.get(session.topic).expiry
  expect(ownExpiry).toBeGreaterThanOrEqual(expiry)
  expect(ownExpiry - expiry).toBeLessThanOrEqual(receivedAt - sentAt)
  await dapp.ping({ topic: session.topic })
  await wallet.ping({ topic: session.topic })
  const deleted = next(wallet, 'sessionDelete')
  await dapp.disconnect({
    topic: session.topic,
    reason: { code: 6000, message: 'User disconnected.' },
  })
  expect(await deleted).toMatchObject({ topic: session.topic, code: 6000 })
  expect(wallet.sessions()).toEqual([])
})

test('behavior: the official dapp with our wallet: a refused proposal and a wallet-initiated delete', async () => {
  const dapp = await officialDapp()
  const wallet = await ourWallet()
  const optionalNamespaces = {
    eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
  }
  const refused = await dapp.connect({ optionalNamespaces })
  // The SDK's approval() only hears a rejection that arrives after it was called; caught at once,
  // since the rejection lands while this test still awaits reject().
  const refusal = refused.approval().catch((error: unknown) => error)
  const proposal = next(wallet, 'proposal')
  await wallet.pair({ uri: refused.uri ?? '' })
  await wallet.reject({ id: (await proposal).id })
  expect(await refusal).toMatchObject({ code: 5000, message: 'User rejected.' })

  const session = await officialSession(dapp, wallet, ['personal_sign'])
  const deleted = new Promise<unknown>((resolve) => dapp.once('session_delete', resolve))
  await wallet.disconnect({ topic: session.topic })
  expect(await deleted).toMatchObject({ topic: session.topic })
  expect(dapp.session.getAll()).toEqual([])
})

// Session expiry, 7 days on (SESSION_TTL_SECONDS), with only timeouts and Date faked: sockets and
// the official SDK's intervals run on real time. Our expiry timer was armed on the real clock at
// settlement, so an extension, made on the fake clock, re-arms it. The SDK's expirer checks its
// sessions on each pulse of its heartbeat (an interval, every 5 s), and only while its relayer is
// connected, which the jump ends (its ping time-out fires) until its reconnection timer does: so
// each check moves the fake clock on a second and sends the pulse (`heartbeat_pulse`).
test('behavior: our dapp with the official wallet: the session expires on both sides, not before', async () => {
  const dapp = await ourDapp()
  const wallet = await officialWallet()
  const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
  await wallet.pair(uri)
  const { topic } = await approval
  const { kit } = wallet
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  try {
    const extended = next(dapp, 'sessionExtend')
    await (await kit.extendSession({ topic })).acknowledged()
    const { expiry } = await extended
    const expired = next(dapp, 'sessionExpire')
    vi.advanceTimersByTime(expiry * 1000 - Date.now() - 1000)
    expect(dapp.sessions().map((session) => session.topic)).toEqual([topic])
    vi.advanceTimersByTime(1000)
    expect(await expired).toEqual({ topic })
    expect(dapp.sessions()).toEqual([])
    // The wallet's own expiry is within a second of ours (each side's clock at the extension).
    vi.advanceTimersByTime(2000)
    await vi.waitFor(() => {
      vi.advanceTimersByTime(1000)
      kit.core.heartbeat.events.emit('heartbeat_pulse')
      expect(kit.getActiveSessions()[topic]).toBeUndefined()
    })
  } finally {
    vi.useRealTimers()
  }
})

test('behavior: the official dapp with our wallet: the session expires on both sides, not before', async () => {
  const dapp = await officialDapp()
  const wallet = await ourWallet()
  const session = await officialSession(dapp, wallet, ['personal_sign'])
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  try {
    const extendedThere = new Promise<unknown>((resolve) => dapp.once('session_extend', resolve))
    const { expiry } = await wallet.extend({ topic: session.topic })
    await extendedThere
    const expiredHere = next(wallet, 'sessionExpire')
    const expiredThere = new Promise<unknown>((resolve) => dapp.once('session_expire', resolve))
    vi.advanceTimersByTime(expiry * 1000 - Date.now() - 1000)
    expect(wallet.sessions().map(({ topic }) => topic)).toEqual([session.topic])
    vi.advanceTimersByTime(1000)
    expect(await expiredHere).toEqual({ topic: session.topic })
    expect(wallet.sessions()).toEqual([])
    // The official dapp set its own expiry when the extension arrived, up to a second after ours.
    vi.advanceTimersByTime(2000)
    await vi.waitFor(() => {
      vi.advanceTimersByTime(1000)
      dapp.core.heartbeat.events.emit('heartbeat_pulse')
      expect(dapp.session.getAll()).toEqual([])
    })
    expect(await expiredThere).toMatchObject({ topic: session.topic })
  } finally {
    vi.useRealTimers()
  }
})

test('behavior: our dapp reloaded on its storage keeps its session with the official wallet', async () => {
  const storage = createMemoryStorage()
  const first = await ourDapp(storage)
  const wallet = await officialWallet()
  const { uri, approval } = await first.connect({ requiredNamespaces: REQUIRED })
  await wallet.pair(uri)
  const session = await approval
  first.close()
  const dapp = await ourDapp(storage)
  expect(dapp.sessions()).toEqual([session])
  const signature = await dapp.request({
    topic: session.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [message, account.address] },
  })
  expect(
    await verifyMessage({
      address: account.address,
      message: { raw: message },
      signature: signature as Hex,
    }),
  ).toBe(true)
})

test('behavior: our wallet relaunched on its storage still answers the official dapp', async () => {
  const storage = createMemoryStorage()
  const dapp = await officialDapp()
  const first = await ourWallet(storage)
  const session = await officialSession(dapp, first, ['personal_sign'])
  first.close()
  const wallet = await ourWallet(storage)
  expect(wallet.sessions().map(({ topic }) => topic)).toEqual([session.topic])
  const signature = await dapp.request<Hex>({
    topic: session.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [message, account.address] },
  })
  expect(
    await verifyMessage({ address: account.address, message: { raw: message }, signature }),
  ).toBe(true)
})

test('behavior: a request the official wallet never answers fails with RequestExpiredError at its expiry', async () => {
  const socket = await RelayClient.create({ relayUrl: relay.url, WebSocket })
  cleanups.push(() => socket.close())
  const dapp = await createDappClient({ metadata: metadata('our dapp'), relay: socket })
  cleanups.push(() => dapp.close())
  const wallet = await officialWallet()
  const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
  await wallet.pair(uri)
  const { topic } = await approval
  const held = wallet.holdNext('personal_sign')
  // Only our deadline's clock is faked; sockets and the SDK's intervals run on real time.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  try {
    const expiry = Math.floor(Date.now() / 1000) + 300
    const outcome = dapp
      .request({
        topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: [message, account.address] },
      })
      .catch((error: unknown) => error)
    await held.requested
    // The relay answers in order on one socket: once this answer is in, so is the publish's.
    await socket.subscribe(await deriveTopic(generateSymKey()))
    vi.advanceTimersByTime(299_000)
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending')
    vi.advanceTimersByTime(1_000)
    expect(await outcome).toMatchObject({
      name: 'RequestExpiredError',
      method: 'wc_sessionRequest',
      expiry,
    })
  } finally {
    vi.useRealTimers()
    held.reject()
  }
})

test('behavior: our dapp sends eth_sendTransaction through the official wallet to an anvil chain', async () => {
  const anvil = await startAnvil(1, ANVIL_PORT)
  cleanups.push(() => anvil.stop())
  const dapp = await ourDapp()
  const wallet = await officialWallet({ 1: anvil.rpcUrl })
  const { uri, approval } = await dapp.connect({
    requiredNamespaces: {
      eip155: { chains: ['eip155:1'], methods: ['eth_sendTransaction'], events: ['chainChanged'] },
    },
  })
  await wallet.pair(uri)
  const { topic } = await approval
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const hash = await dapp.request({
    topic,
    chainId: 'eip155:1',
    request: {
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to, value: '0x1' }],
    },
  })
  const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  const receipt = await chain.waitForTransactionReceipt({ hash: hash as Hex })
  expect(receipt).toMatchObject({ status: 'success', to: to.toLowerCase() })
})

test('behavior: the official dapp sends eth_sendTransaction through our wallet to an anvil chain', async () => {
  const anvil = await startAnvil(1, ANVIL_PORT)
  cleanups.push(() => anvil.stop())
  const dapp = await officialDapp()
  const wallet = await ourWallet(undefined, anvil.rpcUrl)
  const { topic } = await officialSession(dapp, wallet, ['eth_sendTransaction'])
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const hash = await dapp.request<Hex>({
    topic,
    chainId: 'eip155:1',
    request: {
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to, value: '0x1' }],
    },
  })
  const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  expect(await chain.waitForTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
})
