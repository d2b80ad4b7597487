// WalletConnect v2 end to end in Node, no browser: a dapp on Reown's SignClient (the last
// Apache-2.0 release, a test-only oracle) and the Node test wallet on @gatehouse/walletconnect's
// wallet side talk through the local relay: the official dapp side against ours. Ports 4701+ keep clear of the
// chain tests (4401–4481), `npm start` and e2e.
import { SignClient } from '@walletconnect/sign-client'
import { type Hex, recoverTypedDataAddress, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { DEV_ACCOUNTS, DEV_PRIVATE_KEYS } from '../chains/devAccounts'
import { type AnvilNode, startAnvil } from '../chains/startAnvil'
import { NodeWalletConnectWallet } from './NodeWalletConnectWallet'
import { type LocalRelay, startRelay } from './startRelay'

type Dapp = Awaited<ReturnType<typeof SignClient.init>>

const RELAY_PORT = 4701
const ANVIL_PORT = 4702
const METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
]

// Every fetch the SDKs make goes through here: loopback passes (the wallet's local node), the
// rest is recorded and fails at once, as it would offline.
const outbound: string[] = []
const realFetch = globalThis.fetch
const offlineFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return realFetch(input, init)
  outbound.push(`${init?.method ?? 'GET'} ${url.origin}${url.pathname}`)
  return Promise.reject(new TypeError('fetch failed (offline test)'))
}

let relay: LocalRelay
let anvil: AnvilNode
let dapp: Dapp
let wallet: NodeWalletConnectWallet

beforeAll(async () => {
  vi.stubGlobal('fetch', offlineFetch)
  ;[relay, anvil] = await Promise.all([startRelay({ port: RELAY_PORT }), startAnvil(1, ANVIL_PORT)])
  dapp = await SignClient.init({
    projectId: 'gatehouse-offline-test',
    relayUrl: relay.url,
    telemetryEnabled: false,
    customStoragePrefix: 'gatehouse-test-dapp',
    // 'silent': the dapp logs every error answer at error level, and these tests provoke them.
    logger: 'silent',
    metadata: { name: 'Test dapp', description: 'test', url: 'http://127.0.0.1:4710', icons: [] },
  })
  // Chain 137 has no node: enough for signing and switching, not for transactions.
  wallet = await NodeWalletConnectWallet.start({
    relayUrl: relay.url,
    rpcUrls: { 1: anvil.rpcUrl, 137: 'http://127.0.0.1:1' },
  })
})

afterAll(async () => {
  await dapp?.core.relayer.transportClose()
  await wallet?.close()
  await relay?.close()
  await anvil?.stop()
  vi.unstubAllGlobals()
})

async function connect(chains: readonly number[] = [1, 137]) {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: chains.map((id) => `eip155:${id}`),
        methods: METHODS,
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
  if (!uri) throw new Error('dapp.connect() gave no pairing URI')
  await wallet.pair(uri) // what the phone does with the scanned QR code
  return approval()
}

const request = (topic: string, chainId: number, method: string, params: unknown) =>
  dapp.request<unknown>({ topic, chainId: `eip155:${chainId}`, request: { method, params } })

