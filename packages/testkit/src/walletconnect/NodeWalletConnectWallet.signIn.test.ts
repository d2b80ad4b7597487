// The Node wallet's one-prompt sign-in (wc_sessionAuthenticate) in Node: a dapp on
// @gatehouse/walletconnect's dapp side asks it to connect and sign in through the local relay.
// By default it signs the request's message (the statement followed by the ReCap sentence of the
// session's methods) as a CACAO per requested chain it has, and the session follows; `signIn:
// 'reject'` refuses (5000); `signIn: 'unsupported'` answers the ordinary proposal, with no CACAO.
// The browser flow is e2e/walletconnect.spec.ts. Ports 4703+ keep clear of walletconnect.test's.
import { createDappClient, type DappClient, SIGN_ERROR_CODES } from '@gatehouse/walletconnect'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { NodeWalletConnectWallet } from './NodeWalletConnectWallet'
import type { NodeWalletConnectWalletOptions } from './NodeWalletConnectWalletOptions'
import { type LocalRelay, startRelay } from './startRelay'

const RELAY_PORT = 4703
const STATEMENT = 'Sign in to the Gatehouse demo.'
const SIGN_IN = {
  // The app's chain first, as the kit's provider asks; the wallet has no node for chain 10.
  chains: ['eip155:137', 'eip155:10', 'eip155:1'],
  domain: 'app.example',
  uri: 'https://app.example',
  nonce: 'n0nceN0nce42',
  statement: STATEMENT,
  methods: ['personal_sign', 'eth_sendTransaction'],
}

let relay: LocalRelay
let dapp: DappClient
const wallets: NodeWalletConnectWallet[] = []

beforeAll(async () => {
  relay = await startRelay({ port: RELAY_PORT })
  dapp = await createDappClient({
    metadata: { name: 'Test dapp', description: 'test', url: 'https://app.example', icons: [] },
    relayUrl: relay.url,
    WebSocket: WebSocket as never,
  })
})
afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
})
afterAll(async () => {
  await dapp?.close()
  await relay?.close()
})

async function wallet(options: Partial<NodeWalletConnectWalletOptions> = {}) {
  const started = await NodeWalletConnectWallet.start({
    relayUrl: relay.url,
    // Nothing here sends transactions: the nodes are never asked.
    rpcUrls: { 1: 'http://127.0.0.1:1', 137: 'http://127.0.0.1:1' },
    scanDelayMs: 0,
    ...options,
  })
  wallets.push(started)
  return started
}

/** The dapp asks to connect and sign in; the wallet scans the URI. */
async function signIn(peer: NodeWalletConnectWallet) {
  const { uri, response } = await dapp.authenticate(SIGN_IN)
  response.catch(() => {})
  await peer.pair(uri)
  return response
}

test('behavior: signs in with one approval: a CACAO per requested chain it has, and the session', async () => {
  const peer = await wallet()
  const { cacaos, session } = await signIn(peer)
  expect(peer.signInRequests).toHaveLength(1)
  expect(cacaos?.map(({ chainId, address }) => ({ chainId, address }))).toEqual([
    { chainId: 'eip155:137', address: peer.address },
    { chainId: 'eip155:1', address: peer.address },
  ])
  const [first] = cacaos ?? []
  // The message a SIWE server receives: our statement and the ReCap sentence of the methods.
  expect(first?.message).toContain(
    `${STATEMENT} I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.`,
  )
  expect(first?.message).toContain('Chain ID: 137')
  expect(
    await verifyMessage({
      address: peer.address,
      message: first?.message ?? '',
      signature: first?.signature ?? '0x',
    }),
  ).toBe(true)
  expect(session?.namespaces.eip155?.accounts).toEqual([
    `eip155:137:${peer.address}`,
    `eip155:1:${peer.address}`,
  ])
  expect(peer.sessions().map(({ topic }) => topic)).toEqual([session?.topic])
})

test('behavior: a sign-in the server refuses is ended: the dapp deletes the session, the wallet forgets it', async () => {
  const peer = await wallet()
  const { session } = await signIn(peer)
  expect(peer.sessions().map(({ topic }) => topic)).toEqual([session?.topic])
  // The app's server refused the signature: the dapp ends the session the CACAO made (the kit's
  // WalletConnect connector does this before wagmi reports anything), with wc_sessionDelete.
  await dapp.disconnect({ topic: session?.topic ?? '' })
  await vi.waitFor(() => expect(peer.sessions()).toEqual([]))
})

test("error: signIn 'reject' refuses: the dapp's request fails with 5000, no session", async () => {
  const peer = await wallet({ signIn: 'reject' })
  await expect(signIn(peer)).rejects.toMatchObject({
    name: 'PeerRpcError',
    code: SIGN_ERROR_CODES.userRejected,
  })
  expect(peer.signInRequests).toHaveLength(1)
  expect(peer.sessions()).toEqual([])
})

test("behavior: signIn 'unsupported' answers the proposal instead: a session and no CACAO", async () => {
  const peer = await wallet({ signIn: 'unsupported' })
  const { cacaos, session } = await signIn(peer)
  expect(cacaos).toBeUndefined()
  expect(session?.namespaces.eip155?.accounts).toContain(`eip155:137:${peer.address}`)
  expect(peer.signInRequests).toEqual([])
})

test('error: a request for chains the wallet does not have is refused, not left waiting', async () => {
  const peer = await wallet()
  const { uri, response } = await dapp.authenticate({ ...SIGN_IN, chains: ['eip155:10'] })
  await peer.pair(uri)
  await expect(response).rejects.toMatchObject({ code: SIGN_ERROR_CODES.unsupportedChains })
})
