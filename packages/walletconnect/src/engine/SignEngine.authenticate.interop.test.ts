// One-prompt sign-in against the official SDK (the last Apache-2.0 releases, test-only oracles)
// over the test kit's relay: our dapp's authenticate() answered by @reown/walletkit 1.2.9's
// approveSessionAuthenticate, and the official dapp's authenticate() (sign-client 2.21.8)
// answered by our wallet. Each: the signed message checks out on the other side, the session the
// ReCap grants carries a personal_sign both ways. Hostile and expired answers are covered on the
// in-process relay (SignEngine.authenticate.test.ts).
import { type LocalRelay, startRelay } from '@gatehouse/testkit/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { SIGN_IN, signCacao, signer } from '../cacao/testing/authFixtures'
import { createDappClient, type DappClient } from './createDappClient'
import { createWalletClient, type WalletClient } from './createWalletClient'
import type { SignClientEvents } from './SignClientEvents'
import { metadata } from './testing/metadata'
import { offlineFetch } from './testing/offlineFetch'
import { walletKitSide } from './testing/walletKitSide'

const RELAY_PORT = 4781
const message = toHex('Sign in to Gatehouse')

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

async function ourDapp(): Promise<DappClient> {
  const dapp = await createDappClient({
    metadata: metadata('our dapp'),
    relayUrl: relay.url,
    WebSocket,
  })
  cleanups.push(() => dapp.close())
  return dapp
}

