// The dapp's side of the Sign protocol (sign session-proposal, rpc-methods): a pairing and a
// proposal on it, the wallet's answer and settlement, then requests, and the wallet's events,
// updates and extensions. What both sides share (relay intake, answers, storage, expiry) is
// SignEngine's.
import { authNamespaces } from '../cacao/authNamespaces'
import { readSessionAuthenticateResult } from '../cacao/readSessionAuthenticate'
import type { VerifiedCacao } from '../cacao/VerifiedCacao'
import { verifyCacao } from '../cacao/verifyCacao'
import { deriveSymKey } from '../crypto/deriveSymKey'
import { deriveTopic } from '../crypto/deriveTopic'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { generateSymKey } from '../crypto/generateSymKey'
import type { KeyPair } from '../crypto/KeyPair'
import { PeerRpcError } from '../errors/peerRpc'
import { ProtocolError } from '../errors/protocol'
import { RequestExpiredError } from '../errors/requestExpired'
import type { JsonRpcErrorResponse, JsonRpcRequest, JsonRpcResult } from '../jsonrpc/JsonRpc'
import { createPairingState } from '../pairing/pairingReducer'
import { createRpcId } from '../relay/createRpcId'
import {
  REQUEST_EXPIRY_MAX_SECONDS,
  REQUEST_EXPIRY_MIN_SECONDS,
  RPC_METHOD_POLICIES,
  type RpcMethod,
} from '../rpc/rpcMethodPolicies'
import { createSessionProposal } from '../sign/createSessionProposal'
import { SIGN_ERROR_CODES } from '../sign/errorCodes'
import { type ProposalState, proposalReducer } from '../sign/proposalReducer'
import {
  isRecord,
  readExtendParams,
  readSessionEventParams,
  readSessionNamespaces,
  readSessionProposeResult,
  readSessionSettleParams,
} from '../sign/readSignParams'
import type { ProposalNamespaces } from '../sign/SignTypes'
import type { StoredAuthRequest, StoredProposal } from '../storage/StoredRecord'
import { formatPairingUri } from '../uri/formatPairingUri'
import type { AuthenticateParameters, AuthenticateResponse } from './Authentication'
import { type AuthRequest, AuthRequests } from './AuthRequests'
import { answerTags } from './answerTags'
import { SESSION_TTL_SECONDS } from './constants'
import { createAuthRequest } from './createAuthRequest'
import { namespacesProblem } from './namespacesProblem'
import type { Session } from './Session'
import { type RequestHandler, type SignClientOptions, SignEngine } from './SignEngine'
import { isEventGranted, isMethodGranted } from './sessionGrants'
import { IRN_RELAY, JSONRPC_VERSION, nowSeconds, signError } from './signDefaults'

type DappProposal = Extract<StoredProposal, { role: 'dapp' }>

const isAuthenticateResponse = (outcome: unknown): outcome is AuthenticateResponse =>
  typeof outcome === 'object' && outcome !== null && 'cacaos' in outcome && 'session' in outcome
type Waiter = { resolve(session: Session): void; reject(error: unknown): void }

export class DappEngine extends SignEngine {
  /** Session topics of approved proposals, awaiting their settlement → the session key. */
  private readonly settling = new Map<string, string>()
  private readonly waiters = new Map<number, Waiter>()
  private readonly authRequests = new AuthRequests()

  private constructor(options: SignClientOptions) {
    super('dapp', options)
  }

  static start(options: SignClientOptions): Promise<DappEngine> {
    return SignEngine.boot(new DappEngine(options), options)
  }

  /**
   * A new pairing and a session proposal on it: show `uri` (QR code, deep link); `approval`
   * resolves with the session once the wallet settled it, rejects with PeerRpcError when the
   * wallet refused, RequestExpiredError when the proposal expired unanswered.
   */
  async connect(parameters: {
    requiredNamespaces?: ProposalNamespaces
    optionalNamespaces?: ProposalNamespaces
    sessionProperties?: Record<string, string>
  }): Promise<{ uri: string; approval: Promise<Session> }> {
    this.assertOpen()
    this.wakeRelay()
    const pairing = await this.openPairing()
    try {
      const { approval } = await this.propose(pairing, generateKeyPair(), parameters)
      return { uri: pairing.uri, approval }
    } catch (cause) {
      this.abandonPairing(pairing.topic)
      throw cause
    }
  }

