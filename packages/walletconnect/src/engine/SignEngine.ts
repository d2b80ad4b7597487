// What both sides of the Sign protocol share over a relay (sign rpc-methods; pairing readme): the
// topics' keys, sealing and opening every message, matching answers to requests, the pairing's and
// the session's common methods (ping, delete, pairing extend), pairings, proposals and sessions
// kept through storage, so a restarted engine re-subscribes and carries on, and expired on time.
// DappEngine and WalletEngine add each side's part through the hooks at the end. Every delivery
// is hostile input until it opened under a topic's key and read as the method's shape: anything
// else is logged and dropped, with no answer and no change of state.
import { generateClientIdentity } from '../auth/generateClientIdentity'
import { encrypt } from '../crypto/encrypt'
import { NotFoundError } from '../errors/notFound'
import { PeerRpcError } from '../errors/peerRpc'
import { RelayClosedError } from '../errors/relay'
import { RelayOptionsError } from '../errors/relayOptions'
import { RequestExpiredError } from '../errors/requestExpired'
import { SessionEndedError } from '../errors/sessionEnded'
import type { JsonRpcErrorResponse, JsonRpcRequest, JsonRpcResult } from '../jsonrpc/JsonRpc'
import { type PairingEvent, type PairingState, pairingReducer } from '../pairing/pairingReducer'
import { createRpcId } from '../relay/createRpcId'
import { RecentIds } from '../relay/RecentIds'
import { RelayClient } from '../relay/RelayClient'
import type { RelayMessage } from '../relay/RelayMessage'
import type { RelaySocketConstructor } from '../relay/RelaySocket'
import { publishTtl } from '../rpc/publishTtl'
import type { RpcPolicy } from '../rpc/RpcPolicy'
import {
  RPC_METHOD_POLICIES,
  type RpcMethod,
  UNSUPPORTED_METHOD_RESPONSE_POLICY,
} from '../rpc/rpcMethodPolicies'
import { SIGN_ERROR_CODES } from '../sign/errorCodes'
import { readExtendParams, readReasonParams } from '../sign/readSignParams'
import type { Metadata, ReasonParams } from '../sign/SignTypes'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import type { SignStorage } from '../storage/SignStorage'
import { SignStore } from '../storage/SignStore'
import type { StoredAuthRequest, StoredProposal, StoredRecord } from '../storage/StoredRecord'
import type { VerifyClient, VerifyContext } from '../verify/VerifyClient'
import { attestRequest, requestVerifyContext } from '../verify/verifySign'
import { answerTags } from './answerTags'
import { MAX_TIMER_DELAY_MS, SIGN_RECENT_REQUESTS, SIGN_STORAGE_PREFIX } from './constants'
import { openPeerMessage } from './openPeerMessage'
import { openSealedAnswer } from './openSealedAnswer'
import { PendingRequests } from './PendingRequests'
import type { Session } from './Session'
import type { SignClientEvents } from './SignClientEvents'
import type { SignRelay } from './SignRelay'
import { JSONRPC_VERSION, nowSeconds, signError, USER_DISCONNECTED } from './signDefaults'

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
  /**
   * WalletConnect Verify, off unless given. The dapp registers an attestation of each request a
   * person approves (proposal, sign-in, session request) with `register` (in a browser,
   * createVerifyClient({ verifyUrl }); name the same URL in `metadata.verifyUrl`). The wallet
   * asks `resolve` (createVerifyClient with the Verify server it trusts) and hands each such
   * request to the app with its `verifyContext`.
   */
  verify?: VerifyClient
}

type Listener<event extends keyof SignClientEvents> = (payload: SignClientEvents[event]) => void
export type RequestHandler = (
  topic: string,
  request: JsonRpcRequest,
  attestationId: string,
) => Promise<void>

const MS_PER_SECOND = 1000

