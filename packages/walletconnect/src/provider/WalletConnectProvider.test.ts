// The provider against our wallet client on the in-process relay: connecting by pairing URI,
// refusal and retry, where each request goes (reads to a local stand-in for the app's node, never
// over the session), and chain switching. Events and disconnects are in
// WalletConnectProvider.events.test.ts, restoring in WalletConnectProvider.restore.test.ts.
import { afterEach, expect, test } from 'vitest'
import { ACCOUNT, next } from '../engine/testing/signFixtures'
import { PeerRpcError } from '../errors/peerRpc'
import { ProviderRpcError } from '../errors/providerRpc'
import { parsePairingUri } from '../uri/parsePairingUri'
import { PROVIDER_WALLET_EVENTS, PROVIDER_WALLET_METHODS } from './constants'
import { nextOf, ProviderPair, recordEvents, WALLET_NAMESPACES } from './testing/providerFixtures'

let pair: ProviderPair | undefined

afterEach(async () => {
  await pair?.close()
  pair = undefined
})

test('behavior: connect shows a wc: URI, proposes every app chain as optional, and connects on approval', async () => {
  pair = await ProviderPair.start()
  const events = recordEvents(pair.provider)
  const proposal = next(pair.wallet, 'proposal')
  const session = await pair.connect({ chainId: 10 })
  const { params } = await proposal
  expect(params.requiredNamespaces).toEqual({})
  expect(params.optionalNamespaces).toEqual({
    eip155: {
      chains: ['eip155:10', 'eip155:1', 'eip155:137'],
      methods: [...PROVIDER_WALLET_METHODS],
      events: [...PROVIDER_WALLET_EVENTS],
    },
  })
  const [uri] = events.find(([name]) => name === 'display_uri')?.slice(1) ?? []
  expect(parsePairingUri(String(uri)).topic).toBe(session.pairingTopic)
  expect(events.filter(([name]) => name !== 'display_uri')).toEqual([
    ['chainChanged', '0xa'],
    ['accountsChanged', [ACCOUNT]],
    ['connect', { chainId: '0xa' }],
  ])
  expect(pair.provider.session?.topic).toBe(session.topic)
  expect(pair.provider.chainId).toBe(10)
  expect(pair.provider.accounts).toEqual([ACCOUNT])
  expect(await pair.provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT])
  expect(await pair.provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT])
  expect(await pair.provider.request({ method: 'eth_chainId' })).toBe('0xa')
  expect(await pair.provider.enable()).toEqual([ACCOUNT])
})

test('behavior: a refused proposal rejects with the spec code; connecting again pairs afresh', async () => {
  pair = await ProviderPair.start()
  const uri = nextOf(pair.provider, 'display_uri')
  const refused = pair.provider.connect()
  refused.catch(() => {})
  const proposal = next(pair.wallet, 'proposal')
  await pair.wallet.pair({ uri: await uri })
  await pair.wallet.reject({ id: (await proposal).id })
  await expect(refused).rejects.toThrow(PeerRpcError)
  await expect(refused).rejects.toMatchObject({ code: 5000, method: 'wc_sessionPropose' })
  expect(pair.provider.session).toBeUndefined()
  const first = parsePairingUri(await uri).topic
  const retried = nextOf(pair.provider, 'display_uri')
  const session = await pair.connect()
  expect(parsePairingUri(await retried).topic).not.toBe(first)
  expect(session.pairingTopic).not.toBe(first)
  expect(pair.provider.client.pairings().map(({ topic }) => topic)).not.toContain(first)
  expect(pair.provider.accounts).toEqual([ACCOUNT])
})

test('behavior: connecting again while a proposal waits abandons it: its pairing is deleted', async () => {
  pair = await ProviderPair.start()
  const firstUri = nextOf(pair.provider, 'display_uri')
  const first = pair.provider.connect()
  first.catch(() => {})
  const abandoned = parsePairingUri(await firstUri).topic
  const secondUri = nextOf(pair.provider, 'display_uri')
  const second = pair.provider.connect()
  second.catch(() => {})
  await expect(first).rejects.toMatchObject({ name: 'PeerRpcError', code: 6000 })
  expect(parsePairingUri(await secondUri).topic).not.toBe(abandoned)
  expect(pair.provider.client.pairings().map(({ topic }) => topic)).not.toContain(abandoned)
  await pair.provider.disconnect()
  await expect(second).rejects.toMatchObject({ code: 6000 })
})

test('behavior: two connects at once: only the later shows a URI, the earlier withdraws its pairing', async () => {
  pair = await ProviderPair.start()
  const uris: string[] = []
  pair.provider.on('display_uri', (uri) => uris.push(uri))
  const shown = nextOf(pair.provider, 'display_uri')
  const first = pair.provider.connect()
  first.catch(() => {})
  const second = pair.provider.connect()
  second.catch(() => {})
  await expect(first).rejects.toMatchObject({ name: 'PeerRpcError', code: 6000 })
  const { topic } = parsePairingUri(await shown)
  expect(uris).toHaveLength(1)
  expect(pair.provider.client.pairings().map((pairing) => pairing.topic)).toEqual([topic])
  await pair.provider.disconnect()
  await expect(second).rejects.toMatchObject({ code: 6000 })
})

