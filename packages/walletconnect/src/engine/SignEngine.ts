// The Sign protocol over a relay, either role (sign session-proposal, rpc-methods; pairing
// readme): it holds the topics' keys, seals and opens every message, matches answers to requests,
// keeps pairings, proposals and sessions (through the pure reducers where the lifecycle has one),
// expires them on time, and persists them so a restarted engine re-subscribes and carries on.
// Every delivery is hostile input until it opened under a topic's key and read as the method's
// shape: anything else is logged and dropped, with no answer and no change of state.
import { generateClientIdentity } from '../auth/generateClientIdentity'
import { deriveSymKey } from '../crypto/deriveSymKey'
import { deriveTopic } from '../crypto/deriveTopic'
import { encrypt } from '../crypto/encrypt'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { generateSymKey } from '../crypto/generateSymKey'
import { NotFoundError } from '../errors/notFound'
import { PairingUriError } from '../errors/pairingUri'
import { PeerRpcError } from '../errors/peerRpc'
import { ProtocolError } from '../errors/protocol'
import { RelayClosedError } from '../errors/relay'
import { RelayOptionsError } from '../errors/relayOptions'
import { RequestExpiredError } from '../errors/requestExpired'
import { SessionEndedError } from '../errors/sessionEnded'
import type { JsonRpcErrorResponse, JsonRpcRequest, JsonRpcResult } from '../jsonrpc/JsonRpc'
import {
  createPairingState,
  type PairingEvent,
  type PairingState,
  pairingReducer,
} from '../pairing/pairingReducer'
import { createRpcId } from '../relay/createRpcId'
import { RecentIds } from '../relay/RecentIds'
import { RelayClient } from '../relay/RelayClient'
import type { RelayMessage } from '../relay/RelayMessage'
import type { RelaySocketConstructor } from '../relay/RelaySocket'
import { publishTtl } from '../rpc/publishTtl'
import type { RpcPolicy } from '../rpc/RpcPolicy'
import {
  REQUEST_EXPIRY_MAX_SECONDS,
  REQUEST_EXPIRY_MIN_SECONDS,
  RPC_METHOD_POLICIES,
  type RpcMethod,
  UNSUPPORTED_METHOD_RESPONSE_POLICY,
} from '../rpc/rpcMethodPolicies'
import { checkSessionNamespaces } from '../sign/checkSessionNamespaces'
import { createSessionProposal } from '../sign/createSessionProposal'
import { SIGN_ERROR_CODES, type SignErrorName } from '../sign/errorCodes'
import { type ProposalState, proposalReducer } from '../sign/proposalReducer'
import {
  isRecord,
  readExtendParams,
  readReasonParams,
  readSessionEventParams,
  readSessionNamespaces,
  readSessionProposeParams,
  readSessionProposeResult,
  readSessionRequestParams,
  readSessionSettleParams,
} from '../sign/readSignParams'
import type {
  Metadata,
  ProposalNamespaces,
  ReasonParams,
  SessionNamespaces,
  SessionProposeParams,
  SessionSettleParams,
} from '../sign/SignTypes'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import type { SignStorage } from '../storage/SignStorage'
import { SignStore } from '../storage/SignStore'
import type { StoredProposal, StoredRecord } from '../storage/StoredRecord'
import { RELAY_PROTOCOL_IRN } from '../uri/constants'
import { formatPairingUri } from '../uri/formatPairingUri'
import { parsePairingUri } from '../uri/parsePairingUri'
import { answerTags } from './answerTags'
import {
  MAX_TIMER_DELAY_MS,
  SESSION_TTL_SECONDS,
  SIGN_RECENT_REQUESTS,
  SIGN_STORAGE_PREFIX,
} from './constants'
import { openPeerMessage } from './openPeerMessage'
import { PendingRequests } from './PendingRequests'
import type { Session } from './Session'
import type { SignClientEvents } from './SignClientEvents'
import type { SignRelay } from './SignRelay'
import { isEventGranted, isMethodGranted } from './sessionGrants'

export type SignRole = 'dapp' | 'wallet'

export type SignClientOptions = {
  /** This side's description, shown by the peer. */
  metadata: Metadata
  /** A relay connection to use (closed with the client only when the client opened it). */
  relay?: SignRelay
  /** Without `relay`: the relay to open (`wss://relay.walletconnect.org` with a `projectId`, or any). */
  relayUrl?: string
  projectId?: string
  /** In Node 20, `ws`'s WebSocket; browsers and Node 22 have a global one. */
  WebSocket?: RelaySocketConstructor
  /** Where pairings, sessions and keys are kept; in memory unless given (createWebStorage). */
  storage?: SignStorage
  /** Storage key prefix; defaults to `gatehouse-walletconnect:<role>:`. */
  storagePrefix?: string
  /** Debug lines: every dropped message and why, storage faults, relay trouble. */
  log?: (line: string) => void
}

