// The wallet's side of the Sign protocol (sign session-proposal, rpc-methods), in layers, each a
// module of its own: WalletProposals (pairing from a URI, the dapp's proposals and their refusal),
// WalletSettlement (approval and the session's settlement), WalletAuthentication (one-prompt
// sign-in). Here: the start, answering requests before their expiry, emitting events, updating
// and extending sessions. What both sides share (relay intake, answers, storage, expiry) is
// SignEngine's.
import { NotFoundError } from '../errors/notFound'
import { ProtocolError } from '../errors/protocol'
import { RequestExpiredError } from '../errors/requestExpired'
import type { JsonRpcRequest } from '../jsonrpc/JsonRpc'
import {
  REQUEST_EXPIRY_MAX_SECONDS,
  RPC_METHOD_POLICIES,
  type RpcMethod,
} from '../rpc/rpcMethodPolicies'
import { checkSessionNamespaces } from '../sign/checkSessionNamespaces'
import { SIGN_ERROR_CODES, type SignErrorName } from '../sign/errorCodes'
import { readSessionRequestParams } from '../sign/readSignParams'
import type { SessionNamespaces } from '../sign/SignTypes'
import { SESSION_TTL_SECONDS } from './constants'
import type { Session } from './Session'
import { type RequestHandler, type SignClientOptions, SignEngine } from './SignEngine'
import { isEventGranted, isMethodGranted } from './sessionGrants'
import { nowSeconds, signError } from './signDefaults'
import { WalletAuthentication } from './WalletAuthentication'
import { withContext } from './withContext'

type Incoming = { topic: string; expiry: number | undefined }

export class WalletEngine extends WalletAuthentication {
  /** Requests the dapp sent that wait for `respond`, by id. */
  private readonly incoming = new Map<number, Incoming>()

  private constructor(options: SignClientOptions) {
    super(options)
  }

  static start(options: SignClientOptions): Promise<WalletEngine> {
    return SignEngine.boot(new WalletEngine(options), options)
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
      ...super.roleHandlers(),
      wc_sessionRequest: (topic, request, attestationId) =>
        this.onSessionRequest(topic, request, attestationId),
    }
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

  protected override sessionEnded(topic: string): void {
    for (const [id, incoming] of this.incoming)
      if (incoming.topic === topic) this.incoming.delete(id)
    super.sessionEnded(topic)
  }

  protected override sweepRole(at: number): void {
    for (const [id, incoming] of this.incoming)
      if (incoming.expiry !== undefined && incoming.expiry <= at) this.incoming.delete(id)
    super.sweepRole(at)
  }

  protected override roleExpiries(): (number | undefined)[] {
    return [...[...this.incoming.values()].map(({ expiry }) => expiry), ...super.roleExpiries()]
  }
}
