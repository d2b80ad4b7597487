// An EIP-1193 provider over the dapp sign client, for a wagmi connector to wrap: connect by
// pairing URI, restore a stored session only once its wallet answers, send signing methods to
// the wallet and reads to the app's own node, and report the wallet's changes as EIP-1193 events.
import type { VerifiedCacao } from '../cacao/VerifiedCacao'
import type { DappClient } from '../engine/createDappClient'
import type { Session } from '../engine/Session'
import type { SignClientEvents } from '../engine/SignClientEvents'
import { NoSessionError } from '../errors/noSession'
import { NotFoundError } from '../errors/notFound'
import { ProviderRpcError } from '../errors/providerRpc'
import { SessionEndedError } from '../errors/sessionEnded'
import { parsePairingUri } from '../uri/parsePairingUri'
import { EIP1193_ERROR_CODES, PROVIDER_WALLET_METHODS, RESTORE_PING_TIMEOUT_MS } from './constants'
import { ProviderEmitter } from './ProviderEmitter'
import type { ProviderSignIn } from './ProviderSignIn'
import { ProviderState } from './ProviderState'
import { proposalNamespaces } from './proposalNamespaces'
import { type Routing, routeRequest } from './routeRequest'
import { toCaip2 } from './sessionChains'
import { type TabSessions, tabSessions } from './tabSessions'
import type { WalletConnectProviderEvents } from './WalletConnectProviderEvents'
import type { WalletConnectProviderOptions } from './WalletConnectProviderOptions'
import { withDeadline } from './withDeadline'

type Listener<event extends keyof WalletConnectProviderEvents> = (
  payload: WalletConnectProviderEvents[event],
) => void

export class WalletConnectProvider {
  private readonly emitter: ProviderEmitter<WalletConnectProviderEvents>
  private readonly state: ProviderState
  /** The pairing of the latest connect() that has not produced a session. */
  private pendingPairing: string | undefined
  /** connect() calls so far: an attempt overtaken by a later one withdraws. */
  private attempts = 0
  private restoring: Promise<Session> | undefined
  private signedIn: VerifiedCacao | undefined
  private readonly offClient: (() => void)[]
  private readonly tabs: TabSessions

  constructor(
    readonly client: DappClient,
    private readonly options: WalletConnectProviderOptions,
  ) {
    this.emitter = new ProviderEmitter((line) => this.log(line))
    this.state = new ProviderState(
      this.emitter,
      options.chains.map(({ id }) => id),
    )
    this.tabs = tabSessions(options.storagePrefix ?? 'dapp', () => this.state.session?.topic)
    this.offClient = [
      client.on('session', (session) => this.onSessionSettled(session)),
      client.on('sessionEvent', (event) => this.onSessionEvent(event)),
      client.on('sessionUpdate', ({ topic }) => this.onSessionChange(topic)),
      client.on('sessionExtend', ({ topic }) => this.onSessionChange(topic)),
      client.on('sessionDelete', ({ topic, code, message }) =>
        this.onSessionEnd(topic, new ProviderRpcError(message, { code, data: topic })),
      ),
      client.on('sessionExpire', ({ topic }) =>
        this.onSessionEnd(
          topic,
          new ProviderRpcError('The session expired.', {
            code: EIP1193_ERROR_CODES.disconnected,
            data: topic,
          }),
        ),
      ),
    ]
  }

  /**
   * The signed sign-in of the latest connect({ signIn }), when the wallet signed in with its
   * approval (one-prompt sign-in): the SIWE message and signature for the app's server. Undefined
   * when the wallet only connected (sign in in two steps), and after a disconnect.
   */
  get authentication(): VerifiedCacao | undefined {
    return this.signedIn
  }

  /** The connected session: approved by connect() or confirmed by restore(). */
  get session(): Session | undefined {
    return this.state.session
  }

  /** The current chain's id. */
  get chainId(): number {
    return this.state.chainId
  }

  /** The session's addresses on the current chain; empty without a session. */
  get accounts(): string[] {
    return this.state.accounts
  }

  on<event extends keyof WalletConnectProviderEvents>(
    event: event,
    listener: Listener<event>,
  ): this {
    this.emitter.on(event, listener)
    return this
  }

  removeListener<event extends keyof WalletConnectProviderEvents>(
    event: event,
    listener: Listener<event>,
  ): this {
    this.emitter.removeListener(event, listener)
    return this
  }

  /** EIP-1193 request; see routeRequest for where each method goes. */
  request(args: { method: string; params?: unknown }): Promise<unknown> {
    return routeRequest(this.routing, args)
  }

