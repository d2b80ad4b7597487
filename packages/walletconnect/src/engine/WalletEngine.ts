// The wallet's side of the Sign protocol: pair from a URI, receive and decide proposals (settling
// approved ones), answer requests before their expiry, emit events, update and extend sessions.
// What both sides share (relay intake, answers, storage, expiry) is SignEngine's.
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
import {
  REQUEST_EXPIRY_MAX_SECONDS,
  RPC_METHOD_POLICIES,
  type RpcMethod,
} from '../rpc/rpcMethodPolicies'
import { checkSessionNamespaces } from '../sign/checkSessionNamespaces'
import { SIGN_ERROR_CODES, type SignErrorName } from '../sign/errorCodes'
import { readSessionProposeParams, readSessionRequestParams } from '../sign/readSignParams'
import type {
  ReasonParams,
  SessionNamespaces,
  SessionProposeParams,
  SessionSettleParams,
} from '../sign/SignTypes'
import type { StoredProposal } from '../storage/StoredRecord'
import { parsePairingUri } from '../uri/parsePairingUri'
import { SESSION_TTL_SECONDS } from './constants'
import type { Session } from './Session'
import { type RequestHandler, type SignClientOptions, SignEngine } from './SignEngine'
import { isEventGranted, isMethodGranted } from './sessionGrants'
import { IRN_RELAY, nowSeconds, signError, USER_REJECTED } from './signDefaults'

type WalletProposal = Extract<StoredProposal, { role: 'wallet' }>
type Incoming = { topic: string; expiry: number | undefined }

export class WalletEngine extends SignEngine {
  /** Requests the dapp sent that wait for `respond`, by id. */
  private readonly incoming = new Map<number, Incoming>()

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
    const at = nowSeconds()
    if (uri.expiryTimestamp !== undefined && uri.expiryTimestamp <= at)
      throw new PairingUriError('the pairing URI expired', { part: 'expiryTimestamp' })
    if (uri.topic !== deriveTopic(uri.symKey))
      throw new PairingUriError('the topic is not the hash of the key', { part: 'topic' })
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
    const self = generateKeyPair()
    const symKey = deriveSymKey(self.privateKey, params.proposer.publicKey)
    const topic = deriveTopic(symKey)
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

  protected override roleHandlers(): Partial<Record<RpcMethod, RequestHandler>> {
    return {
      wc_sessionPropose: (topic, request) => this.onProposal(topic, request),
      wc_sessionRequest: (topic, request) => this.onSessionRequest(topic, request),
    }
  }

  private async onProposal(topic: string, { id, params: raw }: JsonRpcRequest): Promise<void> {
    const autoReject = RPC_METHOD_POLICIES.wc_sessionPropose.autoReject
    if (!this.pairingKeys.has(topic))
      return this.log(`dropped proposal ${id}: ${topic} is not a pairing`)
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
    this.notify('proposal', { id, pairingTopic: topic, params })
  }

  private async onSessionRequest(
    topic: string,
    { id, params: raw }: JsonRpcRequest,
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
    this.notify('request', { id, topic, chainId, ...request })
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
  }

  protected override roleExpiries(): (number | undefined)[] {
    return [...this.incoming.values()].map(({ expiry }) => expiry)
  }
}
