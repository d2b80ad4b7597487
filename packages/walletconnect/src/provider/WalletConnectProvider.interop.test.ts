// The provider over a real socket and the test kit's relay (127.0.0.1:4481), with our wallet client
// and with the official wallet (@reown/walletkit 1.2.9 under the test kit's NodeWalletConnectWallet, a
// test-only oracle): connect from the URI, personal_sign (verified with viem), a read answered by a
// local stand-in for the app's node, the wallet's chainChanged, and a disconnect from each side.
import {
  type LocalRelay,
  NodeWalletConnectWallet,
  startRelay,
} from '@gatehouse/testkit/walletconnect'
import { type Hex, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { createWalletClient } from '../engine/createWalletClient'
import { metadata } from '../engine/testing/metadata'
import { offlineFetch } from '../engine/testing/offlineFetch'
import { next } from '../engine/testing/signFixtures'
import { walletKitSide } from '../engine/testing/walletKitSide'
import { createWalletConnectProvider } from './createWalletConnectProvider'
import { nextOf } from './testing/providerFixtures'
import { type RpcServer, startRpcServer } from './testing/startRpcServer'
import type { WalletConnectProvider } from './WalletConnectProvider'

const RELAY_PORT = 4481
// Anvil's first development key: public knowledge, never funded outside a local chain.
const PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const account = privateKeyToAccount(PRIVATE_KEY)
const message = toHex('Sign in to Gatehouse')

let relay: LocalRelay
let rpc1: RpcServer
let rpc10: RpcServer
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  vi.stubGlobal('fetch', offlineFetch())
  relay = await startRelay({ port: RELAY_PORT })
  rpc1 = await startRpcServer(1, 0x11)
  rpc10 = await startRpcServer(10, 0xaa)
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

afterAll(async () => {
  await Promise.all([relay?.close(), rpc1?.close(), rpc10?.close()])
  vi.unstubAllGlobals()
})

async function provider(): Promise<WalletConnectProvider> {
  const created = await createWalletConnectProvider({
    metadata: metadata('our dapp'),
    relayUrl: relay.url,
    WebSocket,
    chains: [
      { id: 1, rpcUrl: rpc1.url },
      { id: 10, rpcUrl: rpc10.url },
    ],
  })
  cleanups.push(() => created.close())
  return created
}

const verified = (signature: unknown) =>
  verifyMessage({
    address: account.address,
    message: { raw: message },
    signature: signature as Hex,
  })

test('behavior: with our wallet over the relay: connect, personal_sign, a read, disconnect', async () => {
  const dapp = await provider()
  const wallet = await createWalletClient({
    metadata: metadata('our wallet'),
    relayUrl: relay.url,
    WebSocket,
  })
  cleanups.push(() => wallet.close())
  wallet.on('proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: ['eip155:1'],
          accounts: [`eip155:1:${account.address}`],
          methods: ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })
  wallet.on('request', async ({ id, topic, params }) => {
    const [raw] = params as [Hex]
    await wallet.respond({ topic, id, result: await account.signMessage({ message: { raw } }) })
  })
  const uri = nextOf(dapp, 'display_uri')
  const connected = dapp.connect()
  await wallet.pair({ uri: await uri })
  await connected
  expect(dapp.accounts).toEqual([account.address])
  const signature = await dapp.request({
    method: 'personal_sign',
    params: [message, account.address],
  })
  expect(await verified(signature)).toBe(true)
  expect(await dapp.request({ method: 'eth_blockNumber' })).toBe('0x11')
  const deleted = next(wallet, 'sessionDelete')
  await dapp.disconnect()
  expect(await deleted).toMatchObject({ code: 6000 })
})

test('behavior: with the official wallet (walletkit): connect, personal_sign, chainChanged, its disconnect', async () => {
  const dapp = await provider()
  const side = await walletKitSide({
    relayUrl: relay.url,
    customStoragePrefix: `gatehouse-provider-interop-${crypto.randomUUID()}`,
  })
  const wallet = NodeWalletConnectWallet.over(side, {
    relayUrl: relay.url,
    rpcUrls: { 1: rpc1.url, 10: rpc10.url },
    privateKey: PRIVATE_KEY,
    scanDelayMs: 0,
  })
  cleanups.push(() => wallet.close())
  const uri = nextOf(dapp, 'display_uri')
  const connected = dapp.connect({ chainId: 1 })
  await wallet.pair(await uri)
  const session = await connected
  expect(session.peer.metadata.name).toBe('Node test wallet')
  expect(dapp.accounts).toEqual([account.address])
  const signature = await dapp.request({
    method: 'personal_sign',
    params: [message, account.address],
  })
  expect(await verified(signature)).toBe(true)
  const chainChanged = nextOf(dapp, 'chainChanged')
  await wallet.switchChain(10)
  expect(await chainChanged).toBe('0xa')
  expect(await dapp.request({ method: 'eth_blockNumber' })).toBe('0xaa')
  const disconnected = nextOf(dapp, 'disconnect')
  await wallet.disconnect(session.topic)
  expect(await disconnected).toMatchObject({ code: 6000 })
  expect(dapp.session).toBeUndefined()
})
