// The sign engine's state and its seams, the base of the layers SignEngine stacks: the options,
// the topics' keys (pairings, sessions, proposals) restored from storage, the requests awaiting
// answers, the application's listeners, and the hooks through which DappEngine and WalletEngine
// add each side's part.
import { NotFoundError } from '../errors/notFound'
import { RelayClosedError } from '../errors/relay'
import type { JsonRpcErrorResponse, JsonRpcRequest, JsonRpcResult } from '../jsonrpc/JsonRpc'
import type { PairingState } from '../pairing/pairingReducer'
import type { RelaySocketConstructor } from '../relay/RelaySocket'
import type { RpcMethod } from '../rpc/rpcMethodPolicies'
import type { Metadata } from '../sign/SignTypes'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import type { SignStorage } from '../storage/SignStorage'
import { SignStore } from '../storage/SignStore'
import type { StoredAuthRequest, StoredProposal, StoredRecord } from '../storage/StoredRecord'
import type { VerifyClient, VerifyContext } from '../verify/VerifyClient'
import { requestVerifyContext } from '../verify/verifySign'
import { SIGN_STORAGE_PREFIX } from './constants'
import { PendingRequests } from './PendingRequests'
import type { Session } from './Session'
import type { SignClientEvents } from './SignClientEvents'
import type { SignRelay } from './SignRelay'

export type SignRole = 'dapp' | 'wallet'

export type SignClientOptions = {
  /** This side's description, shown by the peer. */
  metadata: Metadata
  /** A relay connection to use (closed with the client only when the client opened it). */
  relay?: SignRelay
  /** Without `relay`: the relay to open; Reown's (DEFAULT_RELAY_URL) when only `projectId` is given. */
  relayUrl?: string
  projectId?: string
  /** In Node 20, `ws`'s WebSocket; browsers and Node 22 have a global one. */
  WebSocket?: RelaySocketConstructor
  /** Where pairings, sessions and keys are kept; in memory unless given (createWebStorage). */
  storage?: SignStorage
  /** Storage key prefix; defaults to `gatehouse-walletconnect:<role>:`. */
  storagePrefix?: string
  /** Debug lines: every dropped message and why, storage faults, relay trouble. */
  log?: (line: string) => void
  /**
   * WalletConnect Verify, off unless given. The dapp registers an attestation of each request a
   * person approves (proposal, sign-in, session request) with `register` (in a browser,
   * createVerifyClient({ verifyUrl }); name the same URL in `metadata.verifyUrl`). The wallet
   * asks `resolve` (createVerifyClient with the Verify server it trusts) and hands each such
   * request to the app with its `verifyContext`.
   */
  verify?: VerifyClient
}

type Listener<event extends keyof SignClientEvents> = (payload: SignClientEvents[event]) => void
export type RequestHandler = (
  topic: string,
  request: JsonRpcRequest,
  attestationId: string,
) => Promise<void>

export abstract class SignState {
  readonly role: SignRole
  protected readonly metadata: Metadata
  protected readonly store: SignStore
  protected readonly verify: VerifyClient | undefined
  private readonly logLine: (line: string) => void
  protected relay!: SignRelay
  protected closed = false
  protected readonly pairingKeys = new Map<string, { symKey: string; state: PairingState }>()
  protected readonly sessionKeys = new Map<string, { symKey: string; session: Session }>()
  protected readonly proposals = new Map<number, StoredProposal>()
  protected readonly pending = new PendingRequests()

  private readonly listeners: { [event in keyof SignClientEvents]: Set<Listener<event>> } = {
    proposal: new Set(),
    proposalExpire: new Set(),
    session: new Set(),
    request: new Set(),
    sessionEvent: new Set(),
    sessionUpdate: new Set(),
    sessionExtend: new Set(),
    sessionPing: new Set(),
    sessionDelete: new Set(),
    sessionExpire: new Set(),
    pairingDelete: new Set(),
    authenticate: new Set(),
  }

  protected constructor(role: SignRole, options: SignClientOptions) {
    this.role = role
    this.metadata = options.metadata
    this.logLine = options.log ?? (() => {})
    this.verify = options.verify
    const prefix = options.storagePrefix ?? `${SIGN_STORAGE_PREFIX}:${role}:`
    this.store = new SignStore(options.storage ?? createMemoryStorage(), prefix, this.logLine)
  }

  on<event extends keyof SignClientEvents>(event: event, listener: Listener<event>): () => void {
    this.listeners[event].add(listener)
    return () => this.listeners[event].delete(listener)
  }

  sessions(): Session[] {
    return [...this.sessionKeys.values()].map(({ session }) => session)
  }

  pairings(): PairingState[] {
    return [...this.pairingKeys.values()].map(({ state }) => state)
  }

