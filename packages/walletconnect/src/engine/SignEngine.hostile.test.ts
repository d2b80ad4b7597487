// Hostile and broken input reaching a settled dapp on its session topic: each is dropped with a
// debug line, answered by nothing, and changes nothing (sessions, storage, what was published).
// The wallet's side gets the same treatment for a replayed request and a mis-tagged one.
import { afterEach, beforeEach, expect, test } from 'vitest'
import { decrypt } from '../crypto/decrypt'
import { deriveTopic } from '../crypto/deriveTopic'
import { encrypt } from '../crypto/encrypt'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { generateSymKey } from '../crypto/generateSymKey'
import { RPC_METHOD_POLICIES } from '../rpc/rpcMethodPolicies'
import { createSessionProposal } from '../sign/createSessionProposal'
import { SIGN_ERROR_CODES } from '../sign/errorCodes'
import { formatPairingUri } from '../uri/formatPairingUri'
import { SIGN_MAX_MESSAGE_LENGTH } from './constants'
import type { Session } from './Session'
import { metadata } from './testing/metadata'
import { next, SignPair } from './testing/signFixtures'

let pair: SignPair
let session: Session
let symKey: string

beforeEach(async () => {
  pair = await SignPair.start()
  session = await pair.connect()
  const stored = await pair.dappStorage.getItem(
    `gatehouse-walletconnect:dapp:session:${session.topic}`,
  )
  symKey = (JSON.parse(String(stored)) as { record: { symKey: string } }).record.symKey
  // Only the dapp listens from here on: what is injected is the dapp's to handle alone.
  pair.wallet.close()
})

afterEach(() => pair.close())

const seal = (payload: unknown, key = symKey) =>
  encrypt({ message: typeof payload === 'string' ? payload : JSON.stringify(payload), symKey: key })

const EVENT_TAG = RPC_METHOD_POLICIES.wc_sessionEvent.request.tag
const event = (id: number) => ({
  id,
  jsonrpc: '2.0',
  method: 'wc_sessionEvent',
  params: { event: { name: 'chainChanged', data: 10 }, chainId: 'eip155:10' },
})

async function snapshot() {
  const storage = await Promise.all(
    (await pair.dappStorage.keys())
      .sort()
      .map(async (key) => [key, await pair.dappStorage.getItem(key)]),
  )
  return {
    dapp: pair.dapp.sessions(),
    wallet: pair.wallet.sessions(),
    storage,
    published: pair.relay.published.length,
  }
}

/** Delivers `message` to the dapp, lets it be handled, and returns the debug lines it caused. */
async function deliver(message: string, tag: number, topic = session.topic): Promise<string[]> {
  const before = pair.logs.length
  pair.relay.inject({ topic, message, tag })
  await pair.relay.settle()
  return pair.logs.slice(before)
}

const stranger = await generateKeyPair()

const cases: [string, () => string, number, RegExp][] = [
  ['not base64', () => '%%% not an envelope %%%', EVENT_TAG, /does not open/],
  [
    'an envelope under another key',
    () => seal(event(1), generateSymKey()),
    EVENT_TAG,
    /does not open/,
  ],
  ['a truncated envelope', () => seal(event(1)).slice(0, 20), EVENT_TAG, /does not open/],
  [
    'a type 1 envelope',
    () => encrypt({ message: '{}', symKey, type: 1, senderPublicKey: stranger.publicKey }),
    EVENT_TAG,
    /type 1 envelope/,
  ],
  ['an oversized payload', () => 'A'.repeat(SIGN_MAX_MESSAGE_LENGTH + 1), EVENT_TAG, /oversized/],
  ['text that is not JSON', () => seal('hello'), EVENT_TAG, /not JSON/],
  ['JSON that is not JSON-RPC', () => seal({ hello: 1 }), EVENT_TAG, /not JSON-RPC/],
  ['a JSON-RPC array', () => seal([event(1)]), EVENT_TAG, /not a JSON-RPC object/],
  ['a request with a string id', () => seal({ ...event(1), id: '1' }), EVENT_TAG, /no usable id/],
  [
    'a request and an answer at once',
    () => seal({ ...event(1), result: true }),
    EVENT_TAG,
    /request and answer/,
  ],
  ['a request under the wrong tag', () => seal(event(7)), 1108, /tag 1108, not 1110/],
  [
    'an answer to no request of ours',
    () => seal({ id: 424242, jsonrpc: '2.0', result: true }),
    RPC_METHOD_POLICIES.wc_sessionRequest.response.tag,
    /unknown request 424242/,
  ],
]

