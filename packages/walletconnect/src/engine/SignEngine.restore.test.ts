// Restarting an engine on the same storage (a page reload, a wallet app relaunched): sessions,
// pairings and proposals come back, their topics are subscribed again, and the protocol carries on
// where it stopped. A corrupt entry costs only itself.
import { afterEach, expect, test } from 'vitest'
import { SIGN_IN, signCacao, signer } from '../cacao/testing/authFixtures'
import { GRANTED, next, REQUIRED, SignPair } from './testing/signFixtures'

let pair: SignPair | undefined

afterEach(() => {
  pair?.close()
  pair = undefined
})

test('behavior: after both restart, the session is restored and requests and events still flow', async () => {
  pair = await SignPair.start()
  const session = await pair.connect()
  const walletSession = pair.wallet.sessions()[0]
  await pair.restartDapp()
  await pair.restartWallet()
  expect(pair.dapp.sessions()).toEqual([session])
  expect(pair.wallet.sessions()).toEqual([walletSession])
  const { topic } = session
  pair.wallet.on('request', ({ id }) => void pair?.wallet.respond({ topic, id, result: 'ok' }))
  expect(
    await pair.dapp.request({ topic, chainId: 'eip155:1', request: { method: 'personal_sign' } }),
  ).toBe('ok')
  const event = next(pair.dapp, 'sessionEvent')
  await pair.wallet.emit({ topic, chainId: 'eip155:1', event: { name: 'chainChanged', data: 1 } })
  expect(await event).toMatchObject({ name: 'chainChanged' })
})

test('behavior: a dapp reloaded while its proposal waits still settles the session the wallet approves', async () => {
  pair = await SignPair.start()
  const { uri, approval } = await pair.dapp.connect({ requiredNamespaces: REQUIRED })
  const lost = approval.catch((error: unknown) => error)
  const proposal = next(pair.wallet, 'proposal')
  await pair.wallet.pair({ uri })
  const { id } = await proposal
  await pair.restartDapp()
  expect(await lost).toMatchObject({ name: 'RelayClosedError' })
  const settled = next(pair.dapp, 'session')
  const walletSession = await pair.wallet.approve({ id, namespaces: GRANTED })
  expect((await settled).topic).toBe(walletSession.topic)
})

test("behavior: a dapp reloaded while its one-prompt sign-in waits still reads the wallet's signed answer: the session settles", async () => {
  pair = await SignPair.start()
  const { uri, response } = await pair.dapp.authenticate(SIGN_IN)
  const lost = response.catch((error: unknown) => error)
  const request = next(pair.wallet, 'authenticate')
  await pair.wallet.pair({ uri })
  const { id, params } = await request
  const stored = (await pair.dappStorage.keys()).filter((key) => key.includes(':authRequest:'))
  expect(stored).toHaveLength(1)
  await pair.restartDapp()
  expect(await lost).toMatchObject({ name: 'RelayClosedError' })
  // The restarted client listens on the request's response topic again: the answer is read.
  const settled = next(pair.dapp, 'session')
  const { session: walletSession } = await pair.wallet.approveAuthenticate({
    id,
    auths: [await signCacao(params.authPayload)],
  })
  const session = await settled
  expect(session.topic).toBe(walletSession?.topic)
  expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${signer.address}`])
  // Answered: the request is gone from storage, its fallback proposal too.
  await pair.relay.settle()
  expect(
    (await pair.dappStorage.keys()).filter((key) => /:(authRequest|proposal):/.test(key)),
  ).toEqual([])
})

test('behavior: a dapp reloaded while its sign-in waits: a wallet that cannot sign in settles the fallback instead', async () => {
  pair = await SignPair.start()
  const { uri, response } = await pair.dapp.authenticate(SIGN_IN)
  response.catch(() => {})
  // No authenticate listener on the wallet: it answers "unsupported" and shows the proposal.
  const proposal = next(pair.wallet, 'proposal')
  await pair.wallet.pair({ uri })
  const { id } = await proposal
  await pair.restartDapp()
  const settled = next(pair.dapp, 'session')
  await pair.wallet.approve({ id, namespaces: GRANTED })
  expect((await settled).namespaces).toEqual(GRANTED)
  await pair.relay.settle()
  expect(
    (await pair.dappStorage.keys()).filter((key) => /:(authRequest|proposal):/.test(key)),
  ).toEqual([])
})

test('behavior: a wallet relaunched before deciding still holds the proposal and can approve it', async () => {
  pair = await SignPair.start()
  const { uri, approval } = await pair.dapp.connect({ requiredNamespaces: REQUIRED })
  const proposal = next(pair.wallet, 'proposal')
  await pair.wallet.pair({ uri })
  const { id, params } = await proposal
  await pair.restartWallet()
  expect(pair.wallet.pendingProposals()).toEqual([
    { id, pairingTopic: pair.wallet.pairings()[0]?.topic, params },
  ])
  await pair.wallet.approve({ id, namespaces: GRANTED })
  expect((await approval).namespaces).toEqual(GRANTED)
})

test('behavior: a corrupt session entry is dropped at restart; the other session survives', async () => {
  pair = await SignPair.start()
  const first = await pair.connect()
  const second = await pair.connect()
  const key = `gatehouse-walletconnect:dapp:session:${first.topic}`
  const stored = String(await pair.dappStorage.getItem(key))
  await pair.dappStorage.setItem(key, stored.slice(0, stored.length / 2))
  await pair.restartDapp()
  expect(pair.dapp.sessions().map(({ topic }) => topic)).toEqual([second.topic])
  expect(await pair.dappStorage.getItem(key)).toBeNull()
  expect(
    pair.logs.some((line) => line.includes(`dropped stored entry session:${first.topic}`)),
  ).toBe(true)
  await pair.dapp.ping({ topic: second.topic })
})

test('behavior: a session the wallet deleted while the dapp was closed does not restore as connected', async () => {
  pair = await SignPair.start()
  const { topic } = await pair.connect()
  pair.stopDapp()
  await pair.wallet.disconnect({ topic })
  await pair.restartDapp()
  // The wallet's wc_sessionDelete waited in the relay; it arrives with the re-subscription.
  await pair.relay.settle()
  expect(pair.dapp.sessions()).toEqual([])
  expect(await pair.dappStorage.getItem(`gatehouse-walletconnect:dapp:session:${topic}`)).toBeNull()
})
