// One-prompt sign-in (wc_sessionAuthenticate) between our dapp and our wallet on an in-process
// relay: approval with CACAOs and the session they establish, the fallback to an ordinary session
// when the wallet cannot sign in, a refusal, and hostile or late answers refused with typed
// errors. The official SDK on either side is in SignEngine.authenticate.interop.test.ts.
import { afterEach, expect, test, vi } from 'vitest'
import type { SessionAuthenticateParams } from '../cacao/CacaoTypes'
import {
  otherSigner,
  SIGN_IN,
  sealedAnswer,
  signCacao,
  signer,
} from '../cacao/testing/authFixtures'
import { decrypt } from '../crypto/decrypt'
import { deriveSymKey } from '../crypto/deriveSymKey'
import { deriveTopic } from '../crypto/deriveTopic'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { CacaoError } from '../errors/cacao'
import { RequestExpiredError } from '../errors/requestExpired'
import { RPC_METHOD_POLICIES } from '../rpc/rpcMethodPolicies'
import { SIGN_ERROR_CODES } from '../sign/errorCodes'
import type { SignClientEvents } from './SignClientEvents'
import { GRANTED, next, SignPair } from './testing/signFixtures'

let pair: SignPair | undefined

afterEach(() => {
  pair?.close()
  pair = undefined
  vi.useRealTimers()
})

/** The dapp asks to sign in and the wallet pairs: the request as the wallet received it. */
async function requestSignIn(p: SignPair, parameters = SIGN_IN) {
  const { uri, response } = await p.dapp.authenticate(parameters)
  response.catch(() => {})
  const request = next(p.wallet, 'authenticate')
  await p.wallet.pair({ uri })
  return { uri, response, request: await request }
}

test('behavior: the wallet signs in with one approval: CACAOs checked, a session with the ReCap methods on both sides', async () => {
  pair = await SignPair.start()
  const proposals: unknown[] = []
  pair.wallet.on('proposal', (proposal) => proposals.push(proposal))
  const { uri, response, request } = await requestSignIn(pair)
  expect(uri).toContain('methods=wc_sessionAuthenticate')
  const { authPayload } = request.params
  expect(authPayload).toMatchObject({
    domain: SIGN_IN.domain,
    aud: SIGN_IN.uri,
    nonce: SIGN_IN.nonce,
  })
  const cacao = await signCacao(authPayload)
  const { session: walletSession } = await pair.wallet.approveAuthenticate({
    id: request.id,
    auths: [cacao],
  })
  const { cacaos, session } = await response
  expect(cacaos?.[0]).toMatchObject({
    address: signer.address,
    chainId: 'eip155:1',
    signatureType: 'eip191',
    signature: cacao.s.s,
  })
  expect(await signer.signMessage({ message: cacaos?.[0]?.message ?? '' })).toBe(cacao.s.s)
  expect(session?.topic).toBe(walletSession?.topic)
  expect(session?.namespaces.eip155).toMatchObject({
    accounts: [`eip155:1:${signer.address}`],
    methods: ['eth_sendTransaction', 'personal_sign'],
  })
  // The fallback proposal was never shown, and the dapp dropped it.
  await pair.relay.settle()
  expect(proposals).toEqual([])
  expect(pair.wallet.pendingProposals()).toEqual([])
  // The session carries requests like any other.
  pair.wallet.on(
    'request',
    ({ id, topic }) => void pair?.wallet.respond({ topic, id, result: '0xok' }),
  )
  await expect(
    pair.dapp.request({
      topic: session?.topic ?? '',
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x00', signer.address] },
    }),
  ).resolves.toBe('0xok')
})

test('behavior: a wallet that does not sign in answers the proposal: the ordinary session and no CACAO', async () => {
  pair = await SignPair.start()
  const { uri, response } = await pair.dapp.authenticate(SIGN_IN)
  // No authenticate listener: the wallet answers "unsupported" and shows the fallback proposal.
  const proposal = next(pair.wallet, 'proposal')
  await pair.wallet.pair({ uri })
  const { id, params } = await proposal
  expect(params.optionalNamespaces?.eip155?.methods).toEqual([
    'personal_sign',
    'eth_sendTransaction',
  ])
  await pair.wallet.approve({ id, namespaces: GRANTED })
  const answer = await response
  expect(answer.cacaos).toBeUndefined()
  expect(answer.session?.namespaces).toEqual(GRANTED)
})

test('error: the wallet refuses to sign in: PeerRpcError with its code', async () => {
  pair = await SignPair.start()
  const { response, request } = await requestSignIn(pair)
  await pair.wallet.rejectAuthenticate({ id: request.id })
  await expect(response).rejects.toMatchObject({
    name: 'PeerRpcError',
    code: SIGN_ERROR_CODES.userRejected,
    method: 'wc_sessionAuthenticate',
  })
  expect(pair.dapp.sessions()).toEqual([])
})

/**
 * A wallet's answer whose CACAO the dapp refuses (changed after it was signed, or signed
 * otherwise); the session topic and key that answer would have made.
 */
async function forgedAnswer(
  params: SessionAuthenticateParams,
  id: number,
  cacao: Awaited<ReturnType<typeof signCacao>>,
) {
  const keyPair = await generateKeyPair()
  pair?.relay.inject(await sealedAnswer(params, id, [cacao], keyPair))
  await pair?.relay.settle()
  const symKey = await deriveSymKey(keyPair.privateKey, params.requester.publicKey)
  return { topic: await deriveTopic(symKey), symKey }
}

