// What both sides of the Sign protocol share over a relay (sign rpc-methods; pairing readme), in
// layers, each a module of its own: SignState (the topics' keys, kept through storage; the
// application's listeners; the hooks through which DappEngine and WalletEngine add each side's
// part), SignPublisher (sealing and sending), SignLifecycle (the pairing's and the session's common
// methods, and their end), SignExpiry (everything expired on time). Here: the start (a restarted
// engine re-subscribes and carries on), the calls both roles share, and receiving. Every delivery
// is hostile input until it opened under a topic's key and read as the method's shape: anything
// else is logged and dropped, with no answer and no change of state.
import { generateClientIdentity } from '../auth/generateClientIdentity'
import { NotFoundError } from '../errors/notFound'
import { PeerRpcError } from '../errors/peerRpc'
import { RelayClosedError } from '../errors/relay'
import { RelayOptionsError } from '../errors/relayOptions'
import type { JsonRpcErrorResponse, JsonRpcRequest, JsonRpcResult } from '../jsonrpc/JsonRpc'
import { createRpcId } from '../relay/createRpcId'
import { inOrder } from '../relay/inOrder'
import { RecentIds } from '../relay/RecentIds'
import { RelayClient } from '../relay/RelayClient'
import type { RelayMessage } from '../relay/RelayMessage'
import { relayUrlOf } from '../relay/relayUrlOf'
import {
  RPC_METHOD_POLICIES,
  type RpcMethod,
  UNSUPPORTED_METHOD_RESPONSE_POLICY,
} from '../rpc/rpcMethodPolicies'
import type { ReasonParams } from '../sign/SignTypes'
import { answerTags } from './answerTags'
import { SIGN_RECENT_REQUESTS } from './constants'
import { handled } from './handled'
import { openDelivery } from './openDelivery'
import type { OpenedSealedAnswer } from './openSealedAnswer'
import { SignExpiry } from './SignExpiry'
import type { RequestHandler, SignClientOptions } from './SignState'
import { JSONRPC_VERSION, signError, USER_DISCONNECTED } from './signDefaults'

export type { RequestHandler, SignClientOptions, SignRole } from './SignState'

export abstract class SignEngine extends SignExpiry {
  private ownsRelay = false
  private readonly handled = new RecentIds(SIGN_RECENT_REQUESTS)
  private offMessage: (() => void) | undefined
  private readonly inOrder = inOrder()

  /** Loads what storage holds, connects, and re-subscribes every live topic. */
  protected static async boot<engine extends SignEngine>(
    engine: engine,
    options: SignClientOptions,
  ): Promise<engine> {
    const records = await engine.store.load()
    await engine.restore(records)
    // The dapp's Verify enclave loads while the client starts, before the first attestation.
    engine.verify?.init?.().catch((cause) => engine.log(`Verify not ready: ${String(cause)}`))
    if (options.relay) engine.relay = options.relay
    else {
      const relayUrl = relayUrlOf(options)
      if (!relayUrl) throw new RelayOptionsError('pass a relay, a relayUrl or a projectId')
      const stored = records.find((record) => record.kind === 'identity')
      const identity = await generateClientIdentity(stored?.seed)
      if (!stored) await engine.store.put({ kind: 'identity', seed: identity.seed })
      engine.relay = new RelayClient({
        relayUrl,
        projectId: options.projectId,
        identity,
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

  /** Stops timers and, when the engine opened it, the relay; what is stored stays for a restart. */
  close(): void {
    if (this.closed) return
    this.closed = true
    this.stopExpiry()
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

  /**
   * Resolves once `requests` are on the open relay socket, not when the relay answers them: when
   * the socket opens, the relay client sends what waited for it before anything else runs. A
   * relay that cannot say when it is open is waited for until it answered them. Rejects as
   * `requests` does (marked handled).
   */
  protected onSocket(requests: Promise<unknown>): Promise<void> {
    const open = this.relay.whenOpen?.() ?? new Promise<never>(() => {})
    return handled(Promise.race([requests, open]).then(() => undefined))
  }

  // ---------- receiving ----------

  protected async onMessage({ topic, message, tag }: RelayMessage): Promise<void> {
    if (this.closed) return
    // Opening takes WebCrypto's time; taken in turn, each message's key is looked up, and its
    // handler started, after the one before it, as when opening was synchronous.
    const keys = () => ({ symKey: this.symKeyOf(topic), privateKey: this.responseKeyOf(topic) })
    const opened = await this.inOrder(() => openDelivery(message, keys()))
    if (this.closed) return
    if (opened.kind === 'unknownTopic')
      return this.log(`dropped a message on unknown topic ${topic}`)
    if (opened.kind === 'sealed') return this.onSealedMessage(topic, tag, opened.answer)
    const payload = opened.message
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
    opened: OpenedSealedAnswer,
  ): Promise<void> {
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
}
