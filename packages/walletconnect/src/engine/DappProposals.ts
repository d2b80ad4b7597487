// The dapp's session proposals (sign session-proposal): a pairing (its URI is what the visitor
// scans) and a proposal on it, published, and the promise the caller holds until the proposal
// ends. DappSettlement hears the wallet's answer and settlement, DappAuthentication adds one-prompt
// sign-in, DappEngine the session's use (requests, the wallet's events, updates, extensions).
import { deriveTopic } from '../crypto/deriveTopic'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { generateSymKey } from '../crypto/generateSymKey'
import type { KeyPair } from '../crypto/KeyPair'
import { createPairingState } from '../pairing/pairingReducer'
import { RPC_METHOD_POLICIES } from '../rpc/rpcMethodPolicies'
import { createSessionProposal } from '../sign/createSessionProposal'
import type { ProposalNamespaces } from '../sign/SignTypes'
import type { StoredProposal } from '../storage/StoredRecord'
import { formatPairingUri } from '../uri/formatPairingUri'
import type { Session } from './Session'
import { type SignClientOptions, SignEngine } from './SignEngine'
import { IRN_RELAY, nowSeconds } from './signDefaults'

export type DappProposal = Extract<StoredProposal, { role: 'dapp' }>

type Waiter = { resolve(session: Session): void; reject(error: unknown): void }

export abstract class DappProposals extends SignEngine {
  private readonly waiters = new Map<number, Waiter>()

  protected constructor(options: SignClientOptions) {
    super('dapp', options)
  }

  /**
   * A new pairing and a session proposal on it: show `uri` (QR code, deep link); `approval`
   * resolves with the session once the wallet settled it, rejects with PeerRpcError when the
   * wallet refused, RequestExpiredError when the proposal expired unanswered.
   */
  async connect(parameters: {
    requiredNamespaces?: ProposalNamespaces
    optionalNamespaces?: ProposalNamespaces
    sessionProperties?: Record<string, string>
  }): Promise<{ uri: string; approval: Promise<Session> }> {
    this.assertOpen()
    this.wakeRelay()
    const pairing = await this.openPairing()
    try {
      const { approval } = await this.propose(pairing, await generateKeyPair(), parameters)
      return { uri: pairing.uri, approval }
    } catch (cause) {
      this.abandonPairing(pairing.topic)
      throw cause
    }
  }

  protected async openPairing(
    methods?: string[][],
  ): Promise<{ topic: string; uri: string; expiry: number }> {
    const symKey = generateSymKey()
    const topic = await deriveTopic(symKey)
    // Subscribed before it is kept: a relay that cannot be reached leaves no pairing behind.
    try {
      await this.relay.subscribe(topic)
    } catch (cause) {
      await this.unsubscribe(topic)
      throw cause
    }
    const state = createPairingState(topic, 'proposer', nowSeconds())
    this.pairingKeys.set(topic, { symKey, state })
    await this.store.put({ kind: 'pairing', symKey, state })
    const expiryTimestamp = state.expiry
    const uri = formatPairingUri({
      topic,
      symKey,
      relay: IRN_RELAY,
      expiryTimestamp,
      ...(methods ? { methods } : {}),
    })
    return { topic, uri, expiry: state.expiry }
  }

  protected async propose(
    pairing: { topic: string; expiry: number },
    keyPair: KeyPair,
    parameters: {
      requiredNamespaces?: ProposalNamespaces
      optionalNamespaces?: ProposalNamespaces
      sessionProperties?: Record<string, string>
    },
  ): Promise<{ id: number; approval: Promise<Session> }> {
    const { topic } = pairing
    const request = createSessionProposal({
      publicKey: keyPair.publicKey,
      metadata: this.metadata,
      ...parameters,
    })
    const expiry = request.params.expiryTimestamp ?? pairing.expiry
    const proposal: DappProposal = {
      kind: 'proposal',
      role: 'dapp',
      id: request.id,
      privateKey: keyPair.privateKey,
      params: request.params,
      state: { status: 'proposed', id: request.id, pairingTopic: topic, expiry },
    }
    this.proposals.set(proposal.id, proposal)
    await this.store.put(proposal)
    const approval = new Promise<Session>((resolve, reject) =>
      this.waiters.set(proposal.id, { resolve, reject }),
    )
    try {
      await this.publish(topic, request, RPC_METHOD_POLICIES.wc_sessionPropose.request, expiry)
    } catch (cause) {
      // Never sent: nobody holds `approval`, so it goes without settling.
      this.waiters.delete(proposal.id)
      await this.dropProposal(proposal)
      throw cause
    }
    this.scheduleSweep()
    return { id: proposal.id, approval }
  }

  /**
   * A connection attempt that failed half-way (the relay went away): its pairing is forgotten here
   * and, when the relay can be reached, there too, without making the caller wait for that.
   */
  protected abandonPairing(topic: string): void {
    this.endPairing(topic).catch((cause) => this.log(`pairing ${topic} not ended: ${cause}`))
  }

  protected override proposalEnded(proposal: StoredProposal, error: Error): void {
    this.settleWaiter(proposal.id, error)
  }

  protected override closing(error: Error): void {
    for (const [id, waiter] of this.waiters) {
      this.waiters.delete(id)
      waiter.reject(error)
    }
  }

  /** Settles the promise the caller of connect() (or authenticate()'s fallback) holds. */
  protected settleWaiter(id: number, outcome: Session | Error): void {
    const waiter = this.waiters.get(id)
    if (!waiter) return
    this.waiters.delete(id)
    if (outcome instanceof Error) waiter.reject(outcome)
    else waiter.resolve(outcome)
  }
}
