// The dapp's side of the Sign protocol (sign session-proposal, rpc-methods), in layers, each a
// module of its own: DappProposals (a pairing and a proposal on it, and what waits for it),
// DappSettlement (the wallet's answer and settlement), DappAuthenticationAnswers and
// DappAuthentication (one-prompt sign-in: its answers, then its requests).
// Here: the start, requests on a session, and the wallet's events, updates and extensions. What
// both sides share (relay intake, answers, storage, expiry) is SignEngine's.
import { ProtocolError } from '../errors/protocol'
import type { JsonRpcRequest } from '../jsonrpc/JsonRpc'
import {
  REQUEST_EXPIRY_MAX_SECONDS,
  REQUEST_EXPIRY_MIN_SECONDS,
  type RpcMethod,
} from '../rpc/rpcMethodPolicies'
import { SIGN_ERROR_CODES } from '../sign/errorCodes'
import {
  isRecord,
  readExtendParams,
  readSessionEventParams,
  readSessionNamespaces,
} from '../sign/readSignParams'
import { SESSION_TTL_SECONDS } from './constants'
import { DappAuthentication } from './DappAuthentication'
import { namespacesProblem } from './namespacesProblem'
import { type RequestHandler, type SignClientOptions, SignEngine } from './SignEngine'
import { isEventGranted, isMethodGranted } from './sessionGrants'
import { nowSeconds, signError } from './signDefaults'

export class DappEngine extends DappAuthentication {
  private constructor(options: SignClientOptions) {
    super(options)
  }

  static start(options: SignClientOptions): Promise<DappEngine> {
    return SignEngine.boot(new DappEngine(options), options)
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
}
