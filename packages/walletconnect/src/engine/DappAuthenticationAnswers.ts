// One-prompt sign-in, the dapp's side (sign wallet-authentication), its requests once sent: the
// wallet's signed answer, sealed to the request's own key on its response topic, each CACAO
// checked (verifyCacaoLazily loads the checks when the first answer arrives) and the session its
// ReCap grants; a refusal, an "unsupported" that leaves it to the fallback proposal, the request's
// expiry, and its record kept through a restart. DappAuthentication sends them.
import { readSessionAuthenticateResult } from '../cacao/readSessionAuthenticate'
import type { VerifiedCacao } from '../cacao/VerifiedCacao'
import { verifyCacaoLazily } from '../cacao/verifyCacaoLazily'
import { deriveTopic } from '../crypto/deriveTopic'
import { PeerRpcError } from '../errors/peerRpc'
import { ProtocolError } from '../errors/protocol'
import { RequestExpiredError } from '../errors/requestExpired'
import type { JsonRpcErrorResponse, JsonRpcResult } from '../jsonrpc/JsonRpc'
import { createRpcId } from '../relay/createRpcId'
import { RPC_METHOD_POLICIES } from '../rpc/rpcMethodPolicies'
import { SIGN_ERROR_CODES } from '../sign/errorCodes'
import type { StoredAuthRequest, StoredProposal } from '../storage/StoredRecord'
import type { AuthenticateResponse } from './Authentication'
import { type AuthRequest, AuthRequests } from './AuthRequests'
import { answerTags } from './answerTags'
import { SESSION_TTL_SECONDS } from './constants'
import { DappSettlement } from './DappSettlement'
import type { Session } from './Session'
import { IRN_RELAY, JSONRPC_VERSION, nowSeconds, signError } from './signDefaults'

const isAuthenticateResponse = (outcome: unknown): outcome is AuthenticateResponse =>
  typeof outcome === 'object' && outcome !== null && 'cacaos' in outcome && 'session' in outcome

export abstract class DappAuthenticationAnswers extends DappSettlement {
  protected readonly authRequests = new AuthRequests()

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
    return super.onUntrackedAnswer(topic, tag, response)
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
      cacaos = await Promise.all(
        result.cacaos.map((cacao) => verifyCacaoLazily(cacao, auth.params.authPayload)),
      )
    } catch (error) {
      await this.endRefusedSession(symKey)
      return this.endAuthRequest(auth, error, true)
    }
    // Loaded with the first signed answer, as the CACAO checks are: not on the click (#25).
    const { authNamespaces } = await import('../cacao/authNamespaces')
    const namespaces = authNamespaces(cacaos.map(({ cacao }) => cacao))
    let session: Session | undefined
    if (namespaces) {
      session = {
        topic: await deriveTopic(symKey),
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
    const topic = await deriveTopic(symKey)
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

  protected async endAuthRequest(
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

  /** A sign-in's fallback settled: the wallet connected without signing in. */
  protected override async proposalSettled(proposalId: number, session: Session): Promise<void> {
    const auth = this.authRequests.byProposal(proposalId)
    if (auth) await this.endAuthRequest(auth, { cacaos: undefined, session }, false)
  }

  protected override async restoreAuthRequest(record: StoredAuthRequest): Promise<void> {
    this.authRequests.restore(record, await deriveTopic(record.params.requester.publicKey))
  }

  protected override extraTopics(): string[] {
    return [...super.extraTopics(), ...this.authRequests.all().map((auth) => auth.responseTopic)]
  }

  protected override proposalEnded(proposal: StoredProposal, error: Error): void {
    super.proposalEnded(proposal, error)
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
    super.closing(error)
  }
}