  /**
   * One-prompt sign-in (wallet authentication): a new pairing carrying wc_sessionAuthenticate and,
   * as the fallback, an ordinary proposal. Show `uri`. `response` resolves with the wallet's
   * CACAOs, each checked (CacaoError when one fails), and the session they establish; or, when the
   * wallet answers the proposal instead, with that session and no CACAO. PeerRpcError when the
   * wallet refused, RequestExpiredError at `expiry` without an answer.
   */
  async authenticate(
    parameters: AuthenticateParameters,
  ): Promise<{ uri: string; response: Promise<AuthenticateResponse> }> {
    this.assertOpen()
    const keyPair = generateKeyPair()
    const requester = { publicKey: keyPair.publicKey, metadata: this.metadata }
    const { params, fallback } = createAuthRequest(parameters, requester, nowSeconds())
    this.wakeRelay()
    const pairing = await this.openPairing([['wc_sessionAuthenticate']])
    const responseTopic = deriveTopic(keyPair.publicKey)
    const id = createRpcId()
    try {
      await this.relay.subscribe(responseTopic)
      const { id: proposalId, approval } = await this.propose(pairing, keyPair, {
        optionalNamespaces: fallback,
      })
      // The fallback's outcome reaches the request through the proposal's own end (its
      // settlement, or proposalEnded), which a restarted client sees too: nobody awaits this.
      approval.catch(() => {})
      const record: StoredAuthRequest = {
        kind: 'authRequest',
        id,
        pairingTopic: pairing.topic,
        privateKey: keyPair.privateKey,
        params,
        proposalId,
      }
      const response = this.authRequests.add(record)
      await this.store.put(record)
      this.scheduleSweep()
      const request = { id, jsonrpc: JSONRPC_VERSION, method: 'wc_sessionAuthenticate', params }
      const policy = RPC_METHOD_POLICIES.wc_sessionAuthenticate.request
      await this.publish(pairing.topic, request, policy, params.expiryTimestamp)
      return { uri: pairing.uri, response }
    } catch (cause) {
      // Nobody holds its promise yet: it goes without an answer, with the pairing.
      const auth = this.authRequests.get(id)
      if (auth) {
        this.authRequests.delete(id)
        await this.store.remove(auth)
      }
      void this.unsubscribe(responseTopic)
      this.abandonPairing(pairing.topic)
      throw cause
    }
  }

  private async openPairing(
    methods?: string[][],
  ): Promise<{ topic: string; uri: string; expiry: number }> {
    const symKey = generateSymKey()
    const topic = deriveTopic(symKey)
    // Subscribed before it is kept: a relay that cannot be reached leaves no pairing behind.
    try {
      await this.relay.subscribe(topic)
    } catch (cause) {
      await this.unsubscribe(topic)
      throw cause
    }
    const state = createPairingState(topic, 'proposer', nowSeconds())
    this.pairingKeys.set(topic, { symKey, state })
    await this.store.put({ kind: 'pairing', symKey, state })
    const expiryTimestamp = state.expiry
    const uri = formatPairingUri({
      topic,
      symKey,
      relay: IRN_RELAY,
      expiryTimestamp,
      ...(methods ? { methods } : {}),
    })
    return { topic, uri, expiry: state.expiry }
  }

  private async propose(
    pairing: { topic: string; expiry: number },
    keyPair: KeyPair,
    parameters: {
      requiredNamespaces?: ProposalNamespaces
      optionalNamespaces?: ProposalNamespaces
      sessionProperties?: Record<string, string>
    },
  ): Promise<{ id: number; approval: Promise<Session> }> {
    const { topic } = pairing
    const request = createSessionProposal({
      publicKey: keyPair.publicKey,
      metadata: this.metadata,
      ...parameters,
    })
    const expiry = request.params.expiryTimestamp ?? pairing.expiry
    const proposal: DappProposal = {
      kind: 'proposal',
      role: 'dapp',
      id: request.id,
      privateKey: keyPair.privateKey,
      params: request.params,
      state: { status: 'proposed', id: request.id, pairingTopic: topic, expiry },
    }
    this.proposals.set(proposal.id, proposal)
    await this.store.put(proposal)
    const approval = new Promise<Session>((resolve, reject) =>
      this.waiters.set(proposal.id, { resolve, reject }),
    )
    try {
      await this.publish(topic, request, RPC_METHOD_POLICIES.wc_sessionPropose.request, expiry)
    } catch (cause) {
      // Never sent: nobody holds `approval`, so it goes without settling.
      this.waiters.delete(proposal.id)
      await this.dropProposal(proposal)
      throw cause
    }
    this.scheduleSweep()
    return { id: proposal.id, approval }
  }

