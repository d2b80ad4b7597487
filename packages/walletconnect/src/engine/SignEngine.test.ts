// Both roles of the sign engine end to end, on an in-process relay: proposal, settlement,
// requests, events, update, extend, ping, delete, each side's errors, and every expiry on fake
// timers. Interop with the official SDK over the test kit's relay is in SignEngine.interop.test.ts.
import { afterEach, expect, test, vi } from 'vitest'
import { encrypt } from '../crypto/encrypt'
import { NotFoundError } from '../errors/notFound'
import { PeerRpcError } from '../errors/peerRpc'
import { ProtocolError } from '../errors/protocol'
import { RelayClosedError } from '../errors/relay'
import { RequestExpiredError } from '../errors/requestExpired'
import { SessionEndedError } from '../errors/sessionEnded'
import { RPC_METHOD_POLICIES } from '../rpc/rpcMethodPolicies'
import { SIGN_ERROR_CODES } from '../sign/errorCodes'
import { SESSION_TTL_SECONDS } from './constants'
import { createDappClient } from './createDappClient'
import { ACCOUNT, GRANTED, next, OTHER_ACCOUNT, REQUIRED, SignPair } from './testing/signFixtures'

let pair: SignPair | undefined

afterEach(() => {
  pair?.close()
  pair = undefined
  vi.useRealTimers()
})

const useFakeClock = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })

const tagsSent = (p: SignPair) => p.relay.published.map(({ tag }) => tag)

test('behavior: propose, pair, approve: both sides hold the same session, settled and acknowledged', async () => {
  pair = await SignPair.start()
  const session = await pair.connect()
  const [walletSession] = pair.wallet.sessions()
  expect(session).toMatchObject({
    namespaces: GRANTED,
    requiredNamespaces: REQUIRED,
    acknowledged: true,
  })
  expect(walletSession).toMatchObject({ topic: session.topic, acknowledged: true })
  expect(session.controller).toBe(walletSession?.self.publicKey)
  expect(session.peer.metadata.name).toBe('wallet')
  expect(walletSession?.peer.metadata.name).toBe('dapp')
  expect(pair.dapp.pairings()[0]).toMatchObject({ status: 'active', topic: session.pairingTopic })
  // propose 1100, settle 1102, propose answer 1101, settle answer 1103: the spec's tags.
  expect(tagsSent(pair)).toEqual([1100, 1102, 1101, 1103])
  expect(pair.relay.published[1]?.topic).toBe(session.topic)
})

test('behavior: a request reaches the wallet and its answer comes back, error answers as PeerRpcError', async () => {
  pair = await SignPair.start()
  const { topic } = await pair.connect()
  pair.wallet.on('request', (request) => {
    if (request.method === 'personal_sign')
      void pair?.wallet.respond({
        topic,
        id: request.id,
        result: `signed ${String(request.params)}`,
      })
    else
      void pair?.wallet.respond({
        topic,
        id: request.id,
        error: { code: SIGN_ERROR_CODES.userRejectedRequest, message: 'User rejected.' },
      })
  })
  const request = next(pair.wallet, 'request')
  const answer = pair.dapp.request({
    topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
  })
  expect(await request).toMatchObject({ topic, chainId: 'eip155:1', method: 'personal_sign' })
  expect(await answer).toBe(`signed 0x68656c6c6f,${ACCOUNT}`)
  const refused = pair.dapp.request({
    topic,
    chainId: 'eip155:10',
    request: { method: 'eth_sendTransaction', params: [{}] },
  })
  await expect(refused).rejects.toThrow(PeerRpcError)
  await expect(refused).rejects.toMatchObject({ code: 4001, method: 'wc_sessionRequest' })
})

test('behavior: a request outside the session is refused before it is sent', async () => {
  pair = await SignPair.start()
  const { topic } = await pair.connect()
  const sent = pair.relay.published.length
  const request = (method: string, chainId: string) =>
    pair?.dapp.request({ topic, chainId, request: { method, params: [] } })
  await expect(request('eth_sign', 'eip155:1')).rejects.toThrow(ProtocolError)
  await expect(request('personal_sign', 'eip155:137')).rejects.toMatchObject({ code: 3001 })
  await expect(
    pair.dapp.request({
      topic: 'f'.repeat(64),
      chainId: 'eip155:1',
      request: { method: 'personal_sign' },
    }),
  ).rejects.toThrow(NotFoundError)
  expect(pair.relay.published.length).toBe(sent)
})

