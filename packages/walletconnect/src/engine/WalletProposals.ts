// The wallet's session proposals (sign session-proposal): it pairs from the URI the dapp showed,
// receives the dapp's proposals on the pairing (not the fallback of a sign-in it answers itself),
// keeps them until they are decided, and refuses them. WalletSettlement approves one and settles
// its session, WalletAuthentication adds one-prompt sign-in, WalletEngine the session's use
// (requests, events, updates, extensions).
import { deriveTopic } from '../crypto/deriveTopic'
import { NotFoundError } from '../errors/notFound'
import { PairingUriError } from '../errors/pairingUri'
import type { JsonRpcRequest } from '../jsonrpc/JsonRpc'
import { createPairingState, type PairingState } from '../pairing/pairingReducer'
import { RPC_METHOD_POLICIES, type RpcMethod } from '../rpc/rpcMethodPolicies'
import { readSessionProposeParams } from '../sign/readSignParams'
import type { ReasonParams, SessionProposeParams } from '../sign/SignTypes'
import type { StoredProposal } from '../storage/StoredRecord'
import { parsePairingUri } from '../uri/parsePairingUri'
import { type RequestHandler, type SignClientOptions, SignEngine } from './SignEngine'
import { nowSeconds, signError, USER_REJECTED } from './signDefaults'
import { withContext } from './withContext'

export type WalletProposal = Extract<StoredProposal, { role: 'wallet' }>

export abstract class WalletProposals extends SignEngine {
  /** The methods each pairing's URI announced (a pairing for wc_sessionAuthenticate only). */
  private readonly pairingMethods = new Map<string, string[]>()

  protected constructor(options: SignClientOptions) {
    super('wallet', options)
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

  protected override roleHandlers(): Partial<Record<RpcMethod, RequestHandler>> {
    return {
      wc_sessionPropose: (topic, request, attestationId) =>
        this.onProposal(topic, request, attestationId),
    }
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

  /** The wallet proposal `id` (NotFoundError when none waits). */
  protected walletProposal(id: number): WalletProposal {
    const proposal = this.proposals.get(id)
    if (proposal?.role !== 'wallet')
      throw new NotFoundError(`no proposal ${id}`, { kind: 'proposal', key: String(id) })
    return proposal
  }
}