export abstract class SignEngine {
  readonly role: SignRole
  protected readonly metadata: Metadata
  protected readonly store: SignStore
  private readonly verify: VerifyClient | undefined
  private readonly logLine: (line: string) => void
  protected relay!: SignRelay
  private ownsRelay = false
  private closed = false
  protected readonly pairingKeys = new Map<string, { symKey: string; state: PairingState }>()
  protected readonly sessionKeys = new Map<string, { symKey: string; session: Session }>()
  protected readonly proposals = new Map<number, StoredProposal>()
  private readonly pending = new PendingRequests()
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
    authenticate: new Set(),
  }

  protected constructor(role: SignRole, options: SignClientOptions) {
    this.role = role
    this.metadata = options.metadata
    this.logLine = options.log ?? (() => {})
    this.verify = options.verify
    const prefix = options.storagePrefix ?? `${SIGN_STORAGE_PREFIX}:${role}:`
    this.store = new SignStore(options.storage ?? createMemoryStorage(), prefix, this.logLine)
  }

  /** Loads what storage holds, connects, and re-subscribes every live topic. */
  protected static async boot<engine extends SignEngine>(
    engine: engine,
    options: SignClientOptions,
  ): Promise<engine> {
    const records = await engine.store.load()
    engine.restore(records)
    // The dapp's Verify enclave loads while the client starts, before the first attestation.
    engine.verify?.init?.().catch((cause) => engine.log(`Verify not ready: ${String(cause)}`))
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
      ...engine.extraTopics(),
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

  /** Stops timers and, when the engine opened it, the relay; what is stored stays for a restart. */
  close(): void {
    if (this.closed) return
    this.closed = true
    clearTimeout(this.expiryTimer)
    this.offMessage?.()
    const closedError = new RelayClosedError('sign client closed')
    this.pending.rejectAll(closedError)
    this.closing(closedError)
    if (this.ownsRelay) this.relay.close()
  }

  /**
   * wc_sessionPing or wc_pairingPing: resolves once the peer answered; RequestExpiredError after
   * the method's 30 seconds without an answer (a peer that is gone, or a deleted session).
   */
  async ping(parameters: { topic: string }): Promise<void> {
    this.assertOpen()
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
    this.assertOpen()
    const { topic, reason = USER_DISCONNECTED } = parameters
    const isSession = this.sessionKeys.has(topic)
    if (!isSession && !this.pairingKeys.has(topic))
      throw new NotFoundError(`no session or pairing on ${topic}`, { kind: 'session', key: topic })
    const method = isSession ? 'wc_sessionDelete' : 'wc_pairingDelete'
    const request: JsonRpcRequest = {
      id: createRpcId(),
      jsonrpc: JSONRPC_VERSION,
      method,
      params: reason,
    }
    try {
      await this.publish(topic, request, RPC_METHOD_POLICIES[method].request)
    } finally {
      if (isSession) await this.endSession(topic, 'deleted', reason)
      else await this.endPairing(topic)
    }
  }

  /**
   * A person waits (a new connection, a scanned pairing): a relay connection waiting out a long
   * reconnection delay is tried now. Its failure is the next request's to report.
   */
  protected wakeRelay(): void {
    this.relay.connect?.().catch((cause) => this.log(`relay not reached: ${String(cause)}`))
  }

  // ---------- receiving ----------

  protected async onMessage({ topic, message, tag }: RelayMessage): Promise<void> {
    if (this.closed) return
    const symKey = this.symKeyOf(topic)
    if (!symKey) {
      const privateKey = this.responseKeyOf(topic)
      if (!privateKey) return this.log(`dropped a message on unknown topic ${topic}`)
      return this.onSealedMessage(topic, tag, message, privateKey)
    }
    const payload = openPeerMessage(message, symKey)
    switch (payload.kind) {
      case 'invalid':
        return this.log(`dropped a message on ${topic}: ${payload.reason}`)
      case 'request':
        return this.onRequest(topic, tag, payload.request, payload.attestationId)
      case 'result':
      case 'error':
        return this.onResponse(topic, tag, payload.response)
      default: {
        const unreachable: never = payload
        return this.log(`dropped ${String(unreachable)}`)
      }
    }
  }

  /** A type 1 envelope on a response topic: only an answer, and only the role's to read. */
  private async onSealedMessage(
    topic: string,
    tag: number,
    message: string,
    privateKey: string,
  ): Promise<void> {
    const opened = openSealedAnswer(message, privateKey)
    const { payload } = opened
    if (payload.kind === 'invalid' || !('senderPublicKey' in opened))
      return this.log(
        `dropped a message on ${topic}: ${payload.kind === 'invalid' ? payload.reason : 'unreadable'}`,
      )
    if (payload.kind === 'request')
      return this.log(`dropped request ${payload.request.id} on response topic ${topic}`)
    await this.onSealedAnswer(topic, tag, payload.response, opened.senderPublicKey, opened.symKey)
  }

  protected async onRequest(
    topic: string,
    tag: number,
    request: JsonRpcRequest,
    attestationId: string,
  ): Promise<void> {
    const { id, method } = request
    const policy =
      method in RPC_METHOD_POLICIES ? RPC_METHOD_POLICIES[method as RpcMethod] : undefined
    if (policy && policy.request.tag !== tag)
      return this.log(`dropped ${method} ${id} on ${topic}: tag ${tag}, not ${policy.request.tag}`)
    if (this.handled.seen(`${topic}/${id}`))
      return this.log(`dropped a replay of request ${id} on ${topic}`)
    const handler = policy ? this.requestHandlers(method as RpcMethod) : undefined
    if (!handler) {
      this.log(`answered ${method} ${id} on ${topic} as unsupported`)
      return this.answerError(
        topic,
        id,
        signError('methodUnsupported', `Unsupported method ${method}.`),
        UNSUPPORTED_METHOD_RESPONSE_POLICY,
      )
    }
    this.peerSeen(topic)
    await handler(topic, request, attestationId)
  }

  protected async onResponse(
    topic: string,
    tag: number,
    response: JsonRpcResult | JsonRpcErrorResponse,
  ): Promise<void> {
    if (await this.onUntrackedAnswer(topic, tag, response)) return
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

  /** The pairing's and the session's shared handlers, then the role's own. */
  private requestHandlers(method: RpcMethod): RequestHandler | undefined {
    const shared: Partial<Record<RpcMethod, RequestHandler>> = {
      wc_pairingPing: (topic, { id }) => this.onPing(topic, id, 'wc_pairingPing'),
      wc_pairingDelete: (topic, request) => this.onPairingDelete(topic, request),
      wc_pairingExtend: (topic, request) => this.onPairingExtend(topic, request),
      wc_sessionPing: (topic, { id }) => this.onPing(topic, id, 'wc_sessionPing'),
      wc_sessionDelete: (topic, request) => this.onSessionDelete(topic, request),
    }
    return shared[method] ?? this.roleHandlers()[method]
  }

  protected async onPing(topic: string, id: number, method: RpcMethod): Promise<void> {
    await this.answer(topic, id, method, true)
    if (method === 'wc_sessionPing') this.notify('sessionPing', { topic })
  }

  protected async onSessionDelete(topic: string, { id, params }: JsonRpcRequest): Promise<void> {
    if (!this.sessionKeys.has(topic)) return this.log(`dropped wc_sessionDelete on ${topic}`)
    const reason = readReasonParams(params) ?? USER_DISCONNECTED
    await this.answer(topic, id, 'wc_sessionDelete', true)
    await this.endSession(topic, 'deleted', reason)
  }

  protected async onPairingDelete(topic: string, { id, params }: JsonRpcRequest): Promise<void> {
    if (!this.pairingKeys.has(topic)) return this.log(`dropped wc_pairingDelete on ${topic}`)
    const reason = readReasonParams(params)
    this.log(`the peer deleted pairing ${topic}: ${reason?.message ?? 'no reason given'}`)
    await this.answer(topic, id, 'wc_pairingDelete', true)
    await this.endPairing(topic)
  }

  protected async onPairingExtend(topic: string, { id, params }: JsonRpcRequest): Promise<void> {
    const extend = readExtendParams(params)
    const live = this.pairingKeys.get(topic)
    if (!live || !extend)
      return this.fail(
        topic,
        id,
        'wc_pairingExtend',
        signError('malformedRequestParams', 'Malformed extension.'),
      )
    await this.updatePairing(topic, { type: 'extend', expiry: extend.expiry, now: nowSeconds() })
    await this.answer(topic, id, 'wc_pairingExtend', true)
  }

  // ---------- sending ----------

  /**
   * Publishes a request and registers its answer: `response` resolves with the peer's result,
   * rejects with PeerRpcError, or with RequestExpiredError at `expiry` (the method's TTL from now
   * by default). Throws when the publish itself failed.
   */
  protected async sendRequest(
    topic: string,
    method: RpcMethod,
    params: unknown,
    expiry = nowSeconds() + RPC_METHOD_POLICIES[method].request.ttl,
  ): Promise<{ id: number; response: Promise<unknown> }> {
    const { id, response } = this.pending.add(topic, method, expiry)
    const policy = RPC_METHOD_POLICIES[method].request
    try {
      await this.publish(topic, { id, jsonrpc: JSONRPC_VERSION, method, params }, policy, expiry)
    } catch (cause) {
      this.pending.cancel(id)
      throw cause
    }
    return { id, response }
  }

  protected answer(topic: string, id: number, method: RpcMethod, result: unknown): Promise<void> {
    const response: JsonRpcResult = { id, jsonrpc: JSONRPC_VERSION, result }
    return this.publishAnswer(topic, response, RPC_METHOD_POLICIES[method].response)
  }

  /** An error answer to `method`, published as its response (sign rpc-methods). */
  protected fail(
    topic: string,
    id: number,
    method: RpcMethod,
    reason: ReasonParams,
  ): Promise<void> {
    return this.answerError(topic, id, reason, RPC_METHOD_POLICIES[method].response)
  }

  /** An error answer under `policy`: a method's response, or a rejection's own tag. */
  protected answerError(
    topic: string,
    id: number,
    reason: ReasonParams,
    policy: RpcPolicy,
  ): Promise<void> {
    const response: JsonRpcErrorResponse = { id, jsonrpc: JSONRPC_VERSION, error: reason }
    return this.publishAnswer(topic, response, policy)
  }

  /** Answers are best effort: a failed publish is logged, never thrown into a message handler. */
  protected async publishAnswer(topic: string, payload: unknown, policy: RpcPolicy): Promise<void> {
    try {
      await this.publish(topic, payload, policy)
    } catch (cause) {
      this.log(`answer on ${topic} not published: ${String(cause)}`)
    }
  }

  protected async publish(
    topic: string,
    payload: unknown,
    policy: RpcPolicy,
    expiry?: number,
  ): Promise<void> {
    const symKey = this.symKeyOf(topic)
    if (!symKey) throw new NotFoundError(`no key for ${topic}`, { kind: 'session', key: topic })
    await this.publishSealed(topic, payload, policy, { symKey }, expiry)
  }

  /**
   * Publishes under a key the topic does not hold: a type 1 envelope (`senderPublicKey`) for an
   * answer on a response topic (wallet authentication), type 0 otherwise.
   */
  protected async publishSealed(
    topic: string,
    payload: unknown,
    policy: RpcPolicy,
    seal: { symKey: string; senderPublicKey?: string },
    expiry?: number,
  ): Promise<void> {
    const text = JSON.stringify(payload)
    // Without Verify, nothing stands between a request and its publish (not even a microtask).
    if (this.verify?.register)
      await attestRequest(this.verify, payload, text, (line) => this.log(line))
    const message = encrypt({
      message: text,
      symKey: seal.symKey,
      ...(seal.senderPublicKey ? { type: 1 as const, senderPublicKey: seal.senderPublicKey } : {}),
    })
    await this.relay.publish({
      topic,
      message,
      ttl: publishTtl(policy, expiry, Date.now() / MS_PER_SECOND),
      tag: policy.tag,
      prompt: policy.prompt,
    })
  }

  // ---------- state ----------

  protected restore(records: StoredRecord[]): void {
    for (const record of records) {
      switch (record.kind) {
        case 'pairing':
          this.pairingKeys.set(record.state.topic, record)
          break
        case 'session':
          this.sessionKeys.set(record.session.topic, record)
          break
        case 'proposal':
          this.restoreProposal(record)
          break
        case 'authRequest':
          this.restoreAuthRequest(record)
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

  protected symKeyOf(topic: string): string | undefined {
    return (
      this.sessionKeys.get(topic)?.symKey ??
      this.pairingKeys.get(topic)?.symKey ??
      this.extraKeyOf(topic)
    )
  }

  protected liveSession(topic: string): { symKey: string; session: Session } {
    const live = this.sessionKeys.get(topic)
    if (!live) throw new NotFoundError(`no session on ${topic}`, { kind: 'session', key: topic })
    return live
  }

  protected async saveSession(symKey: string, session: Session): Promise<void> {
    this.sessionKeys.set(session.topic, { symKey, session })
    await this.store.put({ kind: 'session', symKey, session })
  }

  protected async dropProposal(proposal: StoredProposal): Promise<void> {
    this.proposals.delete(proposal.id)
    await this.store.remove(proposal)
  }

  protected async endSession(
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
    this.sessionEnded(topic)
    await this.unsubscribe(topic)
    if (reason === 'expired') this.notify('sessionExpire', { topic })
    else this.notify('sessionDelete', { topic, ...(params ?? USER_DISCONNECTED) })
  }

  protected async endPairing(topic: string): Promise<void> {
    const live = this.pairingKeys.get(topic)
    if (!live) return
    this.pairingKeys.delete(topic)
    await this.store.remove({ kind: 'pairing', ...live })
    for (const proposal of [...this.proposals.values()])
      if (
        (proposal.role === 'dapp' ? proposal.state.pairingTopic : proposal.pairingTopic) === topic
      ) {
        await this.dropProposal(proposal)
        this.proposalEnded(
          proposal,
          new PeerRpcError('the pairing was deleted', {
            code: SIGN_ERROR_CODES.userDisconnected,
            method: 'wc_sessionPropose',
          }),
        )
      }
    await this.unsubscribe(topic)
    this.notify('pairingDelete', { topic })
  }

  protected async updatePairing(topic: string, event: PairingEvent): Promise<void> {
    const live = this.pairingKeys.get(topic)
    if (!live) return
    const state = pairingReducer(live.state, event)
    if (state === live.state) return
    if (state.status === 'expired' || state.status === 'deleted') return this.endPairing(topic)
    this.pairingKeys.set(topic, { symKey: live.symKey, state })
    await this.store.put({ kind: 'pairing', symKey: live.symKey, state })
  }

  /** A message from the peer arrived on `topic`: a pairing it belongs to is alive (pairing readme). */
  protected peerSeen(topic: string): void {
    if (!this.pairingKeys.has(topic)) return
    this.updatePairing(topic, { type: 'peerMessage', now: nowSeconds() }).catch((cause) =>
      this.log(`pairing update failed: ${String(cause)}`),
    )
  }

  protected async unsubscribe(topic: string): Promise<void> {
    try {
      await this.relay.unsubscribe(topic)
    } catch (cause) {
      this.log(`unsubscribe ${topic} failed: ${String(cause)}`)
    }
  }

  // ---------- expiry ----------

  /** Expires what is due (sessions, pairings, proposals, unanswered incoming requests), then re-arms. */
  protected sweep(): void {
    if (this.closed) return
    const at = nowSeconds()
    const work: Promise<void>[] = []
    for (const { session } of this.sessionKeys.values())
      if (session.expiry <= at) work.push(this.endSession(session.topic, 'expired'))
    for (const { state } of this.pairingKeys.values())
      if (state.expiry <= at) work.push(this.updatePairing(state.topic, { type: 'tick', now: at }))
    for (const proposal of this.proposals.values()) {
      const expiry = proposalExpiry(proposal)
      if (expiry !== undefined && expiry <= at) work.push(this.expireProposal(proposal))
    }
    this.sweepRole(at)
    Promise.all(work)
      .catch((cause) => this.log(`expiry failed: ${String(cause)}`))
      .finally(() => this.scheduleSweep())
  }

  protected async expireProposal(proposal: StoredProposal): Promise<void> {
    await this.dropProposal(proposal)
    const expiry = proposalExpiry(proposal) ?? nowSeconds()
    this.proposalEnded(
      proposal,
      new RequestExpiredError('the proposal expired unanswered', {
        method: 'wc_sessionPropose',
        expiry,
      }),
    )
    this.notify('proposalExpire', { id: proposal.id })
  }

  protected scheduleSweep(): void {
    if (this.closed) return
    clearTimeout(this.expiryTimer)
    const expiries = [
      ...[...this.sessionKeys.values()].map(({ session }) => session.expiry),
      ...[...this.pairingKeys.values()].map(({ state }) => state.expiry),
      ...[...this.proposals.values()].map(proposalExpiry),
      ...this.roleExpiries(),
    ].filter((expiry): expiry is number => expiry !== undefined)
    if (!expiries.length) return
    const delay = Math.min(...expiries) * MS_PER_SECOND - Date.now()
    this.expiryTimer = setTimeout(
      () => this.sweep(),
      Math.min(Math.max(0, delay), MAX_TIMER_DELAY_MS),
    )
  }

  // ---------- the role's part ----------

  /** The role's own request handlers (the proposal and requests for the wallet, …). */
  protected abstract roleHandlers(): Partial<Record<RpcMethod, RequestHandler>>

  /** An answer no pending request claims (the dapp's proposal answers): true once handled. */
  protected async onUntrackedAnswer(
    _topic: string,
    _tag: number,
    _response: JsonRpcResult | JsonRpcErrorResponse,
  ): Promise<boolean> {
    return false
  }

  /** The private key whose public key a response topic hashes (wallet authentication). */
  protected responseKeyOf(_topic: string): string | undefined {
    return undefined
  }

  /** An answer that arrived sealed in a type 1 envelope on a response topic. */
  protected async onSealedAnswer(
    topic: string,
    _tag: number,
    response: JsonRpcResult | JsonRpcErrorResponse,
    _senderPublicKey: string,
    _symKey: string,
  ): Promise<void> {
    this.log(`dropped an answer to unknown request ${response.id} on ${topic}`)
  }

  /** A stored proposal, loaded at start. */
  protected restoreProposal(record: StoredProposal): void {
    this.proposals.set(record.id, record)
  }

  /** A stored sign-in request (the dapp's), loaded at start. */
  protected restoreAuthRequest(_record: StoredAuthRequest): void {}

  /** The key of a topic the role holds beyond pairings and sessions. */
  protected extraKeyOf(_topic: string): string | undefined {
    return undefined
  }

  /** Topics the role holds beyond pairings and sessions, to re-subscribe at start. */
  protected extraTopics(): string[] {
    return []
  }

  /** A proposal ended without a session: refused, expired, or its pairing deleted. */
  protected proposalEnded(_proposal: StoredProposal, _error: Error): void {}

  /** A session ended (deleted or expired). */
  protected sessionEnded(_topic: string): void {}

  /** The client is closing: what still waits fails with `error`. */
  protected closing(_error: Error): void {}

  /** Time passed: expire what only the role holds. */
  protected sweepRole(_at: number): void {}

  /** The expiries (seconds) of what only the role holds. */
  protected roleExpiries(): (number | undefined)[] {
    return []
  }

  // ---------- plumbing ----------

  /**
   * The wallet's side of Verify: what the Verify server says of a request's origin against the
   * dapp's metadata `url`; undefined without Verify.
   */
  protected verifyContext(
    attestationId: string,
    metadataUrl: string,
  ): Promise<VerifyContext | undefined> {
    return requestVerifyContext(this.verify, attestationId, metadataUrl, (line) => this.log(line))
  }

  /** A closed client sends nothing and changes nothing. */
  protected assertOpen(): void {
    if (this.closed) throw new RelayClosedError('sign client closed')
  }

  /** Whether the application listens to `event` (a wallet without an authenticate listener takes the fallback proposal). */
  protected hasListeners(event: keyof SignClientEvents): boolean {
    return this.listeners[event].size > 0
  }

  protected notify<event extends keyof SignClientEvents>(
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

  protected log(line: string): void {
    this.logLine(`[sign ${this.role}] ${line}`)
  }
}

function proposalExpiry(proposal: StoredProposal): number | undefined {
  if (proposal.role === 'wallet') return proposal.params.expiryTimestamp
  return proposal.state.status === 'proposed' || proposal.state.status === 'approved'
    ? proposal.state.expiry
    : undefined
}
