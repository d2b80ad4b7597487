// The pairing's and the session's lifecycle, for both sides (pairing readme; sign rpc-methods):
// the shared requests (ping, delete, pairing extend), a peer's message keeping a pairing alive,
// and the end of a session or a pairing (its keys, storage, subscription, what waited on it).
import { PeerRpcError } from '../errors/peerRpc'
import { SessionEndedError } from '../errors/sessionEnded'
import type { JsonRpcRequest } from '../jsonrpc/JsonRpc'
import { type PairingEvent, pairingReducer } from '../pairing/pairingReducer'
import type { RpcMethod } from '../rpc/rpcMethodPolicies'
import { SIGN_ERROR_CODES } from '../sign/errorCodes'
import { readExtendParams, readReasonParams } from '../sign/readSignParams'
import type { ReasonParams } from '../sign/SignTypes'
import { SignPublisher } from './SignPublisher'
import { nowSeconds, signError, USER_DISCONNECTED } from './signDefaults'

export abstract class SignLifecycle extends SignPublisher {
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
}
