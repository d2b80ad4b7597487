// A page that reloads while its connection waits for the wallet (a phone's browser may discard
// the tab while the visitor approves in the wallet app): the proposal or one-prompt sign-in is
// kept in storage, so the reloaded page reads the wallet's late answer and is connected by it
// (`connect` emitted), not left disconnected while the wallet believes it is connected. The old
// page's connect() ends with RelayClosedError (no spinner outlives its page). A late answer that
// finds the page already connected another way is ended with the wallet (wc_sessionDelete).
import { afterEach, expect, test } from 'vitest'
import { SIGN_IN, signCacao, signer } from '../cacao/testing/authFixtures'
import { ACCOUNT, next } from '../engine/testing/signFixtures'
import { nextOf, ProviderPair, WALLET_NAMESPACES } from './testing/providerFixtures'

let pair: ProviderPair | undefined

afterEach(async () => {
  await pair?.close()
  pair = undefined
})

const { chains: _chains, methods: _methods, ...signIn } = SIGN_IN

/** The page starts connecting and the wallet scans its URI; the old page's outcome. */
async function startConnecting(
  p: ProviderPair,
  parameters: Parameters<typeof p.provider.connect>[0] = {},
) {
  const uri = nextOf(p.provider, 'display_uri')
  const outcome = p.provider.connect(parameters).catch((error: unknown) => error)
  await p.wallet.pair({ uri: await uri })
  return { outcome }
}

test('behavior: reloaded while the wallet decides on the proposal: its late approval connects the new page', async () => {
  pair = await ProviderPair.start()
  const proposal = next(pair.wallet, 'proposal')
  const { outcome: oldPage } = await startConnecting(pair, { chainId: 10 })
  const { id } = await proposal
  const reloaded = await pair.restartProvider()
  expect(await oldPage).toMatchObject({ name: 'RelayClosedError' })
  expect(reloaded.session).toBeUndefined()
  const connected = nextOf(reloaded, 'connect')
  const walletSession = await pair.wallet.approve({ id, namespaces: WALLET_NAMESPACES })
  expect(await connected).toMatchObject({ chainId: expect.stringMatching(/^0x/) })
  expect(reloaded.session?.topic).toBe(walletSession.topic)
  expect(reloaded.accounts).toEqual([ACCOUNT])
})

test('behavior: reloaded while the wallet decides on a one-prompt sign-in: its signed approval connects the new page', async () => {
  pair = await ProviderPair.start()
  const request = next(pair.wallet, 'authenticate')
  const { outcome: oldPage } = await startConnecting(pair, { signIn })
  const { id, params } = await request
  const reloaded = await pair.restartProvider()
  expect(await oldPage).toMatchObject({ name: 'RelayClosedError' })
  const connected = nextOf(reloaded, 'connect')
  const { session: walletSession } = await pair.wallet.approveAuthenticate({
    id,
    auths: [await signCacao(params.authPayload)],
  })
  await connected
  expect(reloaded.session?.topic).toBe(walletSession?.topic)
  expect(reloaded.accounts).toEqual([signer.address])
  // The signature was for the old page's sign-in, which its server never got: not kept.
  expect(reloaded.authentication).toBeUndefined()
})

test('behavior: a late approval that finds the new page already connected is ended with the wallet', async () => {
  pair = await ProviderPair.start()
  const proposal = next(pair.wallet, 'proposal')
  await startConnecting(pair)
  const { id } = await proposal
  const reloaded = await pair.restartProvider()
  // The visitor connects again on the new page before approving the old request.
  const current = await pair.connect()
  expect(reloaded.session?.topic).toBe(current.topic)
  const deleted = next(pair.wallet, 'sessionDelete')
  const late = await pair.wallet.approve({ id, namespaces: WALLET_NAMESPACES })
  expect((await deleted).topic).toBe(late.topic)
  expect(reloaded.session?.topic).toBe(current.topic)
  expect(pair.wallet.sessions().map(({ topic }) => topic)).toEqual([current.topic])
})