  /**
   * A new pairing and proposal: emits `qr_uri` at once and `display_uri` once the relay has the
   * proposal; resolves with the session the wallet approved (after `connect`, `chainChanged`,
   * `accountsChanged`). Rejects with the wallet's PeerRpcError (the spec's 5000 for a refusal),
   * RequestExpiredError when nobody answered in 5 minutes, the relay client's RelayRequestError
   * when the relay cannot be reached. Called again, it abandons the previous attempt (its promise
   * rejects with PeerRpcError 6000 once the wallet is told) and starts a fresh pairing at once.
   * With `signIn` (a nonce and the message's fields) the wallet is asked to connect and sign in
   * with one approval (wc_sessionAuthenticate, the proposal as its fallback): see
   * `authentication`.
   */
  async connect(parameters: { chainId?: number; signIn?: ProviderSignIn } = {}): Promise<Session> {
    const chainId = parameters.chainId ?? this.state.chainId
    const appChainIds = this.options.chains.map(({ id }) => id)
    if (!appChainIds.includes(chainId))
      throw new ProviderRpcError(`chain ${chainId} is not one of the app's chains`, {
        code: EIP1193_ERROR_CODES.unrecognizedChain,
      })
    const attempt = ++this.attempts
    // Not awaited: the new pairing needs nothing of the old one, and telling the wallet takes the
    // relay's answer (its retries, when the relay is down) before the new QR code could show.
    void this.abandonPairing()
    const chainIds = [chainId, ...appChainIds.filter((id) => id !== chainId)]
    this.signedIn = undefined
    const { uri, approval, sent } = parameters.signIn
      ? await this.authenticate(chainIds, parameters.signIn)
      : await this.client.connect({ optionalNamespaces: proposalNamespaces(chainIds) })
    const { topic } = parsePairingUri(uri)
    if (attempt !== this.attempts) {
      // A later connect() began while this one was proposing: its URI is the one shown.
      await this.client.disconnect({ topic }).catch((cause) => this.log(String(cause)))
      return approval
    }
    this.pendingPairing = topic
    this.emitter.emit('qr_uri', uri)
    // A relay that fails the requests rejects `approval` too: that is the error reported.
    sent.then(
      () => this.pendingPairing === topic && this.emitter.emit('display_uri', uri),
      () => undefined,
    )
    const session = await approval
    if (this.pendingPairing === topic) this.pendingPairing = undefined
    await this.adopt(session, chainId)
    return session
  }

  /** The current chain's accounts, connecting first when there is no session (EIP-1102). */
  async enable(): Promise<string[]> {
    if (!this.state.session) await this.connect()
    return this.state.accounts
  }

  /**
   * Reports the stored session as connected once its wallet answers a ping (wc_sessionPing)
   * within `restorePingTimeoutMs`, or another tab of the app says it holds it connected. Otherwise the session is removed (the wallet told, when it can
   * be reached) and this rejects with NoSessionError: `'none'` stored, `'unanswered'`, or
   * `'ended'` while checked. Not run on creation: the caller decides when a page reconnects.
   */
  restore(parameters: { chainId?: number } = {}): Promise<Session> {
    if (this.state.session) return Promise.resolve(this.state.session)
    this.restoring ??= this.checkStoredSession(parameters.chainId).finally(() => {
      this.restoring = undefined
    })
    return this.restoring
  }

  /**
   * Deletes the session with the wallet (USER_DISCONNECTED) and emits `disconnect`; resolves once
   * the session is gone from storage, so a reload right after it restores nothing. Without a
   * session, abandons a pending connect().
   */
  async disconnect(): Promise<void> {
    this.signedIn = undefined
    await this.abandonPairing()
    const session = this.state.session
    if (!session) return
    try {
      await this.client.disconnect({ topic: session.topic })
    } catch (cause) {
      // The engine forgets the session even when the wallet could not be told; only a closed
      // client keeps it, and then the caller must know.
      if (this.client.sessions().some(({ topic }) => topic === session.topic)) throw cause
      this.log(`the wallet was not told of the disconnect: ${String(cause)}`)
    }
  }

  /** Stops the sign client; what is stored stays for the next page. */
  close(): void {
    this.tabs.close()
    for (const off of this.offClient) off()
    this.client.close()
  }

  private get routing(): Routing {
    return {
      state: this.state,
      client: this.client,
      chains: this.options.chains,
      readRequest: this.options.readRequest,
      enable: () => this.enable(),
    }
  }

