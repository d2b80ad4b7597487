// The relay on its own, with raw WebSocket clients: what the SDK flow test cannot isolate
// (storage for late subscribers, TTL, no echo, acks, pings, errors). Ports 4731+.
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:net'
import { createRelayAuthToken } from '@gatehouse/walletconnect'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { PortInUseError } from '../chains/PortInUseError'
import { type LocalRelay, startRelay } from './startRelay'

type Message = {
  id?: unknown
  method?: string
  result?: unknown
  error?: { code: number }
  params?: { data?: { topic: string; message: string } }
}

/**
 * A raw client; `name` stands for a client identity (its Ed25519 seed is sha256(name)), so a client
 * connecting again under the same name is the same client to the relay, as an SDK's with its
 * persisted seed. It acknowledges every irn_subscription as the SDK does, unless `acks` is false
 * (a page unloading with it on the wire).
 */
async function client(url: string, name: string, { acks = true } = {}) {
  const seed = createHash('sha256').update(name).digest('hex')
  const auth = await createRelayAuthToken({ seed, relayUrl: url })
  const socket = new WebSocket(`${url}/?auth=${auth}&projectId=test`)
  const inbox: Message[] = []
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as Message
    inbox.push(message)
    if (acks && message.method === 'irn_subscription') {
      socket.send(JSON.stringify({ id: message.id, jsonrpc: '2.0', result: true }))
    }
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  let id = 0
  const call = async (method: string, params: unknown) => {
    const callId = ++id
    socket.send(JSON.stringify({ id: callId, jsonrpc: '2.0', method, params }))
    return waitFor(inbox, (m) => m.id === callId)
  }
  const received = (topic: string) =>
    inbox.filter((m) => m.method === 'irn_subscription' && m.params?.data?.topic === topic)
  return { socket, inbox, call, received }
}

/** The first message in `inbox` that matches, once it has arrived (vi.waitFor: not on Date). */
function waitFor(inbox: Message[], match: (m: Message) => boolean) {
  return vi.waitFor(
    () => {
      const found = inbox.find(match)
      if (!found) throw new Error('no such relay message yet')
      return found
    },
    { timeout: 2_000, interval: 5 },
  )
}

type Client = Awaited<ReturnType<typeof client>>
let marks = 0

/**
 * Resolves once `to` has received every stored message the relay sends it for the topics it
 * subscribed to so far, so a test can then assert what it was not sent. The relay sends a new
 * subscriber a topic's stored messages on a timer started by the subscribe, in one go; a topic
 * subscribed later, holding a message from `from`, has its message sent after them (timers of
 * equal delay run in the order they were started), on the same socket, which keeps the order.
 */
async function sentEverything(from: Client, to: Client) {
  const topic = `mark-${++marks}`
  await from.call('irn_publish', { topic, message: topic, ttl: 300 })
  await to.call('irn_subscribe', { topic })
  await waitFor(to.inbox, (m) => m.params?.data?.message === topic)
}

