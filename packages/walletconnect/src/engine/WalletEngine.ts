// The wallet's side of the Sign protocol: pair from a URI, receive and decide proposals (settling
// approved ones), answer requests before their expiry, emit events, update and extend sessions.
// What both sides share (relay intake, answers, storage, expiry) is SignEngine's.
import { authNamespaces } from '../cacao/authNamespaces'
import type {
  Cacao,
  SessionAuthenticateParams,
  SessionAuthenticateResult,
} from '../cacao/CacaoTypes'
import { readSessionAuthenticateParams } from '../cacao/readSessionAuthenticate'
import { verifyCacaoLazily } from '../cacao/verifyCacaoLazily'
import { deriveSymKey } from '../crypto/deriveSymKey'
import { deriveTopic } from '../crypto/deriveTopic'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { NotFoundError } from '../errors/notFound'
import { PairingUriError } from '../errors/pairingUri'
import { PeerRpcError } from '../errors/peerRpc'
import { ProtocolError } from '../errors/protocol'
import { RequestExpiredError } from '../errors/requestExpired'
import type { JsonRpcRequest } from '../jsonrpc/JsonRpc'
import { createPairingState, type PairingState } from '../pairing/pairingReducer'
import type { RpcPolicy } from '../rpc/RpcPolicy'
import {
  REQUEST_EXPIRY_MAX_SECONDS,
  RPC_METHOD_POLICIES,
  type RpcMethod,
} from '../rpc/rpcMethodPolicies'
import { checkSessionNamespaces } from '../sign/checkSessionNamespaces'
import { SIGN_ERROR_CODES, type SignErrorName } from '../sign/errorCodes'
import {
  isRecord,
  readParticipant,
  readSessionProposeParams,
  readSessionRequestParams,
} from '../sign/readSignParams'
import type {
  ReasonParams,
  SessionNamespaces,
  SessionProposeParams,
  SessionSettleParams,
} from '../sign/SignTypes'
import type { StoredProposal } from '../storage/StoredRecord'
import { parsePairingUri } from '../uri/parsePairingUri'
import type { VerifyContext } from '../verify/VerifyClient'
import { SESSION_TTL_SECONDS } from './constants'
import type { Session } from './Session'
import type { SignClientEvents } from './SignClientEvents'
import { type RequestHandler, type SignClientOptions, SignEngine } from './SignEngine'
import { isEventGranted, isMethodGranted } from './sessionGrants'
import { IRN_RELAY, JSONRPC_VERSION, nowSeconds, signError, USER_REJECTED } from './signDefaults'

type WalletProposal = Extract<StoredProposal, { role: 'wallet' }>
type Incoming = { topic: string; expiry: number | undefined }
type IncomingAuth = { pairingTopic: string; params: SessionAuthenticateParams }

export class WalletEngine extends SignEngine {
  /** Requests the dapp sent that wait for `respond`, by id. */
  private readonly incoming = new Map<number, Incoming>()
  /** wc_sessionAuthenticate requests that wait for approveAuthenticate or rejectAuthenticate. */
  private readonly authRequests = new Map<number, IncomingAuth>()
  /** The methods each pairing's URI announced (a pairing for wc_sessionAuthenticate only). */
  private readonly pairingMethods = new Map<string, string[]>()

  private constructor(options: SignClientOptions) {
    super('wallet', options)
  }

  static start(options: SignClientOptions): Promise<WalletEngine> {
    return SignEngine.boot(new WalletEngine(options), options)
  }

  /** The wallet's undecided proposals. */
  pendingProposals(): { id: number; pairingTopic: string; params: SessionProposeParams }[] {
    return [...this.proposals.values()]
      .filter((proposal): proposal is WalletProposal => proposal.role === 'wallet')
      .map(({ id, pairingTopic, params }) => ({ id, pairingTopic, params }))
  }

  /** Joins the pairing of a URI the dapp showed; its proposal arrives as a `proposal` event. */
  async pair(parameters: { uri: string }): Promise<PairingState> {
    this.assertOpen()
    const uri = parsePairingUri(parameters.uri)
    this.wakeRelay()
    const at = nowSeconds()
    if (uri.expiryTimestamp !== undefined && uri.expiryTimestamp <= at)
      throw new PairingUriError('the pairing URI expired', { part: 'expiryTimestamp' })
    if (uri.topic !== (await deriveTopic(uri.symKey)))
      throw new PairingUriError('the topic is not the hash of the key', { part: 'topic' })
    if (uri.methods) this.pairingMethods.set(uri.topic, uri.methods.flat())
    const existing = this.pairingKeys.get(uri.topic)
    if (existing) return existing.state
    const state = createPairingState(uri.topic, 'responder', at)
    this.pairingKeys.set(uri.topic, { symKey: uri.symKey, state })
    await this.store.put({ kind: 'pairing', symKey: uri.symKey, state })
    await this.relay.subscribe(uri.topic)
    this.scheduleSweep()
    return state
  }