  /**
   * A connection attempt that failed half-way (the relay went away): its pairing is forgotten here
   * and, when the relay can be reached, there too, without making the caller wait for that.
   */
  private abandonPairing(topic: string): void {
    this.endPairing(topic).catch((cause) => this.log(`pairing ${topic} not ended: ${cause}`))
  }

  /**
   * wc_sessionRequest: resolves with the wallet's result; PeerRpcError for its error answer,
   * RequestExpiredError at `expiry` (seconds; 5 minutes from now by default) without one.
   */
  async request(parameters: {
    topic: string
    chainId: string
    request: { method: string; params?: unknown }
    expiry?: number
  }): Promise<unknown> {
    this.assertOpen()
    const { topic, chainId, request } = parameters
    const { session } = this.liveSession(topic)
    if (!isMethodGranted(session.namespaces, chainId, request.method))
      throw new ProtocolError(`${request.method} on ${chainId} is not granted by the session`, {
        code: SIGN_ERROR_CODES.unauthorizedMethod,
        reason: 'unauthorizedMethod',
      })
    const at = nowSeconds()
    const expiry = parameters.expiry ?? at + REQUEST_EXPIRY_MIN_SECONDS
    if (expiry < at + REQUEST_EXPIRY_MIN_SECONDS || expiry > at + REQUEST_EXPIRY_MAX_SECONDS)
      throw new ProtocolError('request expiry must be 5 minutes to 7 days ahead', {
        code: SIGN_ERROR_CODES.sessionRequestExpired,
        reason: 'sessionRequestExpired',
      })
    const params = { request: { method: request.method, params: request.params, expiry }, chainId }
    const { response } = await this.sendRequest(topic, 'wc_sessionRequest', params, expiry)
    return response
  }

  protected override roleHandlers(): Partial<Record<RpcMethod, RequestHandler>> {
    return {
      wc_sessionSettle: (topic, request) => this.onSettle(topic, request),
      wc_sessionEvent: (topic, request) => this.onSessionEvent(topic, request),
      wc_sessionUpdate: (topic, request) => this.onSessionUpdate(topic, request),
      wc_sessionExtend: (topic, request) => this.onSessionExtend(topic, request),
    }
  }

  protected override async onUntrackedAnswer(
    topic: string,
    tag: number,
    response: JsonRpcResult | JsonRpcErrorResponse,
  ): Promise<boolean> {
    const auth = this.authRequests.get(response.id)
    if (auth?.pairingTopic === topic) {
      // On the pairing topic only a refusal can come (a wallet that does not know the method);
      // the signed answer is sealed to the request's key, on its response topic.
      if ('error' in response && answerTags('wc_sessionAuthenticate').has(tag))
        await this.onAuthError(auth, response)
      else this.log(`dropped an answer to wc_sessionAuthenticate ${response.id} on the pairing`)
      return true
    }
    const proposal = this.proposals.get(response.id)
    if (proposal?.role !== 'dapp' || proposal.state.pairingTopic !== topic) return false
    await this.onProposeResponse(proposal, tag, response)
    return true
  }

  /** The wallet's answer to our proposal: its key (approval) or an error (rejection). */
  private async onProposeResponse(
    proposal: DappProposal,
    tag: number,
    response: JsonRpcResult | JsonRpcErrorResponse,
  ): Promise<void> {
    if (!answerTags('wc_sessionPropose').has(tag))
      return this.log(`dropped the answer to proposal ${proposal.id}: tag ${tag}`)
    if (proposal.state.status !== 'proposed')
      return this.log(`dropped a second answer to proposal ${proposal.id}`)
    const { id } = proposal
    if ('error' in response) {
      this.peerSeen(proposal.state.pairingTopic)
      await this.dropProposal(proposal)
      const { code, message } = response.error
      return this.proposalEnded(
        proposal,
        new PeerRpcError(`proposal refused: ${message}`, { code, method: 'wc_sessionPropose' }),
      )
    }
    const result = readSessionProposeResult(response.result)
    if (!result) return this.log(`dropped a malformed answer to proposal ${id}`)
    let symKey: string
    try {
      symKey = deriveSymKey(proposal.privateKey, result.responderPublicKey)
    } catch (cause) {
      return this.log(`dropped an answer to proposal ${id} with an unusable key: ${String(cause)}`)
    }
    const sessionTopic = deriveTopic(symKey)
    const state = proposalReducer(proposal.state, {
      type: 'approved',
      id,
      responderPublicKey: result.responderPublicKey,
      sessionTopic,
      now: nowSeconds(),
    })
    if (state.status !== 'approved') return this.log(`dropped a late answer to proposal ${id}`)
    this.peerSeen(proposal.state.pairingTopic)
    const approved: DappProposal = { ...proposal, state }
    this.proposals.set(id, approved)
    this.settling.set(sessionTopic, symKey)
    await this.store.put(approved)
    await this.relay.subscribe(sessionTopic)
  }