async function ourWallet(): Promise<WalletClient> {
  const wallet = await createWalletClient({
    metadata: metadata('our wallet'),
    relayUrl: relay.url,
    WebSocket,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

/** The SDK skips Verify and telemetry only in its test mode, read while it starts. */
async function officialDapp() {
  const previous = process.env.IS_VITEST
  process.env.IS_VITEST = 'true'
  try {
    const client = await SignClient.init({
      projectId: '00000000000000000000000000000000',
      relayUrl: relay.url,
      telemetryEnabled: false,
      customStoragePrefix: `gatehouse-auth-interop-${crypto.randomUUID()}`,
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

test('behavior: our dapp signs in with the official wallet (walletkit approveSessionAuthenticate) in one approval', async () => {
  const dapp = await ourDapp()
  const side = await walletKitSide({
    relayUrl: relay.url,
    customStoragePrefix: `gatehouse-walletkit-auth-${crypto.randomUUID()}`,
  })
  cleanups.push(() => side.close())
  const { kit } = side
  const proposals: unknown[] = []
  kit.on('session_proposal', (proposal) => proposals.push(proposal))
  // What a wallet built on the SDK does: narrow the request to what it supports, sign the
  // formatted message, build the CACAO, approve.
  kit.on('session_authenticate', async ({ id, params }) => {
    const payload = populateAuthPayload({
      authPayload: params.authPayload,
      chains: ['eip155:1', 'eip155:10'],
      methods: ['personal_sign', 'eth_sendTransaction'],
    })
    const iss = `did:pkh:eip155:1:${signer.address}`
    const text = kit.formatAuthMessage({ request: payload, iss })
    const signature = await signer.signMessage({ message: text })
    const auth = buildAuthObject(payload, { t: 'eip191', s: signature }, iss)
    await kit.approveSessionAuthenticate({ id, auths: [auth] })
  })
  kit.on('session_request', async ({ id, topic, params }) => {
    const [raw] = params.request.params as [Hex]
    const result = await signer.signMessage({ message: { raw } })
    await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  const { uri, response } = await dapp.authenticate(SIGN_IN)
  await kit.pair({ uri })
  const { cacaos, session } = await response
  const [cacao] = cacaos ?? []
  expect(cacao).toMatchObject({
    address: signer.address,
    chainId: 'eip155:1',
    signatureType: 'eip191',
  })
  // The message is the SIWE text a server verifies: the statement, the ReCap's sentence after it.
  expect(cacao?.message).toContain(
    `${SIGN_IN.domain} wants you to sign in with your Ethereum account:`,
  )
  expect(cacao?.message).toContain(`${SIGN_IN.statement} I further authorize the stated URI`)
  expect(
    await verifyMessage({
      address: signer.address,
      message: cacao?.message ?? '',
      signature: cacao?.signature ?? '0x',
    }),
  ).toBe(true)
  // Both sides hold the same session, with the ReCap's methods on the chains it names.
  if (!session) throw new Error('no session')
  const theirs = kit.getActiveSessions()[session.topic]
  expect(theirs?.namespaces).toEqual(session.namespaces)
  expect(session.namespaces.eip155?.accounts).toEqual([
    `eip155:1:${signer.address}`,
    `eip155:10:${signer.address}`,
  ])
  expect(proposals).toEqual([])
  const signature = await dapp.request({
    topic: session.topic,
    chainId: 'eip155:10',
    request: { method: 'personal_sign', params: [message, signer.address] },
  })
  expect(
    await verifyMessage({
      address: signer.address,
      message: { raw: message },
      signature: signature as Hex,
    }),
  ).toBe(true)
  const deleted = new Promise<unknown>((resolve) => kit.once('session_delete', resolve))
  await dapp.disconnect({ topic: session.topic })
  expect(await deleted).toMatchObject({ topic: session.topic })
})

test('behavior: the official dapp (sign-client authenticate) signs in with our wallet in one approval', async () => {
  const dapp = await officialDapp()
  const wallet = await ourWallet()
  const { uri, response } = await dapp.authenticate({
    chains: ['eip155:1', 'eip155:10'],
    domain: SIGN_IN.domain,
    uri: SIGN_IN.uri,
    nonce: SIGN_IN.nonce,
    statement: SIGN_IN.statement,
    methods: ['personal_sign'],
  })
  // A wallet listens for sign-in for as long as it runs (next() would stop at the first one, and
  // a wallet that no longer listens takes the fallback proposal).
  const request = new Promise<SignClientEvents['authenticate']>((resolve) =>
    wallet.on('authenticate', resolve),
  )
  const proposals: unknown[] = []
  wallet.on('proposal', (proposal) => proposals.push(proposal))
  wallet.on('request', async ({ id, topic, params }) => {
    const [raw] = params as [Hex]
    await wallet.respond({ topic, id, result: await signer.signMessage({ message: { raw } }) })
  })
  await wallet.pair({ uri })
  const { id, params } = await request
  expect(params.requester.metadata.name).toBe('official dapp')
  const cacao = await signCacao(params.authPayload)
  const { session: ours } = await wallet.approveAuthenticate({ id, auths: [cacao] })
  const { auths, session } = await response()
  expect(auths).toEqual([cacao])
  if (!session || !ours) throw new Error('no session')
  expect(session.topic).toBe(ours.topic)
  expect(session.namespaces).toEqual(ours.namespaces)
  expect(ours.namespaces.eip155?.methods).toEqual(['personal_sign'])
  expect(proposals).toEqual([])
  const signature = await dapp.request<Hex>({
    topic: session.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [message, signer.address] },
  })
  expect(
    await verifyMessage({ address: signer.address, message: { raw: message }, signature }),
  ).toBe(true)
})

test('behavior: our dapp falls back to the ordinary session with an official wallet that does not listen for sign-in', async () => {
  const dapp = await ourDapp()
  const side = await walletKitSide({
    relayUrl: relay.url,
    customStoragePrefix: `gatehouse-walletkit-fallback-${crypto.randomUUID()}`,
  })
  cleanups.push(() => side.close())
  const { kit } = side
  // A wallet on the SDK that only handles proposals: the SDK shows the fallback proposal.
  kit.on('session_proposal', async ({ id }) => {
    await kit.approveSession({
      id,
      namespaces: {
        eip155: {
          chains: ['eip155:1'],
          accounts: [`eip155:1:${signer.address}`],
          methods: ['personal_sign'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
  })
  const { uri, response } = await dapp.authenticate(SIGN_IN)
  await kit.pair({ uri })
  const { cacaos, session } = await response
  expect(cacaos).toBeUndefined()
  expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:1:${signer.address}`])
})