  /**
   * Approves a proposal: the session key from a new key pair and the dapp's, wc_sessionSettle on
   * the session topic, then the proposal's answer on the pairing topic (the spec's order, so the
   * settlement waits in the relay when the dapp subscribes). The namespaces must satisfy what the
   * dapp required (ProtocolError otherwise); `acknowledged` turns true with the dapp's answer.
   */
  async approve(parameters: {
    id: number
    namespaces: SessionNamespaces
    sessionProperties?: Record<string, string>
  }): Promise<Session> {
    this.assertOpen()
    const proposal = this.walletProposal(parameters.id)
    const { params, pairingTopic } = proposal
    const at = nowSeconds()
    if (params.expiryTimestamp !== undefined && params.expiryTimestamp <= at) {
      await this.dropProposal(proposal)
      throw new RequestExpiredError('the proposal expired', {
        method: 'wc_sessionPropose',
        expiry: params.expiryTimestamp,
      })
    }
    const namespaces = checkSessionNamespaces(parameters.namespaces, params.requiredNamespaces)
    const self = await generateKeyPair()
    const symKey = await deriveSymKey(self.privateKey, params.proposer.publicKey)
    const topic = await deriveTopic(symKey)
    const session: Session = {
      topic,
      pairingTopic,
      relay: IRN_RELAY,
      expiry: at + SESSION_TTL_SECONDS,
      acknowledged: false,
      controller: self.publicKey,
      namespaces,
      requiredNamespaces: params.requiredNamespaces,
      optionalNamespaces: params.optionalNamespaces ?? {},
      ...(parameters.sessionProperties ? { sessionProperties: parameters.sessionProperties } : {}),
      self: { publicKey: self.publicKey, metadata: this.metadata },
      peer: params.proposer,
    }
    await this.saveSession(symKey, session)
    await this.dropProposal(proposal)
    await this.relay.subscribe(topic)
    const settle: SessionSettleParams = {
      relay: IRN_RELAY,
      controller: session.self,
      namespaces,
      ...(session.sessionProperties ? { sessionProperties: session.sessionProperties } : {}),
      expiry: session.expiry,
    }
    const { response } = await this.sendRequest(topic, 'wc_sessionSettle', settle)
    response.then(
      () => this.acknowledge(topic),
      (cause: unknown) => this.settleFailed(topic, cause),
    )
    await this.answer(pairingTopic, proposal.id, 'wc_sessionPropose', {
      relay: IRN_RELAY,
      responderPublicKey: self.publicKey,
    })
    this.scheduleSweep()
    return session
  }

  /** Refuses a proposal (5000 user rejected unless another reason is given). */
  async reject(parameters: { id: number; reason?: ReasonParams }): Promise<void> {
    this.assertOpen()
    const proposal = this.walletProposal(parameters.id)
    await this.dropProposal(proposal)
    await this.answerError(
      proposal.pairingTopic,
      proposal.id,
      parameters.reason ?? USER_REJECTED,
      RPC_METHOD_POLICIES.wc_sessionPropose.reject,
    )
  }

  /**
   * Answers a `request` event. After the request's expiry the dapp gets 8000 (session request
   * expired) instead, and this throws RequestExpiredError.
   */
  async respond(
    parameters: { topic: string; id: number } & (
      | { result: unknown }
      | { error: { code: number; message: string } }
    ),
  ): Promise<void> {
    this.assertOpen()
    const { topic, id } = parameters
    const incoming = this.incoming.get(id)
    if (!incoming || incoming.topic !== topic)
      throw new NotFoundError(`no request ${id} waits for an answer on ${topic}`, {
        kind: 'request',
        key: String(id),
      })
    this.incoming.delete(id)
    this.liveSession(topic)
    const policy = RPC_METHOD_POLICIES.wc_sessionRequest.response
    if (incoming.expiry !== undefined && incoming.expiry <= nowSeconds()) {
      await this.answerError(
        topic,
        id,
        signError('sessionRequestExpired', 'Request expired.'),
        policy,
      )
      throw new RequestExpiredError(`request ${id} expired before its answer`, {
        method: 'wc_sessionRequest',
        expiry: incoming.expiry,
      })
    }
    if ('error' in parameters) await this.answerError(topic, id, parameters.error, policy)
    else await this.answer(topic, id, 'wc_sessionRequest', parameters.result)
  }