test('behavior: signing methods go to the wallet on the current chain; reads go to the app node', async () => {
  pair = await ProviderPair.start()
  const { topic } = await pair.connect({ chainId: 1 })
  pair.wallet.on('request', (request) => {
    void pair?.wallet.respond({ topic, id: request.id, result: `0xsigned-on-${request.chainId}` })
  })
  const received = next(pair.wallet, 'request')
  const signature = await pair.provider.request({
    method: 'personal_sign',
    params: ['0x68656c6c6f', ACCOUNT],
  })
  expect(signature).toBe('0xsigned-on-eip155:1')
  expect(await received).toMatchObject({
    method: 'personal_sign',
    chainId: 'eip155:1',
    params: ['0x68656c6c6f', ACCOUNT],
  })
  const published = pair.relay.published.length
  expect(await pair.provider.request({ method: 'eth_blockNumber' })).toBe('0x11')
  await pair.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0xa' }],
  })
  expect(await pair.provider.request({ method: 'eth_blockNumber', params: [] })).toBe('0xaa')
  await expect(pair.provider.request({ method: 'eth_getBalance' })).rejects.toMatchObject({
    name: 'ProviderRpcError',
    code: -32601,
  })
  expect(pair.rpc1.methods).toEqual(['eth_blockNumber'])
  expect(pair.rpc10.methods).toEqual(['eth_blockNumber', 'eth_getBalance'])
  expect(pair.relay.published.length).toBe(published)
})

test('behavior: a wallet method the session lacks is 4200, without a session 4100, neither sent', async () => {
  pair = await ProviderPair.start()
  await expect(
    pair.provider.request({ method: 'personal_sign', params: [] }),
  ).rejects.toMatchObject({ code: 4100 })
  expect(await pair.provider.request({ method: 'eth_accounts' })).toEqual([])
  await pair.connect()
  const published = pair.relay.published.length
  const unsupported = pair.provider.request({ method: 'wallet_watchAsset', params: {} })
  await expect(unsupported).rejects.toThrow(ProviderRpcError)
  await expect(unsupported).rejects.toMatchObject({ code: 4200 })
  expect(pair.relay.published.length).toBe(published)
})

test('behavior: switching to a session chain is local and emits chainChanged; another chain is 4902', async () => {
  pair = await ProviderPair.start()
  await pair.connect({ chainId: 1 })
  const published = pair.relay.published.length
  const changed = nextOf(pair.provider, 'chainChanged')
  const switched = await pair.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0xa' }],
  })
  expect(switched).toBeNull()
  expect(await changed).toBe('0xa')
  expect(pair.provider.chainId).toBe(10)
  const outside = pair.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0x89' }],
  })
  await expect(outside).rejects.toMatchObject({ name: 'ProviderRpcError', code: 4902 })
  await expect(
    pair.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'x' }] }),
  ).rejects.toMatchObject({ code: -32602 })
  expect(pair.relay.published.length).toBe(published)
  expect(pair.provider.chainId).toBe(10)
})

test('behavior: a chain outside the session is asked of a wallet that grants the switch, which may add it', async () => {
  pair = await ProviderPair.start()
  const methods = [...WALLET_NAMESPACES.eip155!.methods, 'wallet_switchEthereumChain']
  const { topic } = await pair.connect(
    { chainId: 1 },
    {
      eip155: { ...WALLET_NAMESPACES.eip155!, methods },
    },
  )
  pair.wallet.on('request', async (request) => {
    const added = {
      chains: ['eip155:1', 'eip155:10', 'eip155:137'],
      accounts: [...WALLET_NAMESPACES.eip155!.accounts, `eip155:137:${ACCOUNT}`],
      methods,
      events: WALLET_NAMESPACES.eip155!.events,
    }
    await pair?.wallet.update({ topic, namespaces: { eip155: added } })
    await pair?.wallet.respond({ topic, id: request.id, result: null })
  })
  const asked = next(pair.wallet, 'request')
  const changed = nextOf(pair.provider, 'chainChanged')
  await pair.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0x89' }],
  })
  expect(await asked).toMatchObject({
    method: 'wallet_switchEthereumChain',
    chainId: 'eip155:1',
    params: [{ chainId: '0x89' }],
  })
  expect(await changed).toBe('0x89')
  expect(pair.provider.accounts).toEqual([ACCOUNT])
})

test('behavior: connect to a chain the app lacks is 4902 and starts no pairing', async () => {
  pair = await ProviderPair.start()
  await expect(pair.provider.connect({ chainId: 5 })).rejects.toMatchObject({ code: 4902 })
  expect(pair.provider.client.pairings()).toEqual([])
})
