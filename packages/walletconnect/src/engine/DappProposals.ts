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
import { handled } from './handled'
import type { Session } from './Session'
import { type SignClientOptions, SignEngine } from './SignEngine'
import { IRN_RELAY, nowSeconds } from './signDefaults'

export type DappProposal = Extract<StoredProposal, { role: 'dapp' }>

/** A pairing openPairing kept, its subscribe under way. */
export type OpenedPairing = {
  topic: string
  uri: string
  expiry: number
  subscribed: Promise<void>
}

/** A proposal propose() kept, its publish under way. */
export type Proposed = { id: number; approval: Promise<Session>; published: Promise<void> }

type Waiter = { resolve(session: Session): void; reject(error: unknown): void }

export abstract class DappProposals extends SignEngine {
  private readonly waiters = new Map<number, Waiter>()

  protected constructor(options: SignClientOptions) {
    super('dapp', options)
  }

  /**
   * A new pairing and a session proposal on it. `uri` comes at once, with the pairing's subscribe
   * and the proposal's publish handed to the relay client, which sends them when its socket opens:
   * show it as a QR code (the relay keeps the proposal until the wallet, once scanned, asks).
   * `sent` resolves once both requests are on the open socket: what a deep link must wait for,
   * since the page may be frozen as soon as the wallet app opens. `approval` resolves with the
   * session once the wallet settled it, rejects with PeerRpcError when the wallet refused,
   * RequestExpiredError when the proposal expired unanswered. A relay that cannot be reached, or
   * that fails either request, rejects `sent` and `approval` with the relay client's
   * RelayRequestError (the kit says the wallet cannot be reached), and the pairing and proposal
   * are forgotten.
   */
  async connect(parameters: {
    requiredNamespaces?: ProposalNamespaces
    optionalNamespaces?: ProposalNamespaces
    sessionProperties?: Record<string, string>
  }): Promise<{ uri: string; approval: Promise<Session>; sent: Promise<void> }> {
    this.assertOpen()
    this.wakeRelay()
    const pairing = await this.openPairing()
    try {
      const { id, approval, published } = await this.propose(
        pairing,
        await generateKeyPair(),
        parameters,
      )
      const requests = Promise.all([pairing.subscribed, published])
      requests.catch((cause: unknown) => {
        // The relay failed either request: the caller's `approval` rejects with its error, and
        // the proposal goes with its pairing.
        if (!this.waiters.has(id)) return
        this.settleWaiter(id, cause instanceof Error ? cause : new Error(String(cause)))
        this.abandonPairing(pairing.topic)
      })
      return { uri: pairing.uri, approval, sent: this.onSocket(requests) }
    } catch (cause) {
      // Storage failed. Nobody holds `approval` (marked handled): it ends with the proposal and
      // the pairing, forgotten before this rejects.
      await this.endPairing(pairing.topic).catch(() => undefined)
      throw cause
    }
  }

  /**
   * A new pairing, kept, with its subscribe under way (`subscribed`: the caller awaits it, or
   * abandons the pairing when it fails).
   */
  protected async openPairing(methods?: string[][]): Promise<OpenedPairing> {
    const symKey = generateSymKey()
    const topic = await deriveTopic(symKey)
    const state = createPairingState(topic, 'proposer', nowSeconds())
    this.pairingKeys.set(topic, { symKey, state })
    const subscribed = handled(this.relay.subscribe(topic).then(() => undefined))
    await this.store.put({ kind: 'pairing', symKey, state })
    const expiryTimestamp = state.expiry
    const uri = formatPairingUri({
      topic,
      symKey,
      relay: IRN_RELAY,
      expiryTimestamp,
      ...(methods ? { methods } : {}),
    })
    return { topic, uri, expiry: state.expiry, subscribed }
  }

  /**
   * A session proposal on `pairing`, kept, and its publish under way (`published`: the caller
   * awaits it, or ends the pairing, and the proposal with it, when it fails).
   */
  protected async propose(
    pairing: { topic: string; expiry: number },
    keyPair: KeyPair,
    parameters: {
      requiredNamespaces?: ProposalNamespaces
      optionalNamespaces?: ProposalNamespaces
      sessionProperties?: Record<string, string>
    },
  ): Promise<Proposed> {
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
    const approval = handled(
      new Promise<Session>((resolve, reject) => this.waiters.set(proposal.id, { resolve, reject })),
    )
    const policy = RPC_METHOD_POLICIES.wc_sessionPropose.request
    const published = handled(this.publish(topic, request, policy, expiry))
    this.scheduleSweep()
    return { id: proposal.id, approval, published }
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