  /** wc_sessionEvent (`accountsChanged`, `chainChanged`, …) for an event and chain the session grants. */
  async emit(parameters: {
    topic: string
    chainId: string
    event: { name: string; data: unknown }
  }): Promise<void> {
    this.assertOpen()
    const { topic, chainId, event } = parameters
    const { session } = this.liveSession(topic)
    if (!isEventGranted(session.namespaces, chainId, event.name))
      throw new ProtocolError(`${event.name} on ${chainId} is not granted by the session`, {
        code: SIGN_ERROR_CODES.unauthorizedEvent,
        reason: 'unauthorizedEvent',
      })
    const { response } = await this.sendRequest(topic, 'wc_sessionEvent', { event, chainId })
    response.catch((cause: unknown) => this.log(`wc_sessionEvent not acknowledged: ${cause}`))
  }

  /** wc_sessionUpdate: new namespaces, which must still satisfy what the dapp required. */
  async update(parameters: { topic: string; namespaces: SessionNamespaces }): Promise<Session> {
    this.assertOpen()
    const { symKey, session } = this.liveSession(parameters.topic)
    const namespaces = checkSessionNamespaces(parameters.namespaces, session.requiredNamespaces)
    const updated = { ...session, namespaces }
    await this.saveSession(symKey, updated)
    const { response } = await this.sendRequest(session.topic, 'wc_sessionUpdate', { namespaces })
    response.catch((cause: unknown) => this.log(`wc_sessionUpdate not acknowledged: ${cause}`))
    return updated
  }

  /** wc_sessionExtend: the session lives another 7 days from now. */
  async extend(parameters: { topic: string }): Promise<Session> {
    this.assertOpen()
    const { symKey, session } = this.liveSession(parameters.topic)
    const updated = { ...session, expiry: nowSeconds() + SESSION_TTL_SECONDS }
    await this.saveSession(symKey, updated)
    const params = { expiry: updated.expiry }
    const { response } = await this.sendRequest(session.topic, 'wc_sessionExtend', params)
    response.catch((cause: unknown) => this.log(`wc_sessionExtend not acknowledged: ${cause}`))
    this.scheduleSweep()
    return updated
  }

  /** The wallet's undecided wc_sessionAuthenticate requests. */
  pendingAuthenticateRequests(): SignClientEvents['authenticate'][] {
    return [...this.authRequests].map(([id, { pairingTopic, params }]) => ({
      id,
      pairingTopic,
      params,
    }))
  }

  /**
   * Signs the dapp in (wallet authentication): `auths` are the CACAOs the user signed
   * (createCacao over formatAuthMessage), checked as the dapp will check them (CacaoError). Their
   * ReCaps' methods make a session, settled at once; the answer goes sealed in a type 1 envelope
   * to the dapp's response topic. After the request's expiry the dapp gets 8000 instead, and this
   * throws RequestExpiredError.
   */
  async approveAuthenticate(parameters: {
    id: number
    auths: Cacao[]
  }): Promise<{ session: Session | undefined }> {
    this.assertOpen()
    const { id, auths } = parameters
    const { pairingTopic, params } = this.authRequest(id)
    await this.refuseIfExpired(id, params)
    for (const cacao of auths) await verifyCacaoLazily(cacao, params.authPayload)
    const self = await generateKeyPair()
    const symKey = await deriveSymKey(self.privateKey, params.requester.publicKey)
    const namespaces = authNamespaces(auths)
    let session: Session | undefined
    if (namespaces) {
      session = {
        topic: await deriveTopic(symKey),
        pairingTopic,
        relay: IRN_RELAY,
        expiry: nowSeconds() + SESSION_TTL_SECONDS,
        acknowledged: true,
        controller: self.publicKey,
        namespaces,
        requiredNamespaces: {},
        optionalNamespaces: {},
        self: { publicKey: self.publicKey, metadata: this.metadata },
        peer: params.requester,
      }
      await this.saveSession(symKey, session)
      await this.relay.subscribe(session.topic)
      this.scheduleSweep()
    }
    this.authRequests.delete(id)
    const result: SessionAuthenticateResult = {
      cacaos: auths,
      responder: { publicKey: self.publicKey, metadata: this.metadata },
    }
    await this.publishSealed(
      await deriveTopic(params.requester.publicKey),
      { id, jsonrpc: JSONRPC_VERSION, result },
      RPC_METHOD_POLICIES.wc_sessionAuthenticate.response,
      { symKey, senderPublicKey: self.publicKey },
    )
    return { session }
  }