describe('given a local relay', () => {
  let relay: LocalRelay

  beforeAll(async () => {
    relay = await startRelay({ port: 4731, pingIntervalMs: 50 })
  })

  afterAll(() => relay?.close())

  test('keeps a message for a late subscriber, never echoes it, and drops it after its TTL', async () => {
    const [alice, bob] = await Promise.all([client(relay.url, 'alice'), client(relay.url, 'bob')])
    await alice.call('irn_subscribe', { topic: 't1' })
    // The relay runs in this process: its clock (Date) is faked, so the brief message's TTL is
    // over when the clock is moved on, not after a wait that a busy machine might stretch.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      await alice.call('irn_publish', { topic: 't1', message: 'kept', ttl: 300, tag: 1 })
      await alice.call('irn_publish', { topic: 't1', message: 'brief', ttl: 0.05, tag: 1 })
      vi.advanceTimersByTime(1_000)

      expect((await bob.call('irn_subscribe', { topic: 't1' })).result).toMatch(/^[0-9a-f]{64}$/)
      await waitFor(bob.inbox, (m) => m.params?.data?.message === 'kept')
      await sentEverything(alice, bob)
      expect(bob.received('t1').map((m) => m.params?.data?.message)).toEqual(['kept'])
    } finally {
      vi.useRealTimers()
    }
    // An echo would have been sent while the relay handled the publish, before its reply.
    expect(alice.received('t1')).toEqual([])
    // A reconnecting client (same identity) is not sent what it already had.
    const again = await client(relay.url, 'bob')
    expect(await again.call('irn_batchFetchMessages', { topics: ['t1'] })).toMatchObject({
      result: { messages: [], hasMore: false },
    })
    for (const c of [alice, bob, again]) c.socket.close()
  })

  test('a message a client never acknowledged goes to its next connection, and only there', async () => {
    const wallet = await client(relay.url, 'wallet-2')
    const closing = await client(relay.url, 'page', { acks: false })
    await closing.call('irn_subscribe', { topic: 't2' })
    await wallet.call('irn_publish', { topic: 't2', message: 'session ended', ttl: 300 })
    await waitFor(closing.inbox, (m) => m.params?.data?.message === 'session ended')
    closing.socket.close() // the page navigated away before its SDK read the message
    await new Promise((resolve) => closing.socket.once('close', resolve))

    // Not waited for: the relay seeing that close. Seen before this subscribe, the message goes
    // out with the topic's stored ones; seen after, it goes to this open connection then.
    const reloaded = await client(relay.url, 'page')
    await reloaded.call('irn_batchSubscribe', { topics: ['t2'] })
    await waitFor(reloaded.inbox, (m) => m.params?.data?.message === 'session ended')
    // Acknowledged now (the client acks on receipt; this reply comes after the relay read it):
    // a later connection of the same client is not sent it again.
    await sentEverything(wallet, reloaded)
    reloaded.socket.close()
    const later = await client(relay.url, 'page')
    await later.call('irn_subscribe', { topic: 't2' })
    await sentEverything(wallet, later)
    expect(later.received('t2')).toEqual([])
    for (const c of [wallet, later]) c.socket.close()
  })

  test('wc_proposeSession subscribes the dapp to the pairing topic and stores the proposal', async () => {
    const [dapp, wallet] = await Promise.all([
      client(relay.url, 'dapp'),
      client(relay.url, 'wallet'),
    ])
    await dapp.call('wc_proposeSession', { pairingTopic: 'pairing', sessionProposal: 'proposal' })
    await wallet.call('irn_subscribe', { topic: 'pairing' })
    await waitFor(wallet.inbox, (m) => m.params?.data?.message === 'proposal')

    await wallet.call('wc_approveSession', {
      pairingTopic: 'pairing',
      sessionTopic: 'session',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    })
    await waitFor(dapp.inbox, (m) => m.params?.data?.message === 'response')
    // The dapp subscribes to the session topic only after reading the response.
    await dapp.call('irn_subscribe', { topic: 'session' })
    await waitFor(dapp.inbox, (m) => m.params?.data?.message === 'settle')
    await wallet.call('irn_publish', { topic: 'session', message: 'to the dapp', ttl: 300 })
    await waitFor(dapp.inbox, (m) => m.params?.data?.message === 'to the dapp')
    for (const c of [dapp, wallet]) c.socket.close()
  })

  test('pings every client and answers unknown methods and bad params with JSON-RPC errors', async () => {
    const peer = await client(relay.url, 'pinged')
    const pinged = new Promise((resolve) => peer.socket.once('ping', resolve))
    await expect(pinged).resolves.toBeDefined()
    expect(await peer.call('irn_nonsense', {})).toMatchObject({ error: { code: -32601 } })
    expect(await peer.call('irn_publish', { topic: 1 })).toMatchObject({ error: { code: -32602 } })
    expect(relay.stats.unknownMethods).toContain('irn_nonsense')
    peer.socket.close()
  })
})

describe('given a taken port', () => {
  let blocker: Server

  beforeAll(async () => {
    blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(4732, '127.0.0.1', resolve))
  })

  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())))

  test('startRelay throws a PortInUseError naming the port', async () => {
    const failure = startRelay({ port: 4732, portVariable: 'WC_RELAY_PORT' })
    await expect(failure).rejects.toBeInstanceOf(PortInUseError)
    await expect(failure).rejects.toThrow(/Port 4732 .*WC_RELAY_PORT/)
  })

  test('a ping period the SDK would time out on is refused', async () => {
    await expect(startRelay({ port: 4733, pingIntervalMs: 35_000 })).rejects.toThrow(/below 35000/)
  })
})
