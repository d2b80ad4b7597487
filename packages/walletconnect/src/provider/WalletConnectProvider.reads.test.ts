// Reads and options: where a read goes when the chain has no node, the node is down or the app
// routes reads itself (readRequest); the chains the provider accepts; one session per provider;
// a listener that throws. The stand-in nodes are local HTTP servers (testing/startRpcServer.ts).
import { afterEach, expect, test } from 'vitest'
import { MemoryRelay } from '../engine/testing/memoryRelay'
import { next } from '../engine/testing/signFixtures'
import { ProviderOptionsError } from '../errors/providerOptions'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createWalletConnectProvider } from './createWalletConnectProvider'
import { ProviderPair } from './testing/providerFixtures'
import { startRpcServer } from './testing/startRpcServer'

let pair: ProviderPair | undefined

afterEach(async () => {
  await pair?.close()
  pair = undefined
})

test('behavior: without a session, reads follow a switch to any app chain; one without a node is 4901', async () => {
  pair = await ProviderPair.start()
  expect(await pair.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  expect(await pair.provider.request({ method: 'eth_blockNumber' })).toBe('0x11')
  await pair.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0xa' }],
  })
  expect(await pair.provider.request({ method: 'eth_blockNumber' })).toBe('0xaa')
  await pair.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0x89' }],
  })
  await expect(pair.provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
    name: 'ProviderRpcError',
    code: 4901,
  })
  await expect(
    pair.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] }),
  ).rejects.toMatchObject({ code: 4902 })
})

test('behavior: a node that cannot be reached is -32603, with the fetch failure as the cause', async () => {
  const gone = await startRpcServer(1)
  await gone.close()
  const provider = await createWalletConnectProvider({
    metadata: { name: 'dapp', description: '', url: 'https://example.test', icons: [] },
    relay: new MemoryRelay().connect(),
    chains: [{ id: 1, rpcUrl: gone.url }],
  })
  try {
    const read = provider.request({ method: 'eth_blockNumber' })
    await expect(read).rejects.toMatchObject({ name: 'ProviderRpcError', code: -32603 })
    await expect(read).rejects.toHaveProperty('cause')
  } finally {
    provider.close()
  }
})

test('behavior: readRequest, when given, receives every read with the current chain', async () => {
  pair = await ProviderPair.start()
  const asked: [number, string][] = []
  const provider = await pair.restartProvider({
    readRequest: async (chainId, { method }) => {
      asked.push([chainId, method])
      return `0x${chainId}`
    },
  })
  await pair.connect({ chainId: 10 })
  expect(await provider.request({ method: 'eth_getBalance', params: ['0x0', 'latest'] })).toBe(
    '0x10',
  )
  expect(asked).toEqual([[10, 'eth_getBalance']])
  expect([...pair.rpc1.methods, ...pair.rpc10.methods]).toEqual([])
})

test('behavior: the provider refuses no chains or a chain id that is not a positive integer', async () => {
  const options = {
    metadata: { name: 'dapp', description: '', url: 'https://example.test', icons: [] },
    storage: createMemoryStorage(),
    relayUrl: 'ws://127.0.0.1:1',
  }
  const none = [] as unknown as [{ id: number }]
  await expect(createWalletConnectProvider({ ...options, chains: none })).rejects.toThrow(
    ProviderOptionsError,
  )
  await expect(createWalletConnectProvider({ ...options, chains: [{ id: 1.5 }] })).rejects.toThrow(
    'chain id 1.5',
  )
})

test('behavior: a new session replaces the one before, which the wallet hears deleted', async () => {
  pair = await ProviderPair.start()
  const first = await pair.connect()
  const deleted = next(pair.wallet, 'sessionDelete')
  const disconnected: unknown[] = []
  pair.provider.on('disconnect', (error) => disconnected.push(error))
  const second = await pair.connect()
  expect(await deleted).toMatchObject({ topic: first.topic })
  expect(disconnected).toMatchObject([{ code: 6000, data: first.topic }])
  expect(pair.provider.client.sessions().map(({ topic }) => topic)).toEqual([second.topic])
  expect(pair.provider.session?.topic).toBe(second.topic)
})

test('behavior: a listener that throws is logged and the others still hear the event', async () => {
  pair = await ProviderPair.start()
  const heard: string[] = []
  pair.provider.on('chainChanged', () => {
    throw new Error('faulty listener')
  })
  pair.provider.on('chainChanged', (chainId) => heard.push(chainId))
  await pair.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0xa' }],
  })
  expect(heard).toEqual(['0xa'])
  expect(pair.logs.some((line) => line.includes('faulty listener'))).toBe(true)
})