  private async onSettle(topic: string, { id, params: raw }: JsonRpcRequest): Promise<void> {
    const proposal = [...this.proposals.values()].find(
      (candidate): candidate is DappProposal =>
        candidate.role === 'dapp' &&
        candidate.state.status === 'approved' &&
        candidate.state.sessionTopic === topic,
    )
    const symKey = this.settling.get(topic)
    if (!proposal || !symKey || proposal.state.status !== 'approved')
      return this.fail(
        topic,
        id,
        'wc_sessionSettle',
        signError('noSessionForTopic', 'No pending session.'),
      )
    const params = readSessionSettleParams(raw)
    const at = nowSeconds()
    const problem =
      !params ||
      params.controller.publicKey !== proposal.state.responderPublicKey ||
      params.expiry <= at
        ? malformedSettlement()
        : namespacesProblem(params.namespaces, proposal.params.requiredNamespaces)
    if (problem || !params) {
      const refused = problem ?? malformedSettlement()
      await this.fail(topic, id, 'wc_sessionSettle', {
        code: refused.code,
        message: refused.message,
      })
      this.settling.delete(topic)
      await this.dropProposal(proposal)
      await this.unsubscribe(topic)
      return this.proposalEnded(proposal, refused)
    }
    const state: ProposalState = proposalReducer(proposal.state, {
      type: 'settled',
      topic,
      params,
      now: at,
    })
    if (state.status !== 'settled') return this.log(`dropped settlement on ${topic}`)
    const session: Session = {
      topic,
      pairingTopic: proposal.state.pairingTopic,
      relay: params.relay,
      expiry: params.expiry,
      acknowledged: true,
      controller: params.controller.publicKey,
      namespaces: params.namespaces,
      requiredNamespaces: proposal.params.requiredNamespaces,
      optionalNamespaces: proposal.params.optionalNamespaces ?? {},
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
      self: proposal.params.proposer,
      peer: params.controller,
    }
    this.settling.delete(topic)
    await this.saveSession(symKey, session)
    await this.dropProposal(proposal)
    await this.answer(topic, id, 'wc_sessionSettle', true)
    this.scheduleSweep()
    this.settleWaiter(proposal.id, session)
    this.notify('session', session)
    // A sign-in's fallback: the wallet connected without signing in.
    const auth = this.authRequests.byProposal(proposal.id)
    if (auth) await this.endAuthRequest(auth, { cacaos: undefined, session }, false)
  }

  private async onSessionEvent(topic: string, { id, params: raw }: JsonRpcRequest): Promise<void> {
    const live = this.sessionKeys.get(topic)
    const params = readSessionEventParams(raw)
    if (!live || !params)
      return this.fail(
        topic,
        id,
        'wc_sessionEvent',
        signError('malformedRequestParams', 'Malformed event.'),
      )
    if (!isEventGranted(live.session.namespaces, params.chainId, params.event.name))
      return this.fail(
        topic,
        id,
        'wc_sessionEvent',
        signError('unauthorizedEvent', 'Unauthorized event.'),
      )
    await this.answer(topic, id, 'wc_sessionEvent', true)
    this.notify('sessionEvent', { topic, chainId: params.chainId, ...params.event })
  }

  private async onSessionUpdate(topic: string, { id, params: raw }: JsonRpcRequest): Promise<void> {
    const live = this.sessionKeys.get(topic)
    const namespaces = readSessionNamespaces((raw as { namespaces?: unknown } | null)?.namespaces)
    if (!live || !namespaces)
      return this.fail(
        topic,
        id,
        'wc_sessionUpdate',
        signError('invalidUpdateRequest', 'Malformed update.'),
      )
    const problem = namespacesProblem(namespaces, live.session.requiredNamespaces)
    if (problem)
      return this.fail(topic, id, 'wc_sessionUpdate', {
        code: problem.code,
        message: problem.message,
      })
    await this.saveSession(live.symKey, { ...live.session, namespaces })
    await this.answer(topic, id, 'wc_sessionUpdate', true)
    this.notify('sessionUpdate', { topic, namespaces })
  }