test.each([
  [
    'another key signed it',
    'signature',
    async (p: SessionAuthenticateParams['authPayload']) =>
      signCacao(p, { account: otherSigner, signAs: signer.address }),
  ],
  [
    'it is signed for another domain',
    'domain',
    async (p: SessionAuthenticateParams['authPayload']) =>
      signCacao({ ...p, domain: 'evil.example.test' }),
  ],
  [
    'it carries another nonce',
    'nonce',
    async (p: SessionAuthenticateParams['authPayload']) =>
      signCacao({ ...p, nonce: 'replayedNonce1' }),
  ],
  [
    'it is for a chain the dapp did not offer',
    'issuer',
    async (p: SessionAuthenticateParams['authPayload']) => signCacao(p, { chainId: 56 }),
  ],
  [
    'its signature was altered',
    'signature',
    async (p: SessionAuthenticateParams['authPayload']) => {
      const cacao = await signCacao(p)
      return { ...cacao, s: { ...cacao.s, s: `${cacao.s.s.slice(0, -4)}00${cacao.s.s.slice(-2)}` } }
    },
  ],
])(
  'error: a CACAO is refused when %s (CacaoError %s), and no session is made',
  async (_, problem, forge) => {
    pair = await SignPair.start()
    const { response, request } = await requestSignIn(pair)
    const forged = await forgedAnswer(
      request.params,
      request.id,
      await forge(request.params.authPayload),
    )
    const error = await response.catch((cause: unknown) => cause)
    expect(error).toBeInstanceOf(CacaoError)
    expect(error).toMatchObject({ problem })
    expect(pair.dapp.sessions()).toEqual([])
    // The wallet that sent it believes it signed in: it is told the session is over.
    await pair.relay.settle()
    const told = pair.relay.published.filter(({ topic }) => topic === forged.topic)
    expect(told.map(({ tag }) => tag)).toEqual([RPC_METHOD_POLICIES.wc_sessionDelete.request.tag])
    expect(
      JSON.parse(decrypt({ encoded: told[0]?.message ?? '', symKey: forged.symKey })),
    ).toMatchObject({
      method: 'wc_sessionDelete',
      params: { code: SIGN_ERROR_CODES.signatureVerificationFailed },
    })
  },
)

test('error: the wallet checks its own CACAOs before sending them (a wrong nonce throws CacaoError)', async () => {
  pair = await SignPair.start()
  const { request } = await requestSignIn(pair)
  const cacao = await signCacao({ ...request.params.authPayload, nonce: 'otherNonce123' })
  await expect(
    pair.wallet.approveAuthenticate({ id: request.id, auths: [cacao] }),
  ).rejects.toMatchObject({ name: 'CacaoError', problem: 'nonce' })
})

test('error: an expired request: the wallet cannot approve it (RequestExpiredError), the dapp hears 8000; unanswered, the dapp gets RequestExpiredError at its expiry', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
  pair = await SignPair.start()
  const { response, request } = await requestSignIn(pair)
  const cacao = await signCacao(request.params.authPayload)
  await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1000)
  // The wallet's own sweep has not run yet: the user approves just too late.
  vi.setSystemTime(Date.now() + 2000)
  await expect(
    pair.wallet.approveAuthenticate({ id: request.id, auths: [cacao] }),
  ).rejects.toBeInstanceOf(RequestExpiredError)
  await expect(response).rejects.toMatchObject({
    code: SIGN_ERROR_CODES.sessionRequestExpired,
  })

  const second = await pair.dapp.authenticate({
    ...SIGN_IN,
    expiry: Math.floor(Date.now() / 1000) + 600,
  })
  const late = second.response.catch((cause: unknown) => cause)
  // Async: each sweep re-arms the next (the pairing's, then the request's) in a microtask.
  await vi.advanceTimersByTimeAsync(600 * 1000)
  expect(await late).toMatchObject({
    name: 'RequestExpiredError',
    method: 'wc_sessionAuthenticate',
  })
})

test('error: an answer that is not sealed to the request key, or names another responder, changes nothing', async () => {
  pair = await SignPair.start()
  const { response, request } = await requestSignIn(pair)
  const cacao = await signCacao(request.params.authPayload)
  const answer = await sealedAnswer(request.params, request.id, [cacao])
  // Same topic, another key's envelope: it does not open.
  const wrongKey = await sealedAnswer(
    { ...request.params, requester: { ...request.params.requester, publicKey: 'ab'.repeat(32) } },
    request.id,
    [cacao],
  )
  pair.relay.inject({ ...wrongKey, topic: answer.topic })
  // Right key, wrong id.
  pair.relay.inject(await sealedAnswer(request.params, request.id + 1, [cacao]))
  await pair.relay.settle()
  expect(pair.logs.some((line) => line.includes('does not open'))).toBe(true)
  let settled = false
  void response.then(
    () => (settled = true),
    () => (settled = true),
  )
  await pair.relay.settle()
  expect(settled).toBe(false)
  pair.relay.inject(answer)
  await expect(response).resolves.toMatchObject({ cacaos: [{ address: signer.address }] })
})

test('behavior: the wallet lists undecided sign-in requests', async () => {
  pair = await SignPair.start()
  const { request } = await requestSignIn(pair)
  const pending: SignClientEvents['authenticate'][] = pair.wallet.pendingAuthenticateRequests()
  expect(pending).toEqual([request])
  await pair.wallet.rejectAuthenticate({ id: request.id })
  expect(pair.wallet.pendingAuthenticateRequests()).toEqual([])
  await expect(pair.wallet.rejectAuthenticate({ id: request.id })).rejects.toMatchObject({
    name: 'NotFoundError',
    kind: 'request',
  })
})