  private async checkStoredSession(chainId: number | undefined): Promise<Session> {
    const stored = this.client.sessions().sort((a, b) => b.expiry - a.expiry)[0]
    if (!stored) throw new NoSessionError('No WalletConnect session is stored.', { reason: 'none' })
    const { topic } = stored
    const timeoutMs = this.options.restorePingTimeoutMs ?? RESTORE_PING_TIMEOUT_MS
    try {
      // Another tab of this app holding the session connected is as good as the wallet's answer,
      // which the relay may hand to that tab instead (tabSessions.ts).
      await withDeadline(
        Promise.race([this.client.ping({ topic }), this.tabs.heldElsewhere(topic)]),
        timeoutMs,
        'wc_sessionPing',
      )
    } catch (cause) {
      const live = this.client.sessions().some((session) => session.topic === topic)
      if (live) await this.client.disconnect({ topic }).catch((error) => this.log(String(error)))
      const ended = !live || cause instanceof SessionEndedError || cause instanceof NotFoundError
      throw new NoSessionError(
        ended
          ? 'The WalletConnect session ended while it was restored.'
          : 'The wallet did not answer: its WalletConnect session was removed.',
        { reason: ended ? 'ended' : 'unanswered', cause },
      )
    }
    const current = this.client.sessions().find((session) => session.topic === topic)
    if (!current)
      throw new NoSessionError('The WalletConnect session ended while it was restored.', {
        reason: 'ended',
      })
    await this.adopt(current, chainId)
    return current
  }

  /** Sign-in with the connection: the approval is the session, the CACAO kept aside. */
  private async authenticate(
    chainIds: number[],
    signIn: ProviderSignIn,
  ): Promise<{ uri: string; approval: Promise<Session>; sent: Promise<void> }> {
    const { uri, response, sent } = await this.client.authenticate({
      ...signIn,
      chains: chainIds.map(toCaip2),
      methods: [...PROVIDER_WALLET_METHODS],
    })
    const approval = response.then(({ cacaos, session }) => {
      if (!session)
        throw new ProviderRpcError('the wallet signed in without granting any method', {
          code: EIP1193_ERROR_CODES.unauthorized,
        })
      this.signedIn = cacaos?.[0]
      return session
    })
    return { uri, approval, sent }
  }

  /** One session per provider: a new one replaces any other the client still holds. */
  private async adopt(session: Session, chainId: number | undefined): Promise<void> {
    for (const other of this.client.sessions())
      if (other.topic !== session.topic)
        await this.client.disconnect({ topic: other.topic }).catch((e) => this.log(String(e)))
    this.state.adopt(session, chainId)
  }

  /** Deletes the pairing of a connect() still waiting, which rejects its approval (engine). */
  private async abandonPairing(): Promise<void> {
    const topic = this.pendingPairing
    this.pendingPairing = undefined
    if (!topic || !this.client.pairings().some((pairing) => pairing.topic === topic)) return
    await this.client.disconnect({ topic }).catch((cause) => this.log(String(cause)))
  }

  /**
   * A session settled that no connect() here waits for: the wallet answered a proposal or
   * one-prompt sign-in of a page that has since reloaded (the engine keeps both in storage, so
   * the answer is read). It is the connection the visitor approved: adopted, with `connect`,
   * when there is none; ended with the wallet when there is one, so nothing stays half-connected.
   * Its sign-in signature is not kept: the page that would have sent it to the server is gone.
   */
  private onSessionSettled(session: Session): void {
    if (session.pairingTopic === this.pendingPairing || session.topic === this.state.session?.topic)
      return
    if (this.state.session || this.restoring) {
      this.client
        .disconnect({ topic: session.topic })
        .catch((cause) => this.log(`late session not ended: ${String(cause)}`))
      return
    }
    this.log(`adopted session ${session.topic}, settled after a reload`)
    this.adopt(session, undefined).catch((cause) => this.log(String(cause)))
  }

  private onSessionEvent(event: SignClientEvents['sessionEvent']): void {
    if (event.topic !== this.state.session?.topic) return
    const ignored = this.state.applyWalletEvent(event)
    if (ignored) this.log(ignored)
    this.emitter.emit('session_event', event)
  }

  private onSessionChange(topic: string): void {
    if (topic !== this.state.session?.topic) return
    const session = this.client.sessions().find((candidate) => candidate.topic === topic)
    if (session) this.state.update(session)
  }

  private onSessionEnd(topic: string, error: ProviderRpcError): void {
    if (topic !== this.state.session?.topic) return
    this.state.clear()
    this.emitter.emit('disconnect', error)
  }

  private log(line: string): void {
    this.options.log?.(`[provider] ${line}`)
  }
}