  /**
   * The wallet extends the session. The spec sends the new `expiry`; the official SDK sends `{}`
   * and means now + 7 days (and itself ignores the value it receives). So an absent expiry is now
   * + 7 days, and a given one is taken within bounds rather than refused (equal to the current one
   * within the same second, a little past ours when the wallet's clock runs ahead): the session
   * never shortens and never reaches past 7 days by this side's clock.
   */
  private async onSessionExtend(topic: string, { id, params: raw }: JsonRpcRequest): Promise<void> {
    const live = this.sessionKeys.get(topic)
    const latest = nowSeconds() + SESSION_TTL_SECONDS
    const params =
      isRecord(raw) && raw.expiry === undefined ? { expiry: latest } : readExtendParams(raw)
    if (!live || !params)
      return this.fail(
        topic,
        id,
        'wc_sessionExtend',
        signError('invalidExtendRequest', 'Invalid extension.'),
      )
    const expiry = Math.max(live.session.expiry, Math.min(params.expiry, latest))
    await this.saveSession(live.symKey, { ...live.session, expiry })
    await this.answer(topic, id, 'wc_sessionExtend', true)
    this.scheduleSweep()
    this.notify('sessionExtend', { topic, expiry })
  }

  protected override responseKeyOf(topic: string): string | undefined {
    return this.authRequests.byResponseTopic(topic)?.privateKey
  }

  protected override async onSealedAnswer(
    topic: string,
    tag: number,
    response: JsonRpcResult | JsonRpcErrorResponse,
    senderPublicKey: string,
    symKey: string,
  ): Promise<void> {
    const auth = this.authRequests.byResponseTopic(topic)
    if (auth?.id !== response.id)
      return this.log(`dropped an answer to unknown request ${response.id} on ${topic}`)
    if (!answerTags('wc_sessionAuthenticate').has(tag))
      return this.log(`dropped the answer to wc_sessionAuthenticate ${response.id}: tag ${tag}`)
    if ('error' in response) return this.onAuthError(auth, response)
    const result = readSessionAuthenticateResult(response.result)
    if (!result || result.responder.publicKey !== senderPublicKey)
      return this.log(`dropped a malformed answer to wc_sessionAuthenticate ${response.id}`)
    this.peerSeen(auth.pairingTopic)
    let cacaos: VerifiedCacao[]
    try {
      cacaos = result.cacaos.map((cacao) => verifyCacao(cacao, auth.params.authPayload))
    } catch (error) {
      await this.endRefusedSession(symKey)
      return this.endAuthRequest(auth, error, true)
    }
    const namespaces = authNamespaces(cacaos.map(({ cacao }) => cacao))
    let session: Session | undefined
    if (namespaces) {
      session = {
        topic: deriveTopic(symKey),
        pairingTopic: auth.pairingTopic,
        relay: IRN_RELAY,
        expiry: nowSeconds() + SESSION_TTL_SECONDS,
        acknowledged: true,
        controller: result.responder.publicKey,
        namespaces,
        requiredNamespaces: {},
        optionalNamespaces: {},
        self: auth.params.requester,
        peer: result.responder,
      }
      await this.relay.subscribe(session.topic)
      await this.saveSession(symKey, session)
      this.scheduleSweep()
      this.notify('session', session)
    }
    await this.endAuthRequest(auth, { cacaos, session }, true)
  }

  /**
   * A signed answer this side refused: the wallet settled a session with it (when the CACAOs'
   * ReCap granted methods) and believes the dapp signed in, so it is told the session is over
   * (wc_sessionDelete on the topic the answer's key derives). Best effort: the wallet may be gone.
   */
  private async endRefusedSession(symKey: string): Promise<void> {
    const topic = deriveTopic(symKey)
    const request = {
      id: createRpcId(),
      jsonrpc: JSONRPC_VERSION,
      method: 'wc_sessionDelete',
      params: signError('signatureVerificationFailed', 'The sign-in was refused.'),
    }
    const policy = RPC_METHOD_POLICIES.wc_sessionDelete.request
    await this.publishSealed(topic, request, policy, { symKey }).catch((cause) =>
      this.log(`the wallet was not told of the refused sign-in: ${String(cause)}`),
    )
  }