type Incoming = { topic: string; expiry: number | undefined }
type Waiter = { resolve(session: Session): void; reject(error: unknown): void }
type Listener<event extends keyof SignClientEvents> = (payload: SignClientEvents[event]) => void
type DappProposal = Extract<StoredProposal, { role: 'dapp' }>
type WalletProposal = Extract<StoredProposal, { role: 'wallet' }>
type RequestHandler = (topic: string, request: JsonRpcRequest) => Promise<void>

const MS_PER_SECOND = 1000
const now = () => Math.floor(Date.now() / MS_PER_SECOND)
const JSONRPC = '2.0'
const RELAY = { protocol: RELAY_PROTOCOL_IRN }
const USER_DISCONNECTED: ReasonParams = {
  code: SIGN_ERROR_CODES.userDisconnected,
  message: 'User disconnected.',
}
const USER_REJECTED: ReasonParams = {
  code: SIGN_ERROR_CODES.userRejected,
  message: 'User rejected.',
}
const error = (reason: SignErrorName, message: string): ReasonParams => ({
  code: SIGN_ERROR_CODES[reason],
  message,
})

export class SignEngine {
  readonly role: SignRole
  private readonly metadata: Metadata
  private readonly store: SignStore
  private readonly logLine: (line: string) => void
  private relay!: SignRelay
  private ownsRelay = false
  private closed = false
  private readonly pairingKeys = new Map<string, { symKey: string; state: PairingState }>()
  private readonly sessionKeys = new Map<string, { symKey: string; session: Session }>()
  private readonly proposals = new Map<number, StoredProposal>()
  /** Session topics of approved dapp proposals, awaiting their settlement → the session key. */
  private readonly settling = new Map<string, string>()
  private readonly waiters = new Map<number, Waiter>()
  private readonly pending = new PendingRequests()
  private readonly incoming = new Map<number, Incoming>()
  private readonly handled = new RecentIds(SIGN_RECENT_REQUESTS)
  private expiryTimer: ReturnType<typeof setTimeout> | undefined
  private offMessage: (() => void) | undefined
  private readonly listeners: { [event in keyof SignClientEvents]: Set<Listener<event>> } = {
    proposal: new Set(),
    proposalExpire: new Set(),
    session: new Set(),
    request: new Set(),
    sessionEvent: new Set(),
    sessionUpdate: new Set(),
    sessionExtend: new Set(),
    sessionPing: new Set(),
    sessionDelete: new Set(),
    sessionExpire: new Set(),
    pairingDelete: new Set(),
  }

  private constructor(role: SignRole, options: SignClientOptions) {
    this.role = role
    this.metadata = options.metadata
    this.logLine = options.log ?? (() => {})
    const prefix = options.storagePrefix ?? `${SIGN_STORAGE_PREFIX}:${role}:`
    this.store = new SignStore(options.storage ?? createMemoryStorage(), prefix, this.logLine)
  }

  /** Loads what storage holds, connects, and re-subscribes every live topic. */
  static async start(role: SignRole, options: SignClientOptions): Promise<SignEngine> {
    const engine = new SignEngine(role, options)
    const records = await engine.store.load()
    engine.restore(records)
    if (options.relay) engine.relay = options.relay
    else {
      if (!options.relayUrl) throw new RelayOptionsError('pass a relay or a relayUrl')
      const identity = records.find((record) => record.kind === 'identity')
      const seed = identity?.seed ?? generateClientIdentity().seed
      if (!identity) await engine.store.put({ kind: 'identity', seed })
      engine.relay = new RelayClient({
        relayUrl: options.relayUrl,
        projectId: options.projectId,
        seed,
        WebSocket: options.WebSocket,
        log: options.log,
      })
      engine.ownsRelay = true
    }
    engine.offMessage = engine.relay.on('message', (message) => {
      engine.onMessage(message).catch((cause) => engine.log(`message handler failed: ${cause}`))
    })
    const topics = [
      ...engine.pairingKeys.keys(),
      ...engine.sessionKeys.keys(),
      ...engine.settling.keys(),
    ]
    if (topics.length) await engine.relay.batchSubscribe(topics)
    engine.sweep()
    return engine
  }

