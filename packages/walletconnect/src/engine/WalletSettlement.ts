// The wallet's approval of a proposal (sign session-proposal, session-settlement): the session key
// from a new key pair and the dapp's, wc_sessionSettle on the session topic, then the proposal's
// answer on the pairing topic; the dapp's answer to the settlement acknowledges the session, or
// ends it when the dapp refused. The proposals themselves are WalletProposals'.
import { deriveSymKey } from '../crypto/deriveSymKey'
import { deriveTopic } from '../crypto/deriveTopic'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { PeerRpcError } from '../errors/peerRpc'
import { RequestExpiredError } from '../errors/requestExpired'
import { checkSessionNamespaces } from '../sign/checkSessionNamespaces'
import type { SessionNamespaces, SessionSettleParams } from '../sign/SignTypes'
import { SESSION_TTL_SECONDS } from './constants'
import type { Session } from './Session'
import { IRN_RELAY, nowSeconds } from './signDefaults'
import { WalletProposals } from './WalletProposals'

export abstract class WalletSettlement extends WalletProposals {
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
    this.assertOpen()
    const proposal = this.walletProposal(parameters.id)
    const { params, pairingTopic } = proposal
    const at = nowSeconds()
    if (params.expiryTimestamp !== undefined && params.expiryTimestamp <= at) {
      await this.dropProposal(proposal)
      throw new RequestExpiredError('the proposal expired', {
        method: 'wc_sessionPropose',
        expiry: params.expiryTimestamp,
      })
    }
    const namespaces = checkSessionNamespaces(parameters.namespaces, params.requiredNamespaces)
    const self = await generateKeyPair()
    const symKey = await deriveSymKey(self.privateKey, params.proposer.publicKey)
    const topic = await deriveTopic(symKey)
    const session: Session = {
      topic,
      pairingTopic,
      relay: IRN_RELAY,
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
      relay: IRN_RELAY,
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
      relay: IRN_RELAY,
      responderPublicKey: self.publicKey,
    })
    this.scheduleSweep()
    return session
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
}
