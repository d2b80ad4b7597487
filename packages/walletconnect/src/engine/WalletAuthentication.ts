// One-prompt sign-in, the wallet's side (sign wallet-authentication): the dapp's
// wc_sessionAuthenticate on a pairing, kept until the user decides it (or it expires); an approval
// checks the CACAOs the user signed, settles the session their ReCaps grant at once, and answers
// sealed to the dapp's key on its response topic, as a refusal does. Without an `authenticate`
// listener the request is refused as unsupported, and the dapp's fallback proposal is the way.
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
import { RequestExpiredError } from '../errors/requestExpired'
import type { JsonRpcRequest } from '../jsonrpc/JsonRpc'
import type { RpcPolicy } from '../rpc/RpcPolicy'
import { RPC_METHOD_POLICIES, type RpcMethod } from '../rpc/rpcMethodPolicies'
import { isRecord, readParticipant } from '../sign/readSignParams'
import type { ReasonParams } from '../sign/SignTypes'
import { SESSION_TTL_SECONDS } from './constants'
import type { Session } from './Session'
import type { SignClientEvents } from './SignClientEvents'
import type { RequestHandler } from './SignEngine'
import { IRN_RELAY, JSONRPC_VERSION, nowSeconds, signError, USER_REJECTED } from './signDefaults'
import { WalletSettlement } from './WalletSettlement'
import { withContext } from './withContext'

type IncomingAuth = { pairingTopic: string; params: SessionAuthenticateParams }

export abstract class WalletAuthentication extends WalletSettlement {
  /** wc_sessionAuthenticate requests that wait for approveAuthenticate or rejectAuthenticate. */
  private readonly authRequests = new Map<number, IncomingAuth>()

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
      ...super.roleHandlers(),
      wc_sessionAuthenticate: (topic, request, attestationId) =>
        this.onAuthenticate(topic, request, attestationId),
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

  protected override sweepRole(at: number): void {
    for (const [id, { params }] of this.authRequests)
      if (params.expiryTimestamp <= at) this.authRequests.delete(id)
    super.sweepRole(at)
  }

  protected override roleExpiries(): (number | undefined)[] {
    return [
      ...[...this.authRequests.values()].map(({ params }) => params.expiryTimestamp),
      ...super.roleExpiries(),
    ]
  }
}
