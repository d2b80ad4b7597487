// The dapp's side of a proposal's outcome (sign session-proposal, session-settlement): the
// wallet's answer on the pairing topic (its key, from which the session topic derives, or a
// refusal), then its wc_sessionSettle on that topic, checked against what was proposed, and the
// session it makes. What waits for it, and the proposal's start, are DappProposals'.
import { deriveSymKey } from '../crypto/deriveSymKey'
import { deriveTopic } from '../crypto/deriveTopic'
import { PeerRpcError } from '../errors/peerRpc'
import { ProtocolError } from '../errors/protocol'
import type { JsonRpcErrorResponse, JsonRpcRequest, JsonRpcResult } from '../jsonrpc/JsonRpc'
import { SIGN_ERROR_CODES } from '../sign/errorCodes'
import { type ProposalState, proposalReducer } from '../sign/proposalReducer'
import { readSessionProposeResult, readSessionSettleParams } from '../sign/readSignParams'
import type { StoredProposal } from '../storage/StoredRecord'
import { answerTags } from './answerTags'
import { type DappProposal, DappProposals } from './DappProposals'
import { namespacesProblem } from './namespacesProblem'
import type { Session } from './Session'
import { nowSeconds, signError } from './signDefaults'

export abstract class DappSettlement extends DappProposals {
  /** Session topics of approved proposals, awaiting their settlement → the session key. */
  private readonly settling = new Map<string, string>()

  protected override async onUntrackedAnswer(
    topic: string,
    tag: number,
    response: JsonRpcResult | JsonRpcErrorResponse,
  ): Promise<boolean> {
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
      symKey = await deriveSymKey(proposal.privateKey, result.responderPublicKey)
    } catch (cause) {
      return this.log(`dropped an answer to proposal ${id} with an unusable key: ${String(cause)}`)
    }
    const sessionTopic = await deriveTopic(symKey)
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

  protected async onSettle(topic: string, { id, params: raw }: JsonRpcRequest): Promise<void> {
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
    await this.proposalSettled(proposal.id, session)
  }

  /** A proposal of ours became a session (DappAuthenticationAnswers: a sign-in's fallback did). */
  protected async proposalSettled(_proposalId: number, _session: Session): Promise<void> {}

  protected override async restoreProposal(record: StoredProposal): Promise<void> {
    if (record.role !== 'dapp') return
    if (record.state.status === 'approved')
      try {
        const { sessionTopic, responderPublicKey } = record.state
        this.settling.set(sessionTopic, await deriveSymKey(record.privateKey, responderPublicKey))
      } catch {
        return
      }
    await super.restoreProposal(record)
  }

  protected override extraKeyOf(topic: string): string | undefined {
    return this.settling.get(topic)
  }

  protected override extraTopics(): string[] {
    return [...this.settling.keys()]
  }

  protected override proposalEnded(proposal: StoredProposal, error: Error): void {
    if (proposal.role === 'dapp' && proposal.state.status === 'approved')
      this.settling.delete(proposal.state.sessionTopic)
    super.proposalEnded(proposal, error)
  }
}

const malformedSettlement = () =>
  new ProtocolError('malformed settlement', {
    code: SIGN_ERROR_CODES.invalidSessionSettleRequest,
    reason: 'invalidSessionSettleRequest',
  })