  /** Refuses a wc_sessionAuthenticate request (5000 user rejected unless another reason is given). */
  async rejectAuthenticate(parameters: { id: number; reason?: ReasonParams }): Promise<void> {
    this.assertOpen()
    const { id, reason = USER_REJECTED } = parameters
    const { params } = this.authRequest(id)
    this.authRequests.delete(id)
    await this.answerAuth(params, id, reason, RPC_METHOD_POLICIES.wc_sessionAuthenticate.reject)
  }

  protected override roleHandlers(): Partial<Record<RpcMethod, RequestHandler>> {
    return {
      wc_sessionAuthenticate: (topic, request, attestationId) =>
        this.onAuthenticate(topic, request, attestationId),
      wc_sessionPropose: (topic, request, attestationId) =>
        this.onProposal(topic, request, attestationId),
      wc_sessionRequest: (topic, request, attestationId) =>
        this.onSessionRequest(topic, request, attestationId),
    }
  }

  private async onAuthenticate(
    topic: string,
    { id, params: raw }: JsonRpcRequest,
    attestationId: string,
  ): Promise<void> {
    if (!this.pairingKeys.has(topic))
      return this.log(`dropped wc_sessionAuthenticate ${id}: ${topic} is not a pairing`)
    const autoReject = RPC_METHOD_POLICIES.wc_sessionAuthenticate.autoReject
    const params = readSessionAuthenticateParams(raw)
    if (!params) {
      const requester = isRecord(raw) ? readParticipant(raw.requester) : undefined
      if (!requester) return this.log(`dropped wc_sessionAuthenticate ${id}: no requester key`)
      const malformed = signError('malformedRequestParams', 'Malformed authentication request.')
      return this.answerAuth({ requester }, id, malformed, autoReject)
    }
    if (params.expiryTimestamp <= nowSeconds())
      return this.answerAuth(params, id, signError('sessionRequestExpired', 'Expired.'), autoReject)
    if (!this.hasListeners('authenticate')) {
      // No one here signs in: the fallback proposal on the same pairing is the way.
      const unsupported = signError(
        'methodUnsupported',
        'Unsupported method wc_sessionAuthenticate.',
      )
      return this.answerAuth(params, id, unsupported, autoReject)
    }
    if (this.authRequests.has(id)) return this.log(`dropped a second wc_sessionAuthenticate ${id}`)
    this.authRequests.set(id, { pairingTopic: topic, params })
    this.scheduleSweep()
    const verifyContext = await this.verifyContext(attestationId, params.requester.metadata.url)
    this.notify('authenticate', { id, pairingTopic: topic, params, ...withContext(verifyContext) })
  }

  /** An error answer to wc_sessionAuthenticate: sealed to the dapp's key, on its response topic. */
  private async answerAuth(
    params: Pick<SessionAuthenticateParams, 'requester'>,
    id: number,
    reason: ReasonParams,
    policy: RpcPolicy,
  ): Promise<void> {
    const self = await generateKeyPair()
    const { publicKey } = params.requester
    try {
      await this.publishSealed(
        await deriveTopic(publicKey),
        { id, jsonrpc: JSONRPC_VERSION, error: reason },
        policy,
        { symKey: await deriveSymKey(self.privateKey, publicKey), senderPublicKey: self.publicKey },
      )
    } catch (cause) {
      this.log(`answer to wc_sessionAuthenticate ${id} not published: ${String(cause)}`)
    }
  }

  private authRequest(id: number): IncomingAuth {
    const request = this.authRequests.get(id)
    if (!request)
      throw new NotFoundError(`no wc_sessionAuthenticate ${id} waits for an answer`, {
        kind: 'request',
        key: String(id),
      })
    return request
  }

  private async refuseIfExpired(id: number, params: SessionAuthenticateParams): Promise<void> {
    if (params.expiryTimestamp > nowSeconds()) return
    this.authRequests.delete(id)
    const expired = signError('sessionRequestExpired', 'Request expired.')
    await this.answerAuth(params, id, expired, RPC_METHOD_POLICIES.wc_sessionAuthenticate.reject)
    throw new RequestExpiredError(`wc_sessionAuthenticate ${id} expired before its answer`, {
      method: 'wc_sessionAuthenticate',
      expiry: params.expiryTimestamp,
    })
  }