test('behavior: the wallet refuses a request outside the session with the spec codes', async () => {
  pair = await SignPair.start()
  const { topic } = await pair.connect()
  // Narrow the session on the wallet's side only: the dapp still believes eth_sendTransaction is granted.
  const narrowed = { eip155: { ...GRANTED.eip155!, methods: ['personal_sign'] } }
  const updated = next(pair.dapp, 'sessionUpdate')
  await pair.wallet.update({ topic, namespaces: narrowed })
  await updated
  expect(pair.dapp.sessions()[0]?.namespaces).toEqual(narrowed)
  await expect(
    pair.dapp.request({ topic, chainId: 'eip155:1', request: { method: 'eth_sendTransaction' } }),
  ).rejects.toThrow(ProtocolError)
})

test('behavior: wallet events reach the dapp (accountsChanged, chainChanged); ungranted ones are refused', async () => {
  pair = await SignPair.start()
  const { topic } = await pair.connect()
  const accounts = next(pair.dapp, 'sessionEvent')
  await pair.wallet.emit({
    topic,
    chainId: 'eip155:1',
    event: { name: 'accountsChanged', data: [OTHER_ACCOUNT] },
  })
  expect(await accounts).toEqual({
    topic,
    chainId: 'eip155:1',
    name: 'accountsChanged',
    data: [OTHER_ACCOUNT],
  })
  const chain = next(pair.dapp, 'sessionEvent')
  await pair.wallet.emit({ topic, chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } })
  expect(await chain).toMatchObject({ name: 'chainChanged', data: 10, chainId: 'eip155:10' })
  await expect(
    pair.wallet.emit({ topic, chainId: 'eip155:1', event: { name: 'message', data: 'x' } }),
  ).rejects.toMatchObject({ code: SIGN_ERROR_CODES.unauthorizedEvent })
})

test('behavior: update and extend from the wallet, ping both ways', async () => {
  useFakeClock()
  pair = await SignPair.start()
  const { topic, expiry } = await pair.connect()
  const namespaces = {
    eip155: {
      ...GRANTED.eip155!,
      accounts: [...GRANTED.eip155!.accounts, `eip155:1:${OTHER_ACCOUNT}`],
    },
  }
  const updated = next(pair.dapp, 'sessionUpdate')
  await pair.wallet.update({ topic, namespaces })
  expect(await updated).toEqual({ topic, namespaces })
  vi.advanceTimersByTime(60 * 60 * 1000)
  const extended = next(pair.dapp, 'sessionExtend')
  const { expiry: later } = await pair.wallet.extend({ topic })
  expect(later).toBe(expiry + 60 * 60)
  expect(await extended).toEqual({ topic, expiry: later })
  expect(pair.dapp.sessions()[0]?.expiry).toBe(later)
  const pinged = next(pair.wallet, 'sessionPing')
  await pair.dapp.ping({ topic })
  expect(await pinged).toEqual({ topic })
  await pair.wallet.ping({ topic })
  await pair.dapp.ping({ topic: pair.dapp.pairings()[0]!.topic })
})

test("behavior: each client has only its role's methods, and a closed one refuses them all", async () => {
  pair = await SignPair.start()
  expect('update' in pair.dapp || 'approve' in pair.dapp || 'pair' in pair.dapp).toBe(false)
  expect('connect' in pair.wallet || 'request' in pair.wallet).toBe(false)
  const { topic } = await pair.connect()
  const sent = pair.relay.published.length
  pair.dapp.close()
  pair.wallet.close()
  await expect(pair.dapp.connect({})).rejects.toThrow(RelayClosedError)
  await expect(pair.dapp.ping({ topic })).rejects.toThrow(RelayClosedError)
  await expect(pair.wallet.extend({ topic })).rejects.toThrow(RelayClosedError)
  expect(pair.relay.published.length).toBe(sent)
})

