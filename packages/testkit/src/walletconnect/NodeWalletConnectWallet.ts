// A WalletConnect v2 wallet that runs in the test process: the real @reown/walletkit SDK, a
// viem local account, and local nodes per chain id. It plays the phone: pair from the URI the
// dapp shows, approve or reject the session, answer or reject requests, switch chains.
import { type IWalletKit, WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { type Address, createWalletClient, type Hex, http, isAddressEqual } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { DEV_PRIVATE_KEYS } from '../chains/devAccounts'
import {
  CHAIN_DISCONNECTED,
  INTERNAL_ERROR,
  ProviderError,
  UNAUTHORIZED,
  UNRECOGNIZED_CHAIN,
  UNSUPPORTED_METHOD,
} from '../testWallet/ProviderError'
import { type HeldRequest, ScriptedOutcomes } from '../testWallet/ScriptedOutcomes'
import {
  chainIdParam,
  messageParam,
  transactionParam,
  typedDataParam,
} from '../testWallet/walletParams'
import {
  caipAccount,
  caipChain,
  eip155ChainId,
  sessionChainIds,
  WALLET_EVENTS,
  WALLET_METHODS,
} from './namespaces'
import { ProposalQueue } from './ProposalQueue'

export type WalletConnectSession = ReturnType<IWalletKit['getActiveSessions']>[string]
type Proposal = WalletKitTypes.SessionProposal
type SessionRequest = WalletKitTypes.SessionRequest

export type NodeWalletConnectWalletOptions = {
  /** The local relay's URL (startRelay().url). */
  relayUrl: string
  /** Local node per chain id; a request for a chain goes only there. Also the chains offered. */
  rpcUrls: Readonly<Record<number, string>>
  /** Defaults to anvil's account #0. */
  privateKey?: Hex
  /**
   * The account the sessions grant, when it is not the key's own: e.g. a Safe reached through
   * WalletConnect (pair with `handle('eth_sendTransaction', …)` to answer as the Safe does).
   */
  accountAddress?: Address
  /** Any non-empty string; the local relay ignores it. */
  projectId?: string
  /** Storage and global-core key; defaults to a fresh one, so wallets never share a core. */
  customStoragePrefix?: string
  /** Proposals nobody scripted with approve/rejectNextSession: approve (default) or wait. */
  autoApprove?: boolean
  metadata?: Partial<WalletKitTypes.Metadata>
  /**
   * The SDK's one-request-at-a-time queue, which waits 1 s after each answer before emitting the
   * next request. Off by default to keep tests fast; turn it on to test a dapp that sends
   * several requests while one is held.
   */
  requestQueue?: boolean
  /** The SDK's pino level. Defaults to 'error'. */
  logLevel?: string
}

export type WalletConnectRequest = {
  topic: string
  chainId: number | undefined
  method: string
  params: unknown
}

/** Answers one method in place of the built-in behaviour (after any scripted outcome). */
export type RequestHandler = (request: {
  chainId: number | undefined
  params: readonly unknown[]
}) => unknown

export type ApproveSessionOptions = {
  /** Chain ids to grant (intersected with what the dapp proposed). Defaults to every rpcUrls key. */
  chains?: readonly number[]
}

const DEFAULT_PROJECT_ID = '00000000000000000000000000000000'

export class NodeWalletConnectWallet {
  readonly account: PrivateKeyAccount
  /** Every session request the dapp sent, in order (scripted ones included). */
  readonly requests: WalletConnectRequest[] = []
  private readonly scripted = new ScriptedOutcomes()
  private readonly handlers = new Map<string, RequestHandler>()
  private readonly proposals: ProposalQueue<Proposal>

  private constructor(
    private readonly kit: IWalletKit,
    private readonly options: NodeWalletConnectWalletOptions,
  ) {
    this.account = privateKeyToAccount(options.privateKey ?? DEV_PRIVATE_KEYS[0])
    const approveAll = (proposal: Proposal) => this.approve(proposal, {}).then(() => undefined)
    this.proposals = new ProposalQueue(options.autoApprove === false ? undefined : approveAll)
    // A failed automatic approval has no caller to reject; the dapp sees the rejection, the log
    // says why. Scripted decisions reject the promise approve/rejectNextSession returned.
    kit.on('session_proposal', (proposal) => {
      this.proposals.arrive(proposal).catch((error: unknown) => {
        kit.logger.error({ error }, 'test wallet: session proposal failed')
      })
    })
    kit.on('session_request', (request) => void this.answer(request))
  }

  static async start(options: NodeWalletConnectWalletOptions): Promise<NodeWalletConnectWallet> {
    const kit = await inSdkTestMode(() =>
      WalletKit.init({
        core: new Core({
          projectId: options.projectId ?? DEFAULT_PROJECT_ID,
          relayUrl: options.relayUrl,
          customStoragePrefix:
            options.customStoragePrefix ?? `gatehouse-wallet-${crypto.randomUUID()}`,
          telemetryEnabled: false,
          logger: options.logLevel ?? 'error',
        }),
        // The SDK still drops duplicate deliveries of a request without its queue.
        signConfig: { disableRequestQueue: options.requestQueue !== true },
        metadata: {
          name: 'Node test wallet',
          description: 'Gatehouse test kit',
          url: 'http://127.0.0.1',
          icons: [],
          ...options.metadata,
        },
      }),
    )
    return new NodeWalletConnectWallet(kit, options)
  }

  get address(): Address {
    return this.options.accountAddress ?? this.account.address
  }

  /** From now on `method` is answered by `handler` (its result, or its thrown error). */
  handle(method: string, handler: RequestHandler): void {
    this.handlers.set(method, handler)
  }

  /** What a phone does after scanning the QR code or opening a deep link. */
  async pair(uri: string): Promise<void> {
    await this.kit.pair({ uri })
  }

  /** Approves the waiting proposal, or the next one; resolves with the settled session. */
  approveNextSession(options: ApproveSessionOptions = {}): Promise<WalletConnectSession> {
    return this.proposals.decide((proposal) => this.approve(proposal, options))
  }

  /** Rejects the waiting proposal, or the next one (the dapp's approval() rejects). */
  rejectNextSession(): Promise<void> {
    return this.proposals.decide(({ id }) =>
      this.kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') }),
    )
  }

  /** The next `count` requests of `method` answer 4001 (user rejected). */
  rejectNext(method: string, count = 1): void {
    this.scripted.reject(method, count)
  }

  /** The next request of `method` fails with another error (default -32603). */
  failNext(method: string, code = INTERNAL_ERROR, message = 'Internal JSON-RPC error.'): void {
    this.scripted.fail(method, code, message)
  }

  /** The next request of `method` waits for approve()/reject(): the dapp shows "Confirm". */
  holdNext(method: string): HeldRequest {
    return this.scripted.hold(method)
  }

  requestsFor(method: string): WalletConnectRequest[] {
    return this.requests.filter((request) => request.method === method)
  }

  sessions(): WalletConnectSession[] {
    return Object.values(this.kit.getActiveSessions())
  }

  /** Switches from inside the wallet: chainChanged on every session that grants the chain. */
  async switchChain(chainId: number): Promise<void> {
    const sessions = this.sessions().filter((s) => sessionChainIds(s.namespaces).includes(chainId))
    if (!sessions.length) throw new Error(`no WalletConnect session grants chain ${chainId}`)
    await Promise.all(sessions.map(({ topic }) => this.emitChainChanged(topic, chainId)))
  }

  /** Ends one session (default: all) from the wallet's side, as a user would in the app. */
  async disconnect(topic?: string): Promise<void> {
    const reason = getSdkError('USER_DISCONNECTED')
    const topics = topic === undefined ? this.sessions().map((s) => s.topic) : [topic]
    await Promise.all(topics.map((t) => this.kit.disconnectSession({ topic: t, reason })))
  }

  /** Closes the relay socket and stops the SDK's timers; sessions are not ended. */
  async close(): Promise<void> {
    const { core } = this.kit
    core.heartbeat.stop()
    await core.relayer.transportClose()
    // The SDK caches a core per storage prefix on globalThis; a later wallet with the same
    // prefix must get a new core, not this closed one.
    const globals = globalThis as Record<string, unknown>
    delete globals[`_walletConnectCore_${core.customStoragePrefix.replace(/^:/, '')}`]
  }

  private async approve(
    { id, params }: Proposal,
    options: ApproveSessionOptions,
  ): Promise<WalletConnectSession> {
    const chains = options.chains ?? Object.keys(this.options.rpcUrls).map(Number)
    let namespaces: ReturnType<typeof buildApprovedNamespaces>
    try {
      namespaces = buildApprovedNamespaces({
        proposal: params,
        supportedNamespaces: {
          eip155: {
            chains: chains.map(caipChain),
            methods: [...WALLET_METHODS],
            events: [...WALLET_EVENTS],
            accounts: chains.map((chainId) => caipAccount(chainId, this.address)),
          },
        },
      })
    } catch (error) {
      // A real wallet refuses what it cannot grant; the dapp must not wait for a timeout.
      await this.kit.rejectSession({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
      throw error
    }
    return this.kit.approveSession({ id, namespaces })
  }

  private async answer({ id, topic, params }: SessionRequest): Promise<void> {
    const { method } = params.request
    const chainId = eip155ChainId(params.chainId)
    // Wire params are untyped JSON (the SDK types them as any).
    const wireParams: unknown = params.request.params
    this.requests.push({ topic, chainId, method, params: wireParams })
    const list = Array.isArray(wireParams)
      ? wireParams
      : wireParams === undefined
        ? []
        : [wireParams]
    let reply: { result: unknown } | { error: RpcError }
    try {
      await this.scripted.play(method)
      reply = { result: (await this.dispatch(topic, chainId, method, list)) ?? null }
    } catch (error) {
      reply = { error: toRpcError(error) }
    }
    try {
      await this.kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...reply } })
      // Like a phone wallet: answer the switch, then tell every listener the chain changed.
      if (method === 'wallet_switchEthereumChain' && 'result' in reply) {
        await this.emitChainChanged(topic, chainIdParam(method, list))
      }
    } catch {
      // The session may have been deleted meanwhile; the dapp then no longer waits.
    }
  }

  private async dispatch(
    topic: string,
    chainId: number | undefined,
    method: string,
    params: readonly unknown[],
  ): Promise<unknown> {
    const handler = this.handlers.get(method)
    if (handler) return handler({ chainId, params })
    switch (method) {
      case 'personal_sign':
        return this.account.signMessage({ message: messageParam(params) })
      case 'eth_signTypedData_v4':
        // Wire format is untyped JSON; viem validates domain, types and message while hashing.
        return this.account.signTypedData(
          typedDataParam(params) as Parameters<PrivateKeyAccount['signTypedData']>[0],
        )
      case 'eth_sendTransaction':
        return this.sendTransaction(chainId, params)
      case 'wallet_switchEthereumChain': {
        const target = chainIdParam(method, params)
        if (!this.grants(topic, target)) {
          throw new ProviderError(UNRECOGNIZED_CHAIN, `Chain ${target} is not in this session.`)
        }
        return null
      }
      default:
        throw new ProviderError(UNSUPPORTED_METHOD, `${method} is not supported by the test wallet`)
    }
  }

  private grants(topic: string, chainId: number): boolean {
    const session = this.kit.getActiveSessions()[topic]
    return session !== undefined && sessionChainIds(session.namespaces).includes(chainId)
  }

  private async sendTransaction(chainId: number | undefined, params: readonly unknown[]) {
    const url = chainId === undefined ? undefined : this.options.rpcUrls[chainId]
    if (!url) throw new ProviderError(CHAIN_DISCONNECTED, `no local node for chain ${chainId}`)
    const { from, ...tx } = transactionParam(params)
    if (from && !isAddressEqual(from, this.address)) {
      throw new ProviderError(UNAUTHORIZED, `account ${from} is not connected to this wallet`)
    }
    const client = createWalletClient({ account: this.account, transport: http(url) })
    return client.sendTransaction({ ...tx, chain: null })
  }

  private emitChainChanged(topic: string, chainId: number) {
    return this.kit.emitSessionEvent({
      topic,
      chainId: caipChain(chainId),
      event: { name: 'chainChanged', data: chainId },
    })
  }
}

// The SDK's JSON-RPC error type only carries string data.
type RpcError = { code: number; message: string; data?: string }

function toRpcError(error: unknown): RpcError {
  if (error instanceof ProviderError) {
    const data = typeof error.data === 'string' ? error.data : undefined
    return { code: error.code, message: error.message, data }
  }
  return { code: INTERNAL_ERROR, message: error instanceof Error ? error.message : String(error) }
}

/**
 * `telemetryEnabled: false` does not cover everything: WalletKit.init still posts an INIT event
 * to pulse.walletconnect.org, and the wallet's Verify client looks every proposal up at
 * verify.walletconnect.org. The SDK's only switch for both is its test mode, isTestRun(), i.e.
 * process.env.IS_VITEST === 'true', read when Core is constructed (Verify) and during
 * WalletKit.init (INIT event). So it is set only around those two calls, then restored.
 */
async function inSdkTestMode<T>(run: () => Promise<T>): Promise<T> {
  const previous = process.env.IS_VITEST
  process.env.IS_VITEST = 'true'
  try {
    return await run()
  } finally {
    if (previous === undefined) delete process.env.IS_VITEST
    else process.env.IS_VITEST = previous
  }
}
