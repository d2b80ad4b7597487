// The relay client over real WebSockets on loopback. With the test kit's relay (what the official
// SDK is tested on): publish/subscribe, batches, fetch, and reconnection to a restarted relay with
// its subscriptions renewed. With a scripted relay: the auth token it connects with, each subscribe sent once, hostile and
// repeated frames, retries, a silent relay dropped by the heartbeat, and close(). Every wait is for
// an event. Ports 4761-4769, 4784-4785, 4787, 4770 (down, then up), and 4759 where nothing listens. The official relayer itself is in RelayClient.interop.test.ts.
import { type LocalRelay, startRelay } from '@gatehouse/testkit/walletconnect'
import { afterEach, describe, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { RELAY_AUTH_ACT } from '../auth/constants'
import { generateClientIdentity } from '../auth/generateClientIdentity'
import { verifyJwt } from '../auth/verifyJwt'
import { decrypt } from '../crypto/decrypt'
import { deriveTopic } from '../crypto/deriveTopic'
import { encrypt } from '../crypto/encrypt'
import { generateSymKey } from '../crypto/generateSymKey'
import { RelayClosedError, RelayRequestError } from '../errors/relay'
import { RELAY_REQUEST_RETRIES } from './constants'
import { RelayClient, type RelayClientEvents, type RelayClientOptions } from './RelayClient'
import type { RelayMessage } from './RelayMessage'
import { type FakeRelay, startFakeRelay } from './testing/fakeRelay'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function client(options: Partial<RelayClientOptions> & { relayUrl: string }) {
  const relayClient = await RelayClient.create({ WebSocket, reconnectDelay: () => 10, ...options })
  cleanups.push(() => relayClient.close())
  return relayClient
}

/** The next `event` from `relayClient` that `match` accepts. */
function next<event extends keyof RelayClientEvents>(
  relayClient: RelayClient,
  event: event,
  match: (payload: RelayClientEvents[event]) => boolean = () => true,
): Promise<RelayClientEvents[event]> {
  return new Promise((resolve) => {
    const off = relayClient.on(event, (payload) => {
      if (!match(payload)) return
      off()
      resolve(payload)
    })
  })
}

/** A random topic: 32 bytes of hex, as a topic (a key's hash) is. */
const newTopic = () => generateSymKey()

async function localRelay(port: number): Promise<LocalRelay> {
  const relay = await startRelay({ port })
  cleanups.push(() => relay.close())
  return relay
}

async function fakeRelay(port: number, answer: Parameters<typeof startFakeRelay>[1]) {
  const relay = await startFakeRelay(port, answer)
  cleanups.push(() => relay.close())
  return relay
}

describe('given the test kit relay', () => {
  test('behavior: a message published by one client reaches the subscriber, sealed', async () => {
    const relay = await localRelay(4761)
    const [dapp, wallet] = [
      await client({ relayUrl: relay.url }),
      await client({ relayUrl: relay.url }),
    ]
    const symKey = generateSymKey()
    const topic = await deriveTopic(symKey)
    expect(await wallet.subscribe(topic)).toMatch(/^[0-9a-f]{64}$/)
    const received = next(wallet, 'message')
    const message = encrypt({
      message: '{"id":1,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}',
      symKey,
    })
    await dapp.publish({ topic, message, ttl: 30, tag: 1114 })
    const delivered = await received
    expect(delivered).toMatchObject({ topic, message, tag: 1114 })
    expect(decrypt({ encoded: delivered.message, symKey })).toContain('wc_sessionPing')
    await wallet.unsubscribe(topic)
    expect(wallet.subscribedTopics()).toEqual([])
    expect(relay.stats.methods).toMatchObject({
      irn_subscribe: 1,
      irn_publish: 1,
      irn_unsubscribe: 1,
    })
    expect(relay.stats.unknownMethods).toEqual([])
  })

  test('behavior: batch subscribe and publish; fetch what was published before subscribing', async () => {
    const relay = await localRelay(4762)
    const [dapp, wallet] = [
      await client({ relayUrl: relay.url }),
      await client({ relayUrl: relay.url }),
    ]
    const topics = [newTopic(), newTopic()]
    expect(await wallet.batchSubscribe(topics)).toHaveLength(2)
    const seen: RelayMessage[] = []
    const both = new Promise<void>((resolve) =>
      wallet.on('message', (message) => seen.push(message) === 2 && resolve()),
    )
    await dapp.batchPublish(
      topics.map((topic, i) => ({ topic, message: `m${i}`, ttl: 30, tag: 1108 })),
    )
    await both
    expect(seen.map((m) => m.message).sort()).toEqual(['m0', 'm1'])

    const early = newTopic()
    await dapp.publish({ topic: early, message: 'stored', ttl: 30, tag: 1100 })
    const late = await client({ relayUrl: relay.url })
    expect((await late.batchFetchMessages([early])).map((m) => m.message)).toEqual(['stored'])
  })

  test('behavior: after the relay restarts, the client reconnects and renews its subscriptions', async () => {
    let relay = await startRelay({ port: 4763 })
    const wallet = await client({ relayUrl: relay.url })
    const topic = newTopic()
    await wallet.subscribe(topic)
    const disconnected = next(wallet, 'disconnect')
    await relay.close()
    await disconnected
    expect(wallet.connected).toBe(false)
    const reconnected = next(wallet, 'connect')
    relay = await startRelay({ port: 4763 })
    cleanups.push(() => relay.close())
    await reconnected
    // The new relay knows nothing of the old subscriptions: this arrives only if they were renewed.
    const received = next(wallet, 'message')
    await (await client({ relayUrl: relay.url })).publish({
      topic,
      message: 'after',
      ttl: 30,
      tag: 1108,
    })
    expect((await received).message).toBe('after')
    expect(relay.stats.methods.irn_batchSubscribe).toBeGreaterThanOrEqual(1)
  })
})

describe('given a relay that is down, then back (port 4770)', () => {
  test('behavior: reconnection attempts back off while it is down, and start over once connected', async () => {
    const attempts: number[] = []
    const wallet = await client({
      relayUrl: 'ws://127.0.0.1:4770',
      reconnectDelay: (attempt) => {
        attempts.push(attempt)
        return 10
      },
    })
    await expect(wallet.connect()).rejects.toThrow('cannot reach the relay')
    await vi.waitFor(() => expect(attempts.length).toBeGreaterThanOrEqual(4))
    // Each failed attempt asks for the next delay with a higher count: the backoff grows.
    expect(attempts.slice(0, 4)).toEqual([0, 1, 2, 3])
    const relay = await localRelay(4770)
    await vi.waitFor(() => expect(wallet.connected).toBe(true))
    attempts.length = 0
    const disconnected = next(wallet, 'disconnect')
    await relay.close()
    await disconnected
    await vi.waitFor(() => expect(attempts.length).toBeGreaterThanOrEqual(1))
    expect(attempts[0]).toBe(0)
  })

  test('behavior: connect() cuts a long backoff short: a relay that is back is reached at once', async () => {
    // After the first failure the client would wait forever (the longest delay a timer takes)
    // before its next attempt: connect() resolving at all proves it cut the wait short.
    const wallet = await client({
      relayUrl: 'ws://127.0.0.1:4770',
      reconnectDelay: (attempt) => (attempt === 0 ? 2 ** 31 - 1 : 10),
    })
    await expect(wallet.connect()).rejects.toThrow('cannot reach the relay')
    await localRelay(4770)
    await wallet.connect()
    expect(wallet.connected).toBe(true)
    // A request waits for the socket without hurrying it: it never opened a second one.
    await wallet.subscribe(newTopic())
    expect(wallet.connected).toBe(true)
  })
})

describe('given a scripted relay', () => {
  const answerAll = (frame: Record<string, unknown>) => {
    if (frame.method === 'irn_subscribe') return { result: 'subscription-1' }
    if (frame.method === 'irn_batchSubscribe')
      return { result: ((frame.params as { topics: string[] }).topics ?? []).map(() => 'sub') }
    return { result: true }
  }

  test('behavior: connects with a valid client_auth JWT for the relay URL, and the project id', async () => {
    const relay = await fakeRelay(4764, answerAll)
    const wallet = await client({ relayUrl: relay.url, projectId: 'p1' })
    await wallet.connect()
    const { auth, projectId } = await relay.connection(0)
    const claims = verifyJwt(auth ?? '', {
      audience: relay.url,
      act: RELAY_AUTH_ACT,
      now: Math.floor(Date.now() / 1000),
    })
    expect(claims.iss).toBe(wallet.clientId)
    expect(projectId).toBe('p1')
  })

  test('behavior: the first connection sends each subscribe once: the renewal on open leaves out those on their way', async () => {
    const relay = await fakeRelay(4784, answerAll)
    const wallet = await client({ relayUrl: relay.url })
    const [one, two, three] = [newTopic(), newTopic(), newTopic()]
    await Promise.all([wallet.subscribe(one), wallet.batchSubscribe([two, three])])
    const { received } = await relay.connection(0)
    expect(received.map((frame) => frame.method)).toEqual(
      expect.arrayContaining(['irn_subscribe', 'irn_batchSubscribe']),
    )
    expect(received).toHaveLength(2)
    expect(received.find((frame) => frame.method === 'irn_batchSubscribe')?.params).toEqual({
      topics: [two, three],
    })
  })

  test('behavior: a topic whose subscribe failed is renewed on the next connection', async () => {
    const relay = await fakeRelay(4785, (frame) =>
      frame.method === 'irn_subscribe'
        ? { error: { code: -32000, message: 'try later' } }
        : answerAll(frame),
    )
    const wallet = await client({ relayUrl: relay.url })
    const topic = newTopic()
    await expect(wallet.subscribe(topic)).rejects.toMatchObject({ code: -32000 })
    const reconnected = next(wallet, 'connect')
    ;(await relay.connection(0)).socket.close()
    await reconnected
    const renewal = await (await relay.connection(1)).next(
      (frame) => frame.method === 'irn_batchSubscribe',
    )
    expect(renewal.params).toEqual({ topics: [topic] })
  })

  test('behavior: hostile frames are dropped and logged, repeats acknowledged but delivered once', async () => {
    const relay = await fakeRelay(4765, answerAll)
    const lines: string[] = []
    const wallet = await client({ relayUrl: relay.url, log: (line) => lines.push(line) })
    const topic = newTopic()
    await wallet.subscribe(topic)
    const connection = await relay.connection(0)
    const seen: string[] = []
    wallet.on('message', () => {
      throw new Error('a careless listener')
    })
    wallet.on('message', (message) => seen.push(message.message))
    const last = next(wallet, 'message', (message) => message.message === 'second')
    const delivery = (id: number, message: string, on = topic) => ({
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: 'subscription-1', data: { topic: on, message, publishedAt: 1, tag: 1108 } },
    })
    connection.send('not json')
    connection.send('{"jsonrpc":"2.0"}')
    connection.send([1, 2])
    connection.send({ id: 424242, jsonrpc: '2.0', result: true })
    connection.send({
      id: 7,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: 's', data: { topic } },
    })
    connection.send({ id: 8, jsonrpc: '2.0', method: 'eth_sendTransaction', params: {} })
    connection.socket.send(Buffer.from('binary'), { binary: true })
    connection.send(delivery(10, 'first'))
    connection.send(delivery(11, 'first'))
    const elsewhere = newTopic()
    connection.send(delivery(12, 'elsewhere', elsewhere))
    connection.send(delivery(13, 'second'))
    await last
    expect(seen).toEqual(['first', 'second'])
    const acks = await connection.next((frame) => frame.id === 13)
    expect(acks.result).toBe(true)
    expect(connection.received.filter((f) => f.method === undefined).map((f) => f.id)).toEqual([
      10, 11, 12, 13,
    ])
    expect(lines).toEqual(
      expect.arrayContaining([
        'dropped frame: not JSON',
        'dropped frame: not JSON-RPC 2.0',
        'dropped answer to unknown id 424242',
        'dropped frame: irn_subscription data is malformed',
        'dropped frame: unexpected method eth_sendTransaction',
        'dropped frame: not a text frame',
        'dropped a repeated message',
        `dropped message on unsubscribed topic ${elsewhere}`,
        'a message listener threw: Error: a careless listener',
      ]),
    )
    expect(wallet.connected).toBe(true)
  })

  test(`error: an unanswered publish is retried ${RELAY_REQUEST_RETRIES} times, then rejected`, async () => {
    const relay = await fakeRelay(4766, (frame) =>
      frame.method === 'irn_publish' ? undefined : { result: true },
    )
    const dapp = await client({ relayUrl: relay.url, requestTimeoutMs: 30 })
    const failure = dapp.publish({ topic: newTopic(), message: 'm', ttl: 30, tag: 1108 })
    await expect(failure).rejects.toThrow(
      `irn_publish failed after ${RELAY_REQUEST_RETRIES} retries`,
    )
    await expect(failure).rejects.toBeInstanceOf(RelayRequestError)
    const { received } = await relay.connection(0)
    expect(received.filter((f) => f.method === 'irn_publish')).toHaveLength(
      RELAY_REQUEST_RETRIES + 1,
    )
  })

  test(`error: a relay nobody answers on fails a request after ${RELAY_REQUEST_RETRIES} retries, each a failed connection`, async () => {
    // Port 4759: nothing listens. The request timeout is long: the request must fail on the
    // refused connections (with the test's 10 ms backoff), not wait out a timeout per attempt.
    const dapp = await client({ relayUrl: 'ws://127.0.0.1:4759', requestTimeoutMs: 600_000 })
    const failure = dapp.publish({ topic: newTopic(), message: 'm', ttl: 30, tag: 1108 })
    await expect(failure).rejects.toThrow(
      `irn_publish failed after ${RELAY_REQUEST_RETRIES} retries`,
    )
    await expect(failure).rejects.toMatchObject({
      cause: { message: expect.stringContaining('cannot reach the relay') },
    })
    expect(dapp.connected).toBe(false)
  })

  test('error: an error answer is not retried and keeps its code', async () => {
    const relay = await fakeRelay(4767, () => ({ error: { code: -32602, message: 'bad ttl' } }))
    const dapp = await client({ relayUrl: relay.url })
    const failure = dapp.publish({ topic: newTopic(), message: 'm', ttl: -1, tag: 1108 })
    await expect(failure).rejects.toMatchObject({
      name: 'RelayRequestError',
      code: -32602,
      method: 'irn_publish',
    })
    expect((await relay.connection(0)).received).toHaveLength(1)
  })

  test('behavior: a relay that goes silent is dropped by the heartbeat and reconnected', async () => {
    let silent = false
    const relay: FakeRelay = await fakeRelay(4768, (frame) =>
      silent ? undefined : answerAll(frame),
    )
    const wallet = await client({
      relayUrl: relay.url,
      heartbeatIntervalMs: 20,
      requestTimeoutMs: 20,
    })
    await wallet.subscribe(newTopic())
    silent = true
    const dropped = next(wallet, 'disconnect')
    const second = relay.connection(1)
    expect(await dropped).toEqual({ code: 4000, reason: 'heartbeat' })
    silent = false
    const renewed = await (await second).next((frame) => frame.method === 'irn_batchSubscribe')
    expect((renewed.params as { topics: string[] }).topics).toEqual(wallet.subscribedTopics())
  })

  test('error: close() rejects what is pending and everything after', async () => {
    const relay = await fakeRelay(4769, (frame) =>
      frame.method === 'irn_subscribe' ? undefined : { result: true },
    )
    const wallet = await client({ relayUrl: relay.url })
    const pending = wallet.subscribe(newTopic())
    await (await relay.connection(0)).next((frame) => frame.method === 'irn_subscribe')
    wallet.close()
    await expect(pending).rejects.toBeInstanceOf(RelayClosedError)
    await expect(
      wallet.publish({ topic: newTopic(), message: 'm', ttl: 1, tag: 0 }),
    ).rejects.toThrow('relay client closed')
    await expect(wallet.connect()).rejects.toBeInstanceOf(RelayClosedError)
  })

  test('error: a connect listener that closes the client fails the requests waiting for the socket at once', async () => {
    const relay = await fakeRelay(4787, () => undefined)
    // Longer than the test may take: a request let through to the closed socket would hang.
    const wallet = await client({ relayUrl: relay.url, requestTimeoutMs: 60_000 })
    wallet.on('connect', () => wallet.close())
    await expect(
      wallet.publish({ topic: newTopic(), message: 'm', ttl: 1, tag: 0 }),
    ).rejects.toBeInstanceOf(RelayClosedError)
  })

  test('error: a URL that is not ws:// or wss://, and no WebSocket', async () => {
    const identity = await generateClientIdentity()
    expect(
      () => new RelayClient({ relayUrl: 'https://relay.example', WebSocket, identity }),
    ).toThrow('relayUrl must be ws:// or wss://')
    const original = globalThis.WebSocket
    // Node 20 has no global WebSocket; newer Nodes do, so take it away for this check.
    Object.defineProperty(globalThis, 'WebSocket', { value: undefined, configurable: true })
    try {
      await expect(RelayClient.create({ relayUrl: 'wss://relay.example' })).rejects.toThrow(
        'no WebSocket',
      )
    } finally {
      Object.defineProperty(globalThis, 'WebSocket', { value: original, configurable: true })
    }
  })
})