test('behavior: the dapp disconnects: the wallet hears 6000 and both forget the session', async () => {
  pair = await SignPair.start()
  const { topic } = await pair.connect()
  const deleted = next(pair.wallet, 'sessionDelete')
  await pair.dapp.disconnect({ topic })
  expect(await deleted).toEqual({ topic, code: 6000, message: 'User disconnected.' })
  expect(pair.dapp.sessions()).toEqual([])
  expect(pair.wallet.sessions()).toEqual([])
  await expect(pair.dapp.ping({ topic })).rejects.toThrow(NotFoundError)
})

test('behavior: the wallet disconnects: a request waiting on the session ends with SessionEndedError', async () => {
  pair = await SignPair.start()
  const { topic } = await pair.connect()
  const request = next(pair.wallet, 'request')
  const answer = pair.dapp.request({
    topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign' },
  })
  await request
  const deleted = next(pair.dapp, 'sessionDelete')
  await pair.wallet.disconnect({ topic, reason: { code: 6000, message: 'Bye.' } })
  expect(await deleted).toEqual({ topic, code: 6000, message: 'Bye.' })
  await expect(answer).rejects.toThrow(SessionEndedError)
  expect(pair.dapp.sessions()).toEqual([])
})

test('behavior: a rejected proposal rejects the approval with the wallet code, tag 1120', async () => {
  pair = await SignPair.start()
  const { uri, approval } = await pair.dapp.connect({ requiredNamespaces: REQUIRED })
  const proposal = next(pair.wallet, 'proposal')
  await pair.wallet.pair({ uri })
  const { id } = await proposal
  await pair.wallet.reject({ id })
  await expect(approval).rejects.toMatchObject({ name: 'PeerRpcError', code: 5000 })
  expect(tagsSent(pair).at(-1)).toBe(RPC_METHOD_POLICIES.wc_sessionPropose.reject.tag)
  expect(pair.wallet.pendingProposals()).toEqual([])
})

test('behavior: an approval that misses a required namespace is refused locally', async () => {
  pair = await SignPair.start()
  const { uri, approval } = await pair.dapp.connect({ requiredNamespaces: REQUIRED })
  void approval.catch(() => {})
  const proposal = next(pair.wallet, 'proposal')
  await pair.wallet.pair({ uri })
  const { id } = await proposal
  const onOtherChain = {
    eip155: { ...GRANTED.eip155!, chains: ['eip155:10'], accounts: [`eip155:10:${ACCOUNT}`] },
  }
  await expect(pair.wallet.approve({ id, namespaces: onOtherChain })).rejects.toMatchObject({
    code: SIGN_ERROR_CODES.unsupportedChains,
  })
  expect(pair.wallet.pendingProposals()).toHaveLength(1)
})

test('behavior: the request the wallet never answers fails with RequestExpiredError at its expiry', async () => {
  useFakeClock()
  pair = await SignPair.start()
  const { topic } = await pair.connect()
  const request = next(pair.wallet, 'request')
  const expiry = Math.floor(Date.now() / 1000) + 600
  const answer = pair.dapp.request({
    topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign' },
    expiry,
  })
  const { id } = await request
  const outcome = answer.catch((error: unknown) => error)
  vi.advanceTimersByTime(599_000)
  await pair.relay.settle()
  expect(await Promise.race([outcome, 'pending'])).toBe('pending')
  vi.advanceTimersByTime(1_000)
  const error = await outcome
  expect(error).toBeInstanceOf(RequestExpiredError)
  expect(error).toMatchObject({ method: 'wc_sessionRequest', expiry })
  // Answering late sends 8000 and tells the wallet; the dapp drops the answer it no longer awaits.
  await expect(pair.wallet.respond({ topic, id, result: '0x' })).rejects.toThrow(
    RequestExpiredError,
  )
  await pair.relay.settle()
  expect(pair.logs.some((line) => line.includes(`unknown request ${id}`))).toBe(true)
})

test('behavior: a request expiry outside 5 minutes to 7 days is refused before sending', async () => {
  pair = await SignPair.start()
  const { topic } = await pair.connect()
  const at = Math.floor(Date.now() / 1000)
  for (const expiry of [at + 60, at + 8 * 24 * 60 * 60])
    await expect(
      pair.dapp.request({
        topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign' },
        expiry,
      }),
    ).rejects.toMatchObject({ code: SIGN_ERROR_CODES.sessionRequestExpired })
})