describe('given a dapp and the Node wallet on the local relay', () => {
  test('pairs, approves with CAIP ids, and signs a message the dapp can verify', async () => {
    const session = await connect()

    expect(session.namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:137'])
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:1:${wallet.address}`,
      `eip155:137:${wallet.address}`,
    ])
    expect(wallet.sessions().map((s) => s.topic)).toContain(session.topic)

    const message = 'Sign in to Gatehouse, nonce 42'
    const signature = await request(session.topic, 1, 'personal_sign', [
      toHex(message),
      wallet.address,
    ])
    expect(
      await verifyMessage({ address: wallet.address, message, signature: signature as Hex }),
    ).toBe(true)
    expect(wallet.requestsFor('personal_sign')).toHaveLength(1)
  })

  test('signs typed data, switches within the session and answers 4902 outside it', async () => {
    const { topic } = await connect()
    const typedData = {
      domain: { name: 'Gatehouse', version: '1', chainId: 1 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const signature = await request(topic, 1, 'eth_signTypedData_v4', [
      wallet.address,
      JSON.stringify(typedData),
    ])
    expect(await recoverTypedDataAddress({ ...typedData, signature: signature as Hex })).toBe(
      wallet.address,
    )

    const chainChanged = nextChainChanged(topic)
    await expect(
      request(topic, 1, 'wallet_switchEthereumChain', [{ chainId: '0x89' }]),
    ).resolves.toBeNull()
    expect(await chainChanged).toBe(137)
    // Sent on chain 1 (the dapp's SignClient refuses request chains outside the session), asking
    // for chain 10, which the session does not grant.
    await expect(
      request(topic, 1, 'wallet_switchEthereumChain', [{ chainId: '0xa' }]),
    ).rejects.toMatchObject({
      code: 4902,
    })
  })

  test('sends a transaction through the local node of the request chain', async () => {
    const { topic } = await connect([1])
    const hash = await request(topic, 1, 'eth_sendTransaction', [
      { from: wallet.address, to: wallet.address, value: '0x1' },
    ])
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  test('a request the wallet rejects reaches the dapp as 4001', async () => {
    const { topic } = await connect()
    wallet.rejectNext('personal_sign')
    await expect(
      request(topic, 1, 'personal_sign', [toHex('no'), wallet.address]),
    ).rejects.toMatchObject({
      code: 4001,
    })
  })

  test('a rejected session rejects the dapp approval', async () => {
    const rejected = wallet.rejectNextSession()
    await expect(connect()).rejects.toMatchObject({ code: 5000 })
    await rejected
  })

  test('a switch from inside the wallet and a wallet-side disconnect reach the dapp', async () => {
    const { topic } = await connect()
    const chainChanged = nextChainChanged(topic)
    await wallet.switchChain(137)
    expect(await chainChanged).toBe(137)

    const deleted = new Promise<void>((resolve) => {
      dapp.on('session_delete', (event) => event.topic === topic && resolve())
    })
    await wallet.disconnect()
    await deleted
    expect(wallet.sessions()).toEqual([])
    expect(dapp.session.getAll()).toEqual([])
  })

  test('a second wallet can hold the proposal and approve fewer chains', async () => {
    const careful = await NodeWalletConnectWallet.start({
      relayUrl: relay.url,
      rpcUrls: { 1: anvil.rpcUrl, 137: 'http://127.0.0.1:1' },
      privateKey: DEV_PRIVATE_KEYS[1],
      autoApprove: false,
    })
    try {
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:1', 'eip155:137'], methods: METHODS, events: [] },
        },
      })
      await careful.pair(uri ?? '')
      const approved = careful.approveNextSession({ chains: [137] })
      const session = await approval()
      expect((await approved).topic).toBe(session.topic)
      expect(session.namespaces.eip155?.accounts).toEqual([`eip155:137:${DEV_ACCOUNTS[1]}`])
    } finally {
      await careful.close()
    }
  })

  test('nothing leaves 127.0.0.1 and the relay saw only methods it implements', () => {
    expect(outbound).toEqual([])
    expect(relay.stats.unknownMethods).toEqual([])
    // The official dapp proposes with the relay's wc_proposeSession; our wallet answers with
    // plain irn_publish, as the sign spec describes.
    expect(relay.stats.methods).toHaveProperty('wc_proposeSession')
    expect(relay.stats.methods).toHaveProperty('irn_publish')
  })
})

function nextChainChanged(topic: string): Promise<unknown> {
  return new Promise((resolve) => {
    const listener = (event: {
      topic: string
      params: { event: { name: string; data: unknown } }
    }) => {
      if (event.topic !== topic || event.params.event.name !== 'chainChanged') return
      dapp.off('session_event', listener)
      resolve(event.params.event.data)
    }
    dapp.on('session_event', listener)
  })
}