  /** The wallet refused, or does not know the method: then the fallback proposal decides. */
  private async onAuthError(auth: AuthRequest, { error }: JsonRpcErrorResponse): Promise<void> {
    this.peerSeen(auth.pairingTopic)
    if (error.code === SIGN_ERROR_CODES.methodUnsupported) {
      auth.unsupported = true
      return this.log(`wc_sessionAuthenticate ${auth.id} unsupported: waiting for the proposal`)
    }
    const refusal = new PeerRpcError(`authentication refused: ${error.message}`, {
      code: error.code,
      method: 'wc_sessionAuthenticate',
    })
    await this.endAuthRequest(auth, refusal, true)
  }

  private async endAuthRequest(
    auth: AuthRequest,
    outcome: AuthenticateResponse | unknown,
    dropFallback: boolean,
  ): Promise<void> {
    if (!this.authRequests.delete(auth.id)) return
    await this.store.remove(auth)
    await this.unsubscribe(auth.responseTopic)
    const proposal = this.proposals.get(auth.proposalId)
    if (dropFallback && proposal) {
      await this.dropProposal(proposal)
      this.proposalEnded(
        proposal,
        new ProtocolError('answered by wallet authentication', {
          code: SIGN_ERROR_CODES.sessionSettlementFailed,
          reason: 'sessionSettlementFailed',
        }),
      )
    }
    if (isAuthenticateResponse(outcome)) auth.resolve(outcome)
    else auth.reject(outcome)
  }

  protected override sweepRole(at: number): void {
    for (const auth of this.authRequests.all())
      if (auth.params.expiryTimestamp <= at)
        this.endAuthRequest(
          auth,
          new RequestExpiredError('the wallet did not answer wc_sessionAuthenticate in time', {
            method: 'wc_sessionAuthenticate',
            expiry: auth.params.expiryTimestamp,
          }),
          true,
        ).catch((cause) => this.log(`auth expiry failed: ${String(cause)}`))
  }

  protected override roleExpiries(): (number | undefined)[] {
    return this.authRequests.all().map(({ params }) => params.expiryTimestamp)
  }

  protected override restoreProposal(record: StoredProposal): void {
    if (record.role !== 'dapp') return
    if (record.state.status === 'approved')
      try {
        const { sessionTopic, responderPublicKey } = record.state
        this.settling.set(sessionTopic, deriveSymKey(record.privateKey, responderPublicKey))
      } catch {
        return
      }
    super.restoreProposal(record)
  }

  protected override extraKeyOf(topic: string): string | undefined {
    return this.settling.get(topic)
  }

  protected override restoreAuthRequest(record: StoredAuthRequest): void {
    this.authRequests.restore(record)
  }

  protected override extraTopics(): string[] {
    return [...this.settling.keys(), ...this.authRequests.all().map((auth) => auth.responseTopic)]
  }

  protected override proposalEnded(proposal: StoredProposal, error: Error): void {
    if (proposal.role === 'dapp' && proposal.state.status === 'approved')
      this.settling.delete(proposal.state.sessionTopic)
    this.settleWaiter(proposal.id, error)
    // A sign-in's fallback ended without a session. A wallet that signs in ignores the proposal,
    // so its expiry ends the request only once the wallet said it cannot sign in; a refusal always.
    const auth = this.authRequests.byProposal(proposal.id)
    if (!auth || (error instanceof RequestExpiredError && !auth.unsupported)) return
    this.endAuthRequest(auth, error, false).catch((cause) =>
      this.log(`sign-in ${auth.id} not ended: ${String(cause)}`),
    )
  }

  protected override closing(error: Error): void {
    for (const auth of this.authRequests.all()) {
      this.authRequests.delete(auth.id)
      auth.reject(error)
    }
    for (const [id, waiter] of this.waiters) {
      this.waiters.delete(id)
      waiter.reject(error)
    }
  }

  private settleWaiter(id: number, outcome: Session | Error): void {
    const waiter = this.waiters.get(id)
    if (!waiter) return
    this.waiters.delete(id)
    if (outcome instanceof Error) waiter.reject(outcome)
    else waiter.resolve(outcome)
  }
}

const malformedSettlement = () =>
  new ProtocolError('malformed settlement', {
    code: SIGN_ERROR_CODES.invalidSessionSettleRequest,
    reason: 'invalidSessionSettleRequest',
  })
