// WalletConnect Verify between our dapp and our wallet: the dapp attests each request a person
// approves (proposal, one-prompt sign-in, session request), the wallet resolves each with the
// Verify server it trusts and hands it over with its verifyContext. The Verify server is the test
// kit's local stand-in for the hosted one (verify.walletconnect.org), from the Verify specs. In
// Node there is no page to frame its enclave: the dapp's `register` here posts what the enclave
// would (the attestation id and the origin the browser reported, from the enclave's own origin);
// the enclave itself is createVerifyClient.test's. The relay is in-process.
import { type LocalVerifyServer, startVerifyServer } from '@gatehouse/testkit/walletconnect'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { SIGN_IN, signCacao } from '../cacao/testing/authFixtures'
import type { Metadata } from '../sign/SignTypes'
import { createVerifyClient } from '../verify/createVerifyClient'
import type { VerifyClient } from '../verify/VerifyClient'
import { createDappClient, type DappClient } from './createDappClient'
import { createWalletClient, type WalletClient } from './createWalletClient'
import { MemoryRelay } from './testing/memoryRelay'
import { metadata } from './testing/metadata'
import { GRANTED, next, REQUIRED } from './testing/signFixtures'

const APP = 'https://app.example.test'

let verifyServer: LocalVerifyServer
beforeAll(async () => {
  verifyServer = await startVerifyServer({ port: 4774 })
})
afterAll(() => verifyServer?.close())

const closing: (() => void)[] = []
afterEach(() => {
  for (const close of closing.splice(0)) close()
})

/** What the enclave does when a page at `pageOrigin` posts an attestation id to it. */
const enclaveFor = (pageOrigin: string): VerifyClient => ({
  async register({ attestationId }) {
    await fetch(`${verifyServer.url}/attestation`, {
      method: 'POST',
      headers: { origin: verifyServer.url, 'content-type': 'application/json' },
      body: JSON.stringify({ attestationId, origin: pageOrigin }),
    })
  },
})

async function peers(options: {
  dappVerify?: VerifyClient
  walletVerify?: VerifyClient
  dappMetadata?: Metadata
}): Promise<{ dapp: DappClient; wallet: WalletClient }> {
  const relay = new MemoryRelay()
  const dapp = await createDappClient({
    metadata: options.dappMetadata ?? {
      ...metadata('dapp'),
      url: APP,
      verifyUrl: verifyServer.url,
    },
    relay: relay.connect(),
    verify: options.dappVerify,
  })
  const wallet = await createWalletClient({
    metadata: metadata('wallet'),
    relay: relay.connect(),
    verify: options.walletVerify,
  })
  closing.push(
    () => dapp.close(),
    () => wallet.close(),
  )
  return { dapp, wallet }
}

const trusting = () => createVerifyClient({ verifyUrl: verifyServer.url })

test("behavior: a dapp's proposal and requests, attested from its own origin, reach the wallet 'valid'", async () => {
  const { dapp, wallet } = await peers({ dappVerify: enclaveFor(APP), walletVerify: trusting() })
  const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
  const proposal = next(wallet, 'proposal')
  await wallet.pair({ uri })
  const { id, verifyContext } = await proposal
  expect(verifyContext).toEqual({ validation: 'valid', origin: APP })
  await wallet.approve({ id, namespaces: GRANTED })
  const { topic } = await approval
  const request = next(wallet, 'request')
  const answer = dapp.request({ topic, chainId: 'eip155:1', request: { method: 'personal_sign' } })
  const received = await request
  expect(received.verifyContext).toEqual({ validation: 'valid', origin: APP })
  await wallet.respond({ topic, id: received.id, result: '0x' })
  await answer
  // One attestation per request a person approves: the proposal and the request.
  expect(
    verifyServer.requests.filter((line) => line === 'POST /attestation').length,
  ).toBeGreaterThanOrEqual(2)
})

test("behavior: a one-prompt sign-in is attested too: the wallet's authenticate event is 'valid'", async () => {
  const { dapp, wallet } = await peers({ dappVerify: enclaveFor(APP), walletVerify: trusting() })
  const { uri, response } = await dapp.authenticate(SIGN_IN)
  const request = next(wallet, 'authenticate')
  await wallet.pair({ uri })
  const { id, params, verifyContext } = await request
  expect(verifyContext).toEqual({ validation: 'valid', origin: APP })
  await wallet.approveAuthenticate({ id, auths: [await signCacao(params.authPayload)] })
  await response
})

test("error: a page at another origin that claims the app's metadata is 'invalid'", async () => {
  // The enclave saw the request posted from evil.example.test; the metadata says app.example.test.
  const { dapp, wallet } = await peers({
    dappVerify: enclaveFor('https://evil.example.test'),
    walletVerify: trusting(),
  })
  const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
  approval.catch(() => {})
  const proposal = next(wallet, 'proposal')
  await wallet.pair({ uri })
  expect((await proposal).verifyContext).toEqual({
    validation: 'invalid',
    origin: 'https://evil.example.test',
  })
})

test("behavior: a dapp without Verify is 'unknown' to a wallet with it; a wallet without Verify asks nothing", async () => {
  const unattested = await peers({ walletVerify: trusting() })
  const { uri, approval } = await unattested.dapp.connect({ requiredNamespaces: REQUIRED })
  approval.catch(() => {})
  const proposal = next(unattested.wallet, 'proposal')
  await unattested.wallet.pair({ uri })
  expect((await proposal).verifyContext).toEqual({ validation: 'unknown' })

  const asked = verifyServer.requests.length
  const off = await peers({ dappVerify: enclaveFor(APP) })
  const second = await off.dapp.connect({ requiredNamespaces: REQUIRED })
  second.approval.catch(() => {})
  const offProposal = next(off.wallet, 'proposal')
  await off.wallet.pair({ uri: second.uri })
  expect(await offProposal).not.toHaveProperty('verifyContext')
  // Only the dapp's attestation reached the server; the wallet never asked.
  expect(verifyServer.requests.slice(asked)).toEqual(['POST /attestation'])
})

test("behavior: a Verify server that cannot be reached leaves requests 'unknown', never failed", async () => {
  const down = createVerifyClient({ verifyUrl: 'http://127.0.0.1:4775' })
  const { dapp, wallet } = await peers({ dappVerify: enclaveFor(APP), walletVerify: down })
  const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
  const proposal = next(wallet, 'proposal')
  await wallet.pair({ uri })
  const { id, verifyContext } = await proposal
  expect(verifyContext).toEqual({ validation: 'unknown' })
  await wallet.approve({ id, namespaces: GRANTED })
  await approval
})