test('behavior: sessions expire on both sides after 7 days', async () => {
  useFakeClock()
  pair = await SignPair.start()
  const { topic } = await pair.connect()
  const dappExpired = next(pair.dapp, 'sessionExpire')
  const walletExpired = next(pair.wallet, 'sessionExpire')
  vi.advanceTimersByTime(SESSION_TTL_SECONDS * 1000)
  expect(await dappExpired).toEqual({ topic })
  expect(await walletExpired).toEqual({ topic })
  expect(pair.dapp.sessions()).toEqual([])
  expect(pair.wallet.sessions()).toEqual([])
})

test('behavior: a proposal nobody answers expires after 5 minutes, and so does its pairing', async () => {
  useFakeClock()
  pair = await SignPair.start()
  const { approval } = await pair.dapp.connect({ requiredNamespaces: REQUIRED })
  const outcome = approval.catch((error: unknown) => error)
  const expired = next(pair.dapp, 'proposalExpire')
  vi.advanceTimersByTime(5 * 60 * 1000)
  expect(await outcome).toBeInstanceOf(RequestExpiredError)
  await expired
  await pair.relay.settle()
  expect(pair.dapp.pairings()).toEqual([])
})

test('behavior: the wallet cannot approve an expired proposal, nor pair from an expired URI', async () => {
  useFakeClock()
  pair = await SignPair.start()
  const { uri, approval } = await pair.dapp.connect({ requiredNamespaces: REQUIRED })
  void approval.catch(() => {})
  const proposal = next(pair.wallet, 'proposal')
  await pair.wallet.pair({ uri })
  const { id } = await proposal
  pair.wallet.close()
  vi.advanceTimersByTime(5 * 60 * 1000)
  await pair.restartWallet()
  await expect(pair.wallet.approve({ id, namespaces: GRANTED })).rejects.toThrow(NotFoundError)
  await expect(pair.wallet.pair({ uri })).rejects.toMatchObject({
    name: 'PairingUriError',
    part: 'expiryTimestamp',
  })
})

test('behavior: a ping whose deadline passes while the relay still retries the publish rejects, never unhandled', async () => {
  useFakeClock()
  pair = await SignPair.start()
  const { topic } = await pair.connect()
  const stalled = pair.relay.connect()
  // A relay that takes 40 s to fail a publish, as the relay client's three retries do offline.
  const relay = {
    ...stalled,
    publish: () =>
      new Promise<void>((_, reject) =>
        setTimeout(() => reject(new Error('relay unreachable')), 40_000),
      ),
  }
  const dapp = await createDappClient({
    metadata: pair.dapp.sessions()[0]!.self.metadata,
    relay,
    storage: pair.dappStorage,
  })
  const outcome = dapp.ping({ topic }).catch((error: unknown) => error)
  vi.advanceTimersByTime(30_000) // the ping's deadline passes first
  vi.advanceTimersByTime(10_000)
  expect(await outcome).toMatchObject({ message: 'relay unreachable' })
  dapp.close()
})

test('behavior: an extension is taken within bounds (never shorter, never past 7 days by our clock); none given is 7 days', async () => {
  useFakeClock()
  pair = await SignPair.start()
  const { topic, expiry } = await pair.connect()
  const stored = await pair.dappStorage.getItem(`gatehouse-walletconnect:dapp:session:${topic}`)
  const { symKey } = (JSON.parse(String(stored)) as { record: { symKey: string } }).record
  const extendWith = async (id: number, requested?: number) => {
    const extended = next(pair!.dapp, 'sessionExtend')
    const message = JSON.stringify({
      id,
      jsonrpc: '2.0',
      method: 'wc_sessionExtend',
      params: requested === undefined ? {} : { expiry: requested },
    })
    pair!.relay.inject({ topic, message: encrypt({ message, symKey }), tag: 1106 })
    return (await extended).expiry
  }
  // A wallet whose clock runs a minute ahead; one asking for less than the session has.
  expect(await extendWith(1, expiry + 60)).toBe(expiry)
  expect(await extendWith(2, expiry - 3600)).toBe(expiry)
  vi.advanceTimersByTime(3600_000)
  expect(await extendWith(3, expiry + 7200)).toBe(expiry + 3600)
  // The official SDK sends no expiry at all: 7 days from now.
  vi.advanceTimersByTime(60_000)
  expect(await extendWith(4)).toBe(expiry + 3660)
})