test.each(cases)(
  'behavior: %s is dropped, logged, unanswered and changes nothing',
  async (_, make, tag, line) => {
    const before = await snapshot()
    let events = 0
    pair.dapp.on('sessionEvent', () => events++)
    const logs = await deliver(make(), tag)
    expect(logs.join('\n')).toMatch(line)
    expect(await snapshot()).toEqual(before)
    expect(events).toBe(0)
  },
)

test('behavior: a message on a topic the engine does not hold is dropped', async () => {
  const before = await snapshot()
  const logged = pair.logs.length
  pair.relay.deliverToAll({ topic: 'ab'.repeat(32), message: seal(event(1)), tag: EVENT_TAG })
  await pair.relay.settle()
  expect(pair.logs.slice(logged).join('\n')).toMatch(/unknown topic/)
  expect(await snapshot()).toEqual(before)
})

test('behavior: a replayed request is handled once and answered once, however it is re-sealed', async () => {
  const heard = next(pair.dapp, 'sessionEvent')
  const sealed = seal(event(77))
  await deliver(sealed, EVENT_TAG)
  await heard
  const before = await snapshot()
  let events = 0
  pair.dapp.on('sessionEvent', () => events++)
  expect((await deliver(sealed, EVENT_TAG)).join('\n')).toMatch(/replay of request 77/)
  // The same request under a fresh nonce is the same request.
  expect((await deliver(seal(event(77)), EVENT_TAG)).join('\n')).toMatch(/replay of request 77/)
  expect(events).toBe(0)
  expect(await snapshot()).toEqual(before)
})

test('behavior: malformed params of a known method get the spec error answer and change nothing', async () => {
  const before = await snapshot()
  await deliver(seal({ ...event(99), params: { event: null, chainId: 'eip155:10' } }), EVENT_TAG)
  const answer = pair.relay.published.at(-1)
  expect(answer?.tag).toBe(RPC_METHOD_POLICIES.wc_sessionEvent.response.tag)
  expect(pair.relay.published.length).toBe(before.published + 1)
  expect({ ...(await snapshot()), published: before.published }).toEqual(before)
  // An update that drops a required chain is refused the same way, the session unchanged.
  await deliver(
    seal({ id: 100, jsonrpc: '2.0', method: 'wc_sessionUpdate', params: { namespaces: {} } }),
    RPC_METHOD_POLICIES.wc_sessionUpdate.request.tag,
  )
  expect(pair.dapp.sessions()).toEqual(before.dapp)
})

test('behavior: an unknown method is answered as unsupported (tag 0) and changes nothing', async () => {
  const before = await snapshot()
  await deliver(seal({ id: 5, jsonrpc: '2.0', method: 'wc_somethingNew', params: {} }), 4242)
  expect(pair.relay.published.at(-1)?.tag).toBe(0)
  expect({ ...(await snapshot()), published: before.published }).toEqual(before)
})

test('behavior: the wallet auto-rejects (1121) a malformed or expired proposal and keeps nothing of it', async () => {
  const wallet = await pair.restartWallet()
  const key = generateSymKey()
  const topic = await deriveTopic(key)
  await wallet.pair({ uri: formatPairingUri({ topic, symKey: key, relay: { protocol: 'irn' } }) })
  let proposals = 0
  wallet.on('proposal', () => proposals++)
  const { publicKey } = await generateKeyPair()
  const proposeTag = RPC_METHOD_POLICIES.wc_sessionPropose.request.tag
  const autoReject = RPC_METHOD_POLICIES.wc_sessionPropose.autoReject.tag
  const malformed = {
    ...createSessionProposal({ publicKey, metadata: metadata('dapp') }),
    params: { relays: [] },
  }
  const expired = createSessionProposal({ publicKey, metadata: metadata('dapp'), now: 1_000_000 })
  for (const [proposal, code] of [
    [malformed, SIGN_ERROR_CODES.malformedRequestParams],
    [expired, SIGN_ERROR_CODES.sessionRequestExpired],
  ] as const) {
    await deliver(seal(proposal, key), proposeTag, topic)
    const answer = pair.relay.published.at(-1)
    expect(answer).toMatchObject({ topic, tag: autoReject })
    expect(JSON.parse(decrypt({ encoded: answer?.message ?? '', symKey: key }))).toMatchObject({
      id: proposal.id,
      error: { code },
    })
  }
  expect(proposals).toBe(0)
  expect(wallet.pendingProposals()).toEqual([])
})