  get clientId(): string {
    return this.relay.clientId
  }

  on<event extends keyof SignClientEvents>(event: event, listener: Listener<event>): () => void {
    this.listeners[event].add(listener)
    return () => this.listeners[event].delete(listener)
  }

  sessions(): Session[] {
    return [...this.sessionKeys.values()].map(({ session }) => session)
  }

  pairings(): PairingState[] {
    return [...this.pairingKeys.values()].map(({ state }) => state)
  }

  /** The wallet's undecided proposals. */
  pendingProposals(): { id: number; pairingTopic: string; params: SessionProposeParams }[] {
    return [...this.proposals.values()]
      .filter((proposal): proposal is WalletProposal => proposal.role === 'wallet')
      .map(({ id, pairingTopic, params }) => ({ id, pairingTopic, params }))
  }

  /** Stops timers and, when the engine opened it, the relay; what is stored stays for a restart. */
  close(): void {
    if (this.closed) return
    this.closed = true
    clearTimeout(this.expiryTimer)
    this.offMessage?.()
    const closedError = new RelayClosedError('sign client closed')
    this.pending.rejectAll(closedError)
    for (const [id, waiter] of this.waiters) {
      this.waiters.delete(id)
      waiter.reject(closedError)
    }
    if (this.ownsRelay) this.relay.close()
  }

  // ---------- dapp ----------

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
    this.assertRole('dapp', 'connect')
    const symKey = generateSymKey()
    const topic = deriveTopic(symKey)
    const state = createPairingState(topic, 'proposer', now())
    this.pairingKeys.set(topic, { symKey, state })
    await this.store.put({ kind: 'pairing', symKey, state })
    await this.relay.subscribe(topic)
    const keyPair = generateKeyPair()
    const request = createSessionProposal({
      publicKey: keyPair.publicKey,
      metadata: this.metadata,
      ...parameters,
    })
    const expiry = request.params.expiryTimestamp ?? state.expiry
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
    await this.publish(topic, request, RPC_METHOD_POLICIES.wc_sessionPropose.request, expiry)
    this.scheduleSweep()
    const uri = formatPairingUri({ topic, symKey, relay: RELAY, expiryTimestamp: state.expiry })
    return { uri, approval }
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
    this.assertRole('dapp', 'request')
    const { topic, chainId, request } = parameters
    const { session } = this.liveSession(topic)
    if (!isMethodGranted(session.namespaces, chainId, request.method))
      throw new ProtocolError(`${request.method} on ${chainId} is not granted by the session`, {
        code: SIGN_ERROR_CODES.unauthorizedMethod,
        reason: 'unauthorizedMethod',
      })
    const at = now()
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

  // ---------- wallet ----------