  protected async restore(records: StoredRecord[]): Promise<void> {
    for (const record of records) {
      switch (record.kind) {
        case 'pairing':
          this.pairingKeys.set(record.state.topic, record)
          break
        case 'session':
          this.sessionKeys.set(record.session.topic, record)
          break
        case 'proposal':
          await this.restoreProposal(record)
          break
        case 'authRequest':
          await this.restoreAuthRequest(record)
          break
        case 'identity':
          break
        default: {
          const unreachable: never = record
          this.log(`ignored ${String(unreachable)}`)
        }
      }
    }
    this.log(`restored ${this.pairingKeys.size} pairings, ${this.sessionKeys.size} sessions`)
  }

  protected symKeyOf(topic: string): string | undefined {
    return (
      this.sessionKeys.get(topic)?.symKey ??
      this.pairingKeys.get(topic)?.symKey ??
      this.extraKeyOf(topic)
    )
  }

  protected liveSession(topic: string): { symKey: string; session: Session } {
    const live = this.sessionKeys.get(topic)
    if (!live) throw new NotFoundError(`no session on ${topic}`, { kind: 'session', key: topic })
    return live
  }

  protected async saveSession(symKey: string, session: Session): Promise<void> {
    this.sessionKeys.set(session.topic, { symKey, session })
    await this.store.put({ kind: 'session', symKey, session })
  }

  protected async dropProposal(proposal: StoredProposal): Promise<void> {
    this.proposals.delete(proposal.id)
    await this.store.remove(proposal)
  }

  // ---------- the role's part ----------

  /** The role's own request handlers (the proposal and requests for the wallet, …). */
  protected abstract roleHandlers(): Partial<Record<RpcMethod, RequestHandler>>

  /** An answer no pending request claims (the dapp's proposal answers): true once handled. */
  protected async onUntrackedAnswer(
    _topic: string,
    _tag: number,
    _response: JsonRpcResult | JsonRpcErrorResponse,
  ): Promise<boolean> {
    return false
  }

  /** The private key whose public key a response topic hashes (wallet authentication). */
  protected responseKeyOf(_topic: string): string | undefined {
    return undefined
  }

  /** An answer that arrived sealed in a type 1 envelope on a response topic. */
  protected async onSealedAnswer(
    topic: string,
    _tag: number,
    response: JsonRpcResult | JsonRpcErrorResponse,
    _senderPublicKey: string,
    _symKey: string,
  ): Promise<void> {
    this.log(`dropped an answer to unknown request ${response.id} on ${topic}`)
  }

  /** A stored proposal, loaded at start. */
  protected async restoreProposal(record: StoredProposal): Promise<void> {
    this.proposals.set(record.id, record)
  }

  /** A stored sign-in request (the dapp's), loaded at start. */
  protected async restoreAuthRequest(_record: StoredAuthRequest): Promise<void> {}

  /** The key of a topic the role holds beyond pairings and sessions. */
  protected extraKeyOf(_topic: string): string | undefined {
    return undefined
  }

  /** Topics the role holds beyond pairings and sessions, to re-subscribe at start. */
  protected extraTopics(): string[] {
    return []
  }

  /** A proposal ended without a session: refused, expired, or its pairing deleted. */
  protected proposalEnded(_proposal: StoredProposal, _error: Error): void {}

  /** A session ended (deleted or expired). */
  protected sessionEnded(_topic: string): void {}

  /** The client is closing: what still waits fails with `error`. */
  protected closing(_error: Error): void {}

  /** Time passed: expire what only the role holds. */
  protected sweepRole(_at: number): void {}

  /** The expiries (seconds) of what only the role holds. */
  protected roleExpiries(): (number | undefined)[] {
    return []
  }

  // ---------- plumbing ----------

  /**
   * The wallet's side of Verify: what the Verify server says of a request's origin against the
   * dapp's metadata `url`; undefined without Verify.
   */
  protected verifyContext(
    attestationId: string,
    metadataUrl: string,
  ): Promise<VerifyContext | undefined> {
    return requestVerifyContext(this.verify, attestationId, metadataUrl, (line) => this.log(line))
  }

  /** A closed client sends nothing and changes nothing. */
  protected assertOpen(): void {
    if (this.closed) throw new RelayClosedError('sign client closed')
  }

  /** Whether the application listens to `event` (a wallet without an authenticate listener takes the fallback proposal). */
  protected hasListeners(event: keyof SignClientEvents): boolean {
    return this.listeners[event].size > 0
  }

  protected notify<event extends keyof SignClientEvents>(
    event: event,
    payload: SignClientEvents[event],
  ): void {
    for (const listener of this.listeners[event]) {
      try {
        listener(payload)
      } catch (cause) {
        this.log(`a ${event} listener threw: ${String(cause)}`)
      }
    }
  }

  protected log(line: string): void {
    this.logLine(`[sign ${this.role}] ${line}`)
  }
}
