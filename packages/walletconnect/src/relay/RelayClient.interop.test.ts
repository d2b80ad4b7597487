// Our relay client and crypto against the official SDK's relayer (@walletconnect/core, a test-only
// oracle) through the test kit's relay on loopback: each side subscribes, the other publishes a
// sealed JSON-RPC request, and the receiver opens it with its own crypto. Port 4760.
import { type LocalRelay, startRelay } from '@gatehouse/testkit/walletconnect'
import { Core } from '@walletconnect/core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import WebSocket from 'ws'
import { decrypt } from '../crypto/decrypt'
import { deriveTopic } from '../crypto/deriveTopic'
import { encrypt } from '../crypto/encrypt'
import { generateSymKey } from '../crypto/generateSymKey'
import { RelayClient, type RelayClientEvents } from './RelayClient'

type RelayerMessage = { topic: string; message: string; tag?: number }

let relay: LocalRelay
let core: InstanceType<typeof Core>
let ours: RelayClient

beforeAll(async () => {
  relay = await startRelay({ port: 4760 })
  // The SDK skips its Verify and telemetry calls only in its test mode (see the test kit's
  // startWalletKit); it reads the flag while constructing Core.
  const previous = process.env.IS_VITEST
  process.env.IS_VITEST = 'true'
  try {
    core = new Core({
      projectId: '00000000000000000000000000000000',
      relayUrl: relay.url,
      customStoragePrefix: `gatehouse-walletconnect-interop-${crypto.randomUUID()}`,
      telemetryEnabled: false,
      logger: 'error',
    })
    await core.start()
  } finally {
    if (previous === undefined) delete process.env.IS_VITEST
    else process.env.IS_VITEST = previous
  }
  ours = await RelayClient.create({ relayUrl: relay.url, WebSocket })
})

afterAll(async () => {
  ours?.close()
  core?.heartbeat.stop()
  await core?.relayer.transportClose()
  await relay?.close()
})

const request = (method: string) => ({
  id: 1_700_000_000_000_001,
  jsonrpc: '2.0',
  method,
  params: { request: { method: 'personal_sign', params: ['0x68656c6c6f'] }, chainId: 'eip155:1' },
})

function nextOurs(): Promise<RelayClientEvents['message']> {
  return new Promise((resolve) => {
    const off = ours.on('message', (message) => {
      off()
      resolve(message)
    })
  })
}

test('behavior: the official relayer receives what we publish and opens it with its crypto', async () => {
  const symKey = generateSymKey()
  const topic = await core.crypto.setSymKey(symKey)
  expect(topic).toBe(await deriveTopic(symKey))
  await core.relayer.subscribe(topic)
  const received = new Promise<RelayerMessage>((resolve) =>
    core.relayer.on('relayer_message', (event: RelayerMessage) => {
      if (event.topic === topic) resolve(event)
    }),
  )
  const payload = request('wc_sessionRequest')
  await ours.publish({
    topic,
    message: encrypt({ message: JSON.stringify(payload), symKey }),
    ttl: 300,
    tag: 1108,
  })
  const event = await received
  expect(await core.crypto.decode(topic, event.message)).toEqual(payload)
})

test('behavior: we receive what the official relayer publishes and open it with our crypto', async () => {
  const symKey = generateSymKey()
  const topic = await core.crypto.setSymKey(symKey)
  await ours.subscribe(topic)
  const received = nextOurs()
  const payload = request('wc_sessionEvent')
  await core.relayer.publish(topic, await core.crypto.encode(topic, payload), {
    ttl: 300,
    tag: 1110,
  })
  const message = await received
  expect(message).toMatchObject({ topic, tag: 1110 })
  expect(JSON.parse(decrypt({ encoded: message.message, symKey }))).toEqual(payload)
})