  /** Joins the pairing of a URI the dapp showed; its proposal arrives as a `proposal` event. */
  async pair(parameters: { uri: string }): Promise<PairingState> {
    this.assertRole('wallet', 'pair')
    const uri = parsePairingUri(parameters.uri)
    const at = now()
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
    this.assertRole('wallet', 'approve')
    const proposal = this.walletProposal(parameters.id)
    const { params, pairingTopic } = proposal
    const at = now()
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
      relay: RELAY,
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
      relay: RELAY,
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
      relay: RELAY,
      responderPublicKey: self.publicKey,
    })
    this.scheduleSweep()
    return session
  }

  /** Refuses a proposal (5000 user rejected unless another reason is given). */
  async reject(parameters: { id: number; reason?: ReasonParams }): Promise<void> {
    this.assertRole('wallet', 'reject')
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
    this.assertRole('wallet', 'respond')
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
    if (incoming.expiry !== undefined && incoming.expiry <= now()) {
      await this.answerError(topic, id, error('sessionRequestExpired', 'Request expired.'), policy)
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
    this.assertRole('wallet', 'emit')
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
    this.assertRole('wallet', 'update')
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
    this.assertRole('wallet', 'extend')
    const { symKey, session } = this.liveSession(parameters.topic)
    const updated = { ...session, expiry: now() + SESSION_TTL_SECONDS }
    await this.saveSession(symKey, updated)
    const params = { expiry: updated.expiry }
    const { response } = await this.sendRequest(session.topic, 'wc_sessionExtend', params)
    response.catch((cause: unknown) => this.log(`wc_sessionExtend not acknowledged: ${cause}`))
    this.scheduleSweep()
    return updated
  }

  // ---------- both ----------

  /**
   * wc_sessionPing or wc_pairingPing: resolves once the peer answered; RequestExpiredError after
   * the method's 30 seconds without an answer (a peer that is gone, or a deleted session).
   */
  async ping(parameters: { topic: string }): Promise<void> {
    const { topic } = parameters
    const method = this.sessionKeys.has(topic) ? 'wc_sessionPing' : 'wc_pairingPing'
    if (method === 'wc_pairingPing' && !this.pairingKeys.has(topic))
      throw new NotFoundError(`no session or pairing on ${topic}`, { kind: 'session', key: topic })
    const { response } = await this.sendRequest(topic, method, {})
    await response
  }

  /**
   * Ends a session (wc_sessionDelete) or a pairing (wc_pairingDelete): the peer is told, this side
   * forgets it at once, without waiting for the peer's answer (it may be offline for good).
   */
  async disconnect(parameters: { topic: string; reason?: ReasonParams }): Promise<void> {
    const { topic, reason = USER_DISCONNECTED } = parameters
    const isSession = this.sessionKeys.has(topic)
    if (!isSession && !this.pairingKeys.has(topic))
      throw new NotFoundError(`no session or pairing on ${topic}`, { kind: 'session', key: topic })
    const method = isSession ? 'wc_sessionDelete' : 'wc_pairingDelete'
    const request: JsonRpcRequest = { id: createRpcId(), jsonrpc: JSONRPC, method, params: reason }
    try {
      await this.publish(topic, request, RPC_METHOD_POLICIES[method].request)
    } finally {
      if (isSession) await this.endSession(topic, 'deleted', reason)
      else await this.endPairing(topic)
    }
  }

  // ---------- receiving ----------

  private async onMessage({ topic, message, tag }: RelayMessage): Promise<void> {
    if (this.closed) return
    const symKey = this.symKeyOf(topic)
    if (!symKey) return this.log(`dropped a message on unknown topic ${topic}`)
    const payload = openPeerMessage(message, symKey)
    switch (payload.kind) {
      case 'invalid':
        return this.log(`dropped a message on ${topic}: ${payload.reason}`)
      case 'request':
        return this.onRequest(topic, tag, payload.request)
      case 'result':
      case 'error':
        return this.onResponse(topic, tag, payload.response)
      default: {
        const unreachable: never = payload
        return this.log(`dropped ${String(unreachable)}`)
      }
    }
  }

  private async onRequest(topic: string, tag: number, request: JsonRpcRequest): Promise<void> {
    const { id, method } = request
    const policy =
      method in RPC_METHOD_POLICIES ? RPC_METHOD_POLICIES[method as RpcMethod] : undefined
    if (policy && policy.request.tag !== tag)
      return this.log(`dropped ${method} ${id} on ${topic}: tag ${tag}, not ${policy.request.tag}`)
    if (this.handled.seen(`${topic}/${id}`))
      return this.log(`dropped a replay of request ${id} on ${topic}`)
    const handler = policy ? this.requestHandlers()[method as RpcMethod] : undefined
    if (!handler) {
      this.log(`answered ${method} ${id} on ${topic} as unsupported`)
      return this.answerError(
        topic,
        id,
        error('methodUnsupported', `Unsupported method ${method}.`),
        UNSUPPORTED_METHOD_RESPONSE_POLICY,
      )
    }
    this.peerSeen(topic)
    await handler(topic, request)
  }

  private async onResponse(
    topic: string,
    tag: number,
    response: JsonRpcResult | JsonRpcErrorResponse,
  ): Promise<void> {
    const proposal = this.proposals.get(response.id)
    if (proposal?.role === 'dapp' && proposal.state.pairingTopic === topic)
      return this.onProposeResponse(proposal, tag, response)
    const method = this.pending.methodOf(response.id, topic)
    if (!method) return this.log(`dropped an answer to unknown request ${response.id} on ${topic}`)
    if (!answerTags(method).has(tag))
      return this.log(`dropped the answer to ${method} ${response.id}: tag ${tag}`)
    this.peerSeen(topic)
    this.pending.settle(
      response.id,
      topic,
      'result' in response
        ? { result: response.result }
        : {
            error: new PeerRpcError(`${method}: ${response.error.message}`, {
              code: response.error.code,
              method,
            }),
          },
    )
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
      return this.settleWaiter(
        id,
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
      now: now(),
    })
    if (state.status !== 'approved') return this.log(`dropped a late answer to proposal ${id}`)
    this.peerSeen(proposal.state.pairingTopic)
    const approved: DappProposal = { ...proposal, state }
    this.proposals.set(id, approved)
    this.settling.set(sessionTopic, symKey)
    await this.store.put(approved)
    await this.relay.subscribe(sessionTopic)
  }

  private requestHandlers(): Partial<Record<RpcMethod, RequestHandler>> {
    const wallet = this.role === 'wallet'
    return {
      wc_pairingPing: (topic, { id }) => this.onPing(topic, id, 'wc_pairingPing'),
      wc_pairingDelete: (topic, request) => this.onPairingDelete(topic, request),
      wc_pairingExtend: (topic, request) => this.onPairingExtend(topic, request),
      wc_sessionPing: (topic, { id }) => this.onPing(topic, id, 'wc_sessionPing'),
      wc_sessionDelete: (topic, request) => this.onSessionDelete(topic, request),
      ...(wallet
        ? {
            wc_sessionPropose: (topic, request) => this.onProposal(topic, request),
            wc_sessionRequest: (topic, request) => this.onSessionRequest(topic, request),
          }
        : {
            wc_sessionSettle: (topic, request) => this.onSettle(topic, request),
            wc_sessionEvent: (topic, request) => this.onSessionEvent(topic, request),
            wc_sessionUpdate: (topic, request) => this.onSessionUpdate(topic, request),
            wc_sessionExtend: (topic, request) => this.onSessionExtend(topic, request),
          }),
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
        error('malformedRequestParams', 'Malformed proposal.'),
        autoReject,
      )
    if (params.expiryTimestamp !== undefined && params.expiryTimestamp <= now())
      return this.answerError(
        topic,
        id,
        error('sessionRequestExpired', 'Proposal expired.'),
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
        error('noSessionForTopic', 'No pending session.'),
      )
    const params = readSessionSettleParams(raw)
    const at = now()
    const problem =
      !params ||
      params.controller.publicKey !== proposal.state.responderPublicKey ||
      params.expiry <= at
        ? new ProtocolError('malformed settlement', {
            code: SIGN_ERROR_CODES.invalidSessionSettleRequest,
            reason: 'invalidSessionSettleRequest',
          })
        : namespacesProblem(params.namespaces, proposal.params.requiredNamespaces)
    if (problem || !params) {
      await this.fail(topic, id, 'wc_sessionSettle', {
        code: problem?.code ?? 0,
        message: String(problem?.message),
      })
      this.settling.delete(topic)
      await this.dropProposal(proposal)
      await this.unsubscribe(topic)
      return this.settleWaiter(proposal.id, problem)
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
  }

  private async onSessionRequest(
    topic: string,
    { id, params: raw }: JsonRpcRequest,
  ): Promise<void> {
    const live = this.sessionKeys.get(topic)
    const refuse = (reason: SignErrorName, message: string) =>
      this.fail(topic, id, 'wc_sessionRequest', error(reason, message))
    if (!live) return refuse('noSessionForTopic', 'No session.')
    const params = readSessionRequestParams(raw)
    if (!params) return refuse('malformedRequestParams', 'Malformed request.')
    const { chainId, request } = params
    if (!isMethodGranted(live.session.namespaces, chainId, request.method))
      return refuse('unauthorizedMethod', 'Unauthorized method.')
    const at = now()
    const { expiry } = request
    if (expiry !== undefined && (expiry <= at || expiry > at + REQUEST_EXPIRY_MAX_SECONDS))
      return refuse('sessionRequestExpired', 'Request expired.')
    this.incoming.set(id, { topic, expiry: request.expiry })
    this.notify('request', { id, topic, chainId, ...request })
  }

  private async onSessionEvent(topic: string, { id, params: raw }: JsonRpcRequest): Promise<void> {
    const live = this.sessionKeys.get(topic)
    const params = readSessionEventParams(raw)
    if (!live || !params)
      return this.fail(
        topic,
        id,
        'wc_sessionEvent',
        error('malformedRequestParams', 'Malformed event.'),
      )
    if (!isEventGranted(live.session.namespaces, params.chainId, params.event.name))
      return this.fail(
        topic,
        id,
        'wc_sessionEvent',
        error('unauthorizedEvent', 'Unauthorized event.'),
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
        error('invalidUpdateRequest', 'Malformed update.'),
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
    const latest = now() + SESSION_TTL_SECONDS
    const params =
      isRecord(raw) && raw.expiry === undefined ? { expiry: latest } : readExtendParams(raw)
    if (!live || !params)
      return this.fail(
        topic,
        id,
        'wc_sessionExtend',
        error('invalidExtendRequest', 'Invalid extension.'),
      )
    const expiry = Math.max(live.session.expiry, Math.min(params.expiry, latest))
    await this.saveSession(live.symKey, { ...live.session, expiry })
    await this.answer(topic, id, 'wc_sessionExtend', true)
    this.scheduleSweep()
    this.notify('sessionExtend', { topic, expiry })
  }

  private async onPing(topic: string, id: number, method: RpcMethod): Promise<void> {
    await this.answer(topic, id, method, true)
    if (method === 'wc_sessionPing') this.notify('sessionPing', { topic })
  }

  private async onSessionDelete(topic: string, { id, params }: JsonRpcRequest): Promise<void> {
    if (!this.sessionKeys.has(topic)) return this.log(`dropped wc_sessionDelete on ${topic}`)
    const reason = readReasonParams(params) ?? USER_DISCONNECTED
    await this.answer(topic, id, 'wc_sessionDelete', true)
    await this.endSession(topic, 'deleted', reason)
  }

  private async onPairingDelete(topic: string, { id, params }: JsonRpcRequest): Promise<void> {
    if (!this.pairingKeys.has(topic)) return this.log(`dropped wc_pairingDelete on ${topic}`)
    const reason = readReasonParams(params)
    this.log(`the peer deleted pairing ${topic}: ${reason?.message ?? 'no reason given'}`)
    await this.answer(topic, id, 'wc_pairingDelete', true)
    await this.endPairing(topic)
  }

  private async onPairingExtend(topic: string, { id, params }: JsonRpcRequest): Promise<void> {
    const extend = readExtendParams(params)
    const live = this.pairingKeys.get(topic)
    if (!live || !extend)
      return this.fail(
        topic,
        id,
        'wc_pairingExtend',
        error('malformedRequestParams', 'Malformed extension.'),
      )
    await this.updatePairing(topic, { type: 'extend', expiry: extend.expiry, now: now() })
    await this.answer(topic, id, 'wc_pairingExtend', true)
  }

  // ---------- sending ----------

  /**
   * Publishes a request and registers its answer: `response` resolves with the peer's result,
   * rejects with PeerRpcError, or with RequestExpiredError at `expiry` (the method's TTL from now
   * by default). Throws when the publish itself failed.
   */
  private async sendRequest(
    topic: string,
    method: RpcMethod,
    params: unknown,
    expiry = now() + RPC_METHOD_POLICIES[method].request.ttl,
  ): Promise<{ id: number; response: Promise<unknown> }> {
    const { id, response } = this.pending.add(topic, method, expiry)
    const policy = RPC_METHOD_POLICIES[method].request
    try {
      await this.publish(topic, { id, jsonrpc: JSONRPC, method, params }, policy, expiry)
    } catch (cause) {
      this.pending.cancel(id)
      throw cause
    }
    return { id, response }
  }

  private answer(topic: string, id: number, method: RpcMethod, result: unknown): Promise<void> {
    const response: JsonRpcResult = { id, jsonrpc: JSONRPC, result }
    return this.publishAnswer(topic, response, RPC_METHOD_POLICIES[method].response)
  }

  /** An error answer to `method`, published as its response (sign rpc-methods). */
  private fail(topic: string, id: number, method: RpcMethod, reason: ReasonParams): Promise<void> {
    return this.answerError(topic, id, reason, RPC_METHOD_POLICIES[method].response)
  }

  /** An error answer under `policy`: a method's response, or a rejection's own tag. */
  private answerError(
    topic: string,
    id: number,
    reason: ReasonParams,
    policy: RpcPolicy,
  ): Promise<void> {
    const response: JsonRpcErrorResponse = { id, jsonrpc: JSONRPC, error: reason }
    return this.publishAnswer(topic, response, policy)
  }

  /** Answers are best effort: a failed publish is logged, never thrown into a message handler. */
  private async publishAnswer(topic: string, payload: unknown, policy: RpcPolicy): Promise<void> {
    try {
      await this.publish(topic, payload, policy)
    } catch (cause) {
      this.log(`answer on ${topic} not published: ${String(cause)}`)
    }
  }

  private async publish(
    topic: string,
    payload: unknown,
    policy: RpcPolicy,
    expiry?: number,
  ): Promise<void> {
    const symKey = this.symKeyOf(topic)
    if (!symKey) throw new NotFoundError(`no key for ${topic}`, { kind: 'session', key: topic })
    const message = encrypt({ message: JSON.stringify(payload), symKey })
    await this.relay.publish({
      topic,
      message,
      ttl: publishTtl(policy, expiry, Date.now() / MS_PER_SECOND),
      tag: policy.tag,
      prompt: policy.prompt,
    })
  }

  // ---------- state ----------

  private restore(records: StoredRecord[]): void {
    for (const record of records) {
      switch (record.kind) {
        case 'pairing':
          this.pairingKeys.set(record.state.topic, record)
          break
        case 'session':
          this.sessionKeys.set(record.session.topic, record)
          break
        case 'proposal':
          this.proposals.set(record.id, record)
          if (record.role === 'dapp' && record.state.status === 'approved')
            try {
              this.settling.set(
                record.state.sessionTopic,
                deriveSymKey(record.privateKey, record.state.responderPublicKey),
              )
            } catch {
              this.proposals.delete(record.id)
            }
          break
        case 'identity':
          break
        default: {
          const unreachable: never = record
          this.log(`ignored ${String(unreachable)}`)
        }
      }
    }
    this.log(`restored ${this.pairingKeys.size} pairings, ${this.sessionKeys.size} sessions`)
  }

  private symKeyOf(topic: string): string | undefined {
    return (
      this.sessionKeys.get(topic)?.symKey ??
      this.pairingKeys.get(topic)?.symKey ??
      this.settling.get(topic)
    )
  }

  private liveSession(topic: string): { symKey: string; session: Session } {
    const live = this.sessionKeys.get(topic)
    if (!live) throw new NotFoundError(`no session on ${topic}`, { kind: 'session', key: topic })
    return live
  }

  private walletProposal(id: number): WalletProposal {
    const proposal = this.proposals.get(id)
    if (proposal?.role !== 'wallet')
      throw new NotFoundError(`no proposal ${id}`, { kind: 'proposal', key: String(id) })
    return proposal
  }

  private async saveSession(symKey: string, session: Session): Promise<void> {
    this.sessionKeys.set(session.topic, { symKey, session })
    await this.store.put({ kind: 'session', symKey, session })
  }

  private async dropProposal(proposal: StoredProposal): Promise<void> {
    this.proposals.delete(proposal.id)
    await this.store.remove(proposal)
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

  private async endSession(
    topic: string,
    reason: 'deleted' | 'expired',
    params?: ReasonParams,
  ): Promise<void> {
    const live = this.sessionKeys.get(topic)
    if (!live) return
    this.sessionKeys.delete(topic)
    await this.store.remove({ kind: 'session', ...live })
    this.pending.rejectAll(
      new SessionEndedError(`the session ${reason}`, { topic, reason, code: params?.code }),
      topic,
    )
    for (const [id, incoming] of this.incoming)
      if (incoming.topic === topic) this.incoming.delete(id)
    await this.unsubscribe(topic)
    if (reason === 'expired') this.notify('sessionExpire', { topic })
    else this.notify('sessionDelete', { topic, ...(params ?? USER_DISCONNECTED) })
  }

  private async endPairing(topic: string): Promise<void> {
    const live = this.pairingKeys.get(topic)
    if (!live) return
    this.pairingKeys.delete(topic)
    await this.store.remove({ kind: 'pairing', ...live })
    for (const proposal of [...this.proposals.values()])
      if (
        (proposal.role === 'dapp' ? proposal.state.pairingTopic : proposal.pairingTopic) === topic
      ) {
        await this.dropProposal(proposal)
        this.settleWaiter(
          proposal.id,
          new PeerRpcError('the pairing was deleted', {
            code: SIGN_ERROR_CODES.userDisconnected,
            method: 'wc_sessionPropose',
          }),
        )
      }
    await this.unsubscribe(topic)
    this.notify('pairingDelete', { topic })
  }

  private async updatePairing(topic: string, event: PairingEvent): Promise<void> {
    const live = this.pairingKeys.get(topic)
    if (!live) return
    const state = pairingReducer(live.state, event)
    if (state === live.state) return
    if (state.status === 'expired' || state.status === 'deleted') return this.endPairing(topic)
    this.pairingKeys.set(topic, { symKey: live.symKey, state })
    await this.store.put({ kind: 'pairing', symKey: live.symKey, state })
  }

  /** A message from the peer arrived on `topic`: a pairing it belongs to is alive (pairing readme). */
  private peerSeen(topic: string): void {
    if (!this.pairingKeys.has(topic)) return
    this.updatePairing(topic, { type: 'peerMessage', now: now() }).catch((cause) =>
      this.log(`pairing update failed: ${String(cause)}`),
    )
  }

  private async unsubscribe(topic: string): Promise<void> {
    try {
      await this.relay.unsubscribe(topic)
    } catch (cause) {
      this.log(`unsubscribe ${topic} failed: ${String(cause)}`)
    }
  }

  private settleWaiter(id: number, outcome: Session | Error | undefined): void {
    const waiter = this.waiters.get(id)
    if (!waiter) return
    this.waiters.delete(id)
    if (outcome && !(outcome instanceof Error)) waiter.resolve(outcome)
    else
      waiter.reject(
        outcome ??
          new ProtocolError('settlement refused', {
            code: SIGN_ERROR_CODES.sessionSettlementFailed,
            reason: 'sessionSettlementFailed',
          }),
      )
  }

  // ---------- expiry ----------

  /** Expires what is due (sessions, pairings, proposals, unanswered incoming requests), then re-arms. */
  private sweep(): void {
    if (this.closed) return
    const at = now()
    const work: Promise<void>[] = []
    for (const { session } of this.sessionKeys.values())
      if (session.expiry <= at) work.push(this.endSession(session.topic, 'expired'))
    for (const { state } of this.pairingKeys.values())
      if (state.expiry <= at) work.push(this.updatePairing(state.topic, { type: 'tick', now: at }))
    for (const proposal of this.proposals.values()) {
      const expiry = proposalExpiry(proposal)
      if (expiry !== undefined && expiry <= at) work.push(this.expireProposal(proposal))
    }
    for (const [id, incoming] of this.incoming)
      if (incoming.expiry !== undefined && incoming.expiry <= at) this.incoming.delete(id)
    Promise.all(work)
      .catch((cause) => this.log(`expiry failed: ${String(cause)}`))
      .finally(() => this.scheduleSweep())
  }

  private async expireProposal(proposal: StoredProposal): Promise<void> {
    await this.dropProposal(proposal)
    if (proposal.role === 'dapp' && proposal.state.status === 'approved')
      this.settling.delete(proposal.state.sessionTopic)
    const expiry = proposalExpiry(proposal) ?? now()
    this.settleWaiter(
      proposal.id,
      new RequestExpiredError('the proposal expired unanswered', {
        method: 'wc_sessionPropose',
        expiry,
      }),
    )
    this.notify('proposalExpire', { id: proposal.id })
  }

  private scheduleSweep(): void {
    if (this.closed) return
    clearTimeout(this.expiryTimer)
    const expiries = [
      ...[...this.sessionKeys.values()].map(({ session }) => session.expiry),
      ...[...this.pairingKeys.values()].map(({ state }) => state.expiry),
      ...[...this.proposals.values()].map(proposalExpiry),
      ...[...this.incoming.values()].map(({ expiry }) => expiry),
    ].filter((expiry): expiry is number => expiry !== undefined)
    if (!expiries.length) return
    const delay = Math.min(...expiries) * MS_PER_SECOND - Date.now()
    this.expiryTimer = setTimeout(
      () => this.sweep(),
      Math.min(Math.max(0, delay), MAX_TIMER_DELAY_MS),
    )
  }

  // ---------- plumbing ----------

  private assertRole(role: SignRole, method: string): void {
    if (this.closed) throw new RelayClosedError('sign client closed')
    if (this.role !== role)
      throw new RelayOptionsError(`${method}() is the ${role}'s, not the ${this.role}'s`)
  }

  private notify<event extends keyof SignClientEvents>(
    event: event,
    payload: SignClientEvents[event],
  ): void {
    for (const listener of this.listeners[event]) {
      try {
        listener(payload)
      } catch (cause) {
        this.log(`a ${event} listener threw: ${String(cause)}`)
      }
    }
  }

  private log(line: string): void {
    this.logLine(`[sign ${this.role}] ${line}`)
  }
}

/** Why `namespaces` do not satisfy `required` (checkSessionNamespaces' error), or undefined. */
function namespacesProblem(
  namespaces: SessionNamespaces,
  required: ProposalNamespaces,
): ProtocolError | undefined {
  try {
    checkSessionNamespaces(namespaces, required)
    return undefined
  } catch (cause) {
    if (cause instanceof ProtocolError) return cause
    throw cause
  }
}

function proposalExpiry(proposal: StoredProposal): number | undefined {
  if (proposal.role === 'wallet') return proposal.params.expiryTimestamp
  return proposal.state.status === 'proposed' || proposal.state.status === 'approved'
    ? proposal.state.expiry
    : undefined
}