  private async onProposal(
    topic: string,
    { id, params: raw }: JsonRpcRequest,
    attestationId: string,
  ): Promise<void> {
    const autoReject = RPC_METHOD_POLICIES.wc_sessionPropose.autoReject
    if (!this.pairingKeys.has(topic))
      return this.log(`dropped proposal ${id}: ${topic} is not a pairing`)
    const expected = this.pairingMethods.get(topic)
    if (
      expected?.includes('wc_sessionAuthenticate') &&
      !expected.includes('wc_sessionPropose') &&
      this.hasListeners('authenticate')
    )
      // The pairing was made for wallet authentication and this wallet signs in: the proposal is
      // only the fallback for wallets that cannot (the official SDK ignores it the same way).
      return this.log(`ignored fallback proposal ${id} on ${topic}`)
    const params = readSessionProposeParams(raw)
    if (!params)
      return this.answerError(
        topic,
        id,
        signError('malformedRequestParams', 'Malformed proposal.'),
        autoReject,
      )
    if (params.expiryTimestamp !== undefined && params.expiryTimestamp <= nowSeconds())
      return this.answerError(
        topic,
        id,
        signError('sessionRequestExpired', 'Proposal expired.'),
        autoReject,
      )
    if (this.proposals.has(id)) return this.log(`dropped a second proposal ${id}`)
    const proposal: WalletProposal = {
      kind: 'proposal',
      role: 'wallet',
      id,
      pairingTopic: topic,
      params,
    }
    this.proposals.set(id, proposal)
    await this.store.put(proposal)
    this.scheduleSweep()
    const verifyContext = await this.verifyContext(attestationId, params.proposer.metadata.url)
    this.notify('proposal', { id, pairingTopic: topic, params, ...withContext(verifyContext) })
  }

  private async onSessionRequest(
    topic: string,
    { id, params: raw }: JsonRpcRequest,
    attestationId: string,
  ): Promise<void> {
    const live = this.sessionKeys.get(topic)
    const refuse = (reason: SignErrorName, message: string) =>
      this.fail(topic, id, 'wc_sessionRequest', signError(reason, message))
    if (!live) return refuse('noSessionForTopic', 'No session.')
    const params = readSessionRequestParams(raw)
    if (!params) return refuse('malformedRequestParams', 'Malformed request.')
    const { chainId, request } = params
    if (!isMethodGranted(live.session.namespaces, chainId, request.method))
      return refuse('unauthorizedMethod', 'Unauthorized method.')
    const at = nowSeconds()
    const { expiry } = request
    if (expiry !== undefined && (expiry <= at || expiry > at + REQUEST_EXPIRY_MAX_SECONDS))
      return refuse('sessionRequestExpired', 'Request expired.')
    this.incoming.set(id, { topic, expiry: request.expiry })
    const verifyContext = await this.verifyContext(attestationId, live.session.peer.metadata.url)
    this.notify('request', { id, topic, chainId, ...request, ...withContext(verifyContext) })
  }

  private walletProposal(id: number): WalletProposal {
    const proposal = this.proposals.get(id)
    if (proposal?.role !== 'wallet')
      throw new NotFoundError(`no proposal ${id}`, { kind: 'proposal', key: String(id) })
    return proposal
  }

  private async acknowledge(topic: string): Promise<void> {
    const live = this.sessionKeys.get(topic)
    if (!live) return
    const session = { ...live.session, acknowledged: true }
    await this.saveSession(live.symKey, session)
    this.notify('session', session)
  }

  /** The dapp refused our settlement: the session never existed for it, so it goes here too. */
  private async settleFailed(topic: string, cause: unknown): Promise<void> {
    this.log(`settlement on ${topic} not acknowledged: ${String(cause)}`)
    if (cause instanceof PeerRpcError && this.sessionKeys.has(topic))
      await this.endSession(topic, 'deleted', { code: cause.code, message: cause.message })
  }

  protected override sessionEnded(topic: string): void {
    for (const [id, incoming] of this.incoming)
      if (incoming.topic === topic) this.incoming.delete(id)
  }

  protected override sweepRole(at: number): void {
    for (const [id, incoming] of this.incoming)
      if (incoming.expiry !== undefined && incoming.expiry <= at) this.incoming.delete(id)
    for (const [id, { params }] of this.authRequests)
      if (params.expiryTimestamp <= at) this.authRequests.delete(id)
  }

  protected override roleExpiries(): (number | undefined)[] {
    return [
      ...[...this.incoming.values()].map(({ expiry }) => expiry),
      ...[...this.authRequests.values()].map(({ params }) => params.expiryTimestamp),
    ]
  }
}

/** The event's `verifyContext` field, only with Verify (the events stay as they were without). */
const withContext = (verifyContext: VerifyContext | undefined) =>
  verifyContext ? { verifyContext } : {}
