// A WalletConnect v2 wallet that runs in the test process: @gatehouse/walletconnect's wallet side
// (MIT, from the WalletConnect specifications), a viem local account, and local nodes per chain
// id. It plays the phone: pair from the URI the dapp shows, approve or reject the session (or sign
// in with it: wc_sessionAuthenticate), answer or reject requests, switch chains, send EIP-5792
// batches (the EIP-6963 test wallet's WalletCalls: real atomic execution on the local node) and
// speed up or cancel a pending transaction. The parts live beside it: the client's start
// (startWalletSide), proposals (approveProposal, ProposalQueue), sign-in (approveSignIn) and
// requests (SessionRequestAnswerer).
import {
  SIGN_ERROR_CODES,
  type SignClientEvents,
  type VerifyContext,
} from '@gatehouse/walletconnect'
import type { Address, Hex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { DEV_PRIVATE_KEYS } from '../chains/devAccounts'
import { localRpcUrl } from '../testWallet/localNode'
import { INTERNAL_ERROR } from '../testWallet/ProviderError'
import { replaceTransaction } from '../testWallet/replaceTransaction'
import type { HeldRequest } from '../testWallet/ScriptedOutcomes'
import { type CallsMode, WalletCalls } from '../testWallet/walletCalls'
import { approveProposal } from './approveProposal'
import { approveSignIn, rejectSignIn } from './approveSignIn'
import { emitChainChanged } from './emitChainChanged'
import type {
  ApproveSessionOptions,
  NodeWalletConnectWalletOptions,
  RequestHandler,
  WalletConnectRequest,
  WalletConnectSession,
} from './NodeWalletConnectWalletOptions'
import { sessionChainIds } from './namespaces'
import { ProposalQueue } from './ProposalQueue'
import { SessionRequestAnswerer } from './SessionRequestAnswerer'
import { startWalletSide } from './startWalletSide'
import type { WalletSide } from './WalletSide'

type Proposal = SignClientEvents['proposal']
type SignInRequest = SignClientEvents['authenticate']

/**
 * pair()'s default wait. Reown's dapp sign client (@walletconnect/sign-client 2.x) runs its
 * unacknowledged messages through its handlers once more 1 s after its init; a settlement that
 * arrives just then is handled twice, and the second pass logs "Pending session not found". A
 * dapp on that SDK starts its client before it can show a URI, so 1 s after the URI exists that
 * pass is over; the rest is margin for a busy machine's timers. No person scans and approves
 * faster.
 */
const SCAN_DELAY_MS = 1_500

export class NodeWalletConnectWallet {
  readonly account: PrivateKeyAccount
  /** Every session request the dapp sent, in order (scripted ones included). */
  readonly requests: WalletConnectRequest[]
  /** Every sign-in request (wc_sessionAuthenticate) the wallet answered, in order. */
  readonly signInRequests: SignInRequest['params'][] = []
  /**
   * With `verifyUrl`: what the Verify server said of each proposal, sign-in request and session
   * request's origin, in order of arrival.
   */
  readonly verifyContexts: { method: string; verifyContext: VerifyContext }[] = []
  private readonly answerer: SessionRequestAnswerer
  private readonly proposals: ProposalQueue<Proposal>
  /** EIP-5792: batches run for real on the local node of the request's chain. */
  private readonly calls: WalletCalls

  private constructor(
    private readonly wallet: WalletSide,
    private readonly options: NodeWalletConnectWalletOptions,
  ) {
    this.account = privateKeyToAccount(options.privateKey ?? DEV_PRIVATE_KEYS[0])
    this.calls = new WalletCalls(
      this.account,
      (chainId) => localRpcUrl(options.rpcUrls, chainId),
      () => Object.keys(options.rpcUrls).map(Number),
    )
    // Another account (a Safe through WalletConnect) is not the key's: no batches unless a test
    // answers them with handle().
    if (options.accountAddress) this.calls.mode = 'none'
    this.answerer = new SessionRequestAnswerer(wallet, {
      account: this.account,
      address: this.address,
      rpcUrls: options.rpcUrls,
      calls: this.calls,
    })
    this.requests = this.answerer.log
    const approveAll = (proposal: Proposal) => this.approve(proposal, {}).then(() => undefined)
    this.proposals = new ProposalQueue(options.autoApprove === false ? undefined : approveAll)
    // A failed automatic approval has no caller to reject; the dapp sees the rejection, the log
    // says why. Scripted decisions reject the promise approve/rejectNextSession returned.
    wallet.on('proposal', (proposal) => {
      this.noteVerify('wc_sessionPropose', proposal.verifyContext)
      this.proposals.arrive(proposal).catch((error: unknown) => {
        options.log?.(`test wallet: session proposal failed: ${String(error)}`)
      })
    })
    wallet.on('request', (request) => {
      this.noteVerify('wc_sessionRequest', request.verifyContext)
      void this.answerer.answer(request)
    })
    this.listenForSignIn()
  }

  static async start(options: NodeWalletConnectWalletOptions): Promise<NodeWalletConnectWallet> {
    return new NodeWalletConnectWallet(await startWalletSide(options), options)
  }

  /**
   * The same wallet over another WalletConnect client (e.g. an adapter over Reown's walletkit in
   * an interoperability test); `options.relayUrl` is then the caller's business.
   */
  static over(
    wallet: WalletSide,
    options: NodeWalletConnectWalletOptions,
  ): NodeWalletConnectWallet {
    return new NodeWalletConnectWallet(wallet, options)
  }

  get address(): Address {
    return this.options.accountAddress ?? this.account.address
  }

  /** From now on `method` is answered by `handler` (its result, or its thrown error). */
  handle(method: string, handler: RequestHandler): void {
    this.answerer.handlers.set(method, handler)
  }

  /** What a phone does after scanning the QR code or opening a deep link. */
  async pair(uri: string): Promise<void> {
    const delay = this.options.scanDelayMs ?? SCAN_DELAY_MS
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
    await this.wallet.pair({ uri })
  }

  /** Approves the waiting proposal, or the next one; resolves with the settled session. */
  approveNextSession(options: ApproveSessionOptions = {}): Promise<WalletConnectSession> {
    return this.proposals.decide((proposal) => this.approve(proposal, options))
  }

  /** Rejects the waiting proposal, or the next one (the dapp's approval() rejects). */
  rejectNextSession(): Promise<void> {
    return this.proposals.decide(({ id }) =>
      this.wallet.reject({
        id,
        reason: { code: SIGN_ERROR_CODES.userRejected, message: 'User rejected.' },
      }),
    )
  }

  /** The next `count` requests of `method` answer 4001 (user rejected). */
  rejectNext(method: string, count = 1): void {
    this.answerer.scripted.reject(method, count)
  }

  /** The next request of `method` fails with another error (default -32603). */
  failNext(method: string, code = INTERNAL_ERROR, message = 'Internal JSON-RPC error.'): void {
    this.answerer.scripted.fail(method, code, message)
  }

  /** The next request of `method` waits for approve()/reject(): the dapp shows "Confirm". */
  holdNext(method: string): HeldRequest {
    return this.answerer.scripted.hold(method)
  }

  /**
   * How the wallet answers EIP-5792: 'atomic' (default: one EIP-7702 transaction per batch),
   * 'sequential' (one transaction per call, atomic requests refused with 5760) or 'none' (4200),
   * as the EIP-6963 test wallet's setCallsMode.
   */
  setCallsMode(mode: CallsMode): void {
    this.calls.mode = mode
  }

  /** Ids the dapp asked the wallet to show with wallet_showCallsStatus, in order. */
  get shownCalls(): readonly string[] {
    return this.calls.shown
  }

  /** "Speed up" in the wallet: the pending `hash` on `chainId` again in its nonce, twice the fees. */
  speedUp(hash: Hex, chainId: number): Promise<Hex> {
    return replaceTransaction(
      this.account,
      localRpcUrl(this.options.rpcUrls, chainId),
      hash,
      'speedUp',
    )
  }

  /** "Cancel" in the wallet: a 0-value transfer to itself in the pending `hash`'s nonce. */
  cancel(hash: Hex, chainId: number): Promise<Hex> {
    return replaceTransaction(
      this.account,
      localRpcUrl(this.options.rpcUrls, chainId),
      hash,
      'cancel',
    )
  }

  requestsFor(method: string): WalletConnectRequest[] {
    return this.requests.filter((request) => request.method === method)
  }

  sessions(): WalletConnectSession[] {
    return this.wallet.sessions()
  }

  /** Switches from inside the wallet: chainChanged on every session that grants the chain. */
  async switchChain(chainId: number): Promise<void> {
    const sessions = this.sessions().filter((s) => sessionChainIds(s.namespaces).includes(chainId))
    if (!sessions.length) throw new Error(`no WalletConnect session grants chain ${chainId}`)
    await Promise.all(sessions.map(({ topic }) => emitChainChanged(this.wallet, topic, chainId)))
  }

  /** Ends one session (default: all) from the wallet's side, as a user would in the app. */
  async disconnect(topic?: string): Promise<void> {
    const topics = topic === undefined ? this.sessions().map((s) => s.topic) : [topic]
    await Promise.all(topics.map((t) => this.wallet.disconnect({ topic: t })))
  }

  /** Closes the relay socket and stops the client's timers; sessions are not ended. */
  async close(): Promise<void> {
    await this.wallet.close()
  }

  /**
   * Answers wc_sessionAuthenticate as `options.signIn` says. Not listening is how a wallet says
   * it cannot sign in (the engine answers "unsupported" and shows the fallback proposal), so a
   * client without wallet authentication, or a contract account, never listens.
   */
  private listenForSignIn(): void {
    const { signIn = 'approve', accountAddress, log } = this.options
    const { approveAuthenticate, rejectAuthenticate } = this.wallet
    if (signIn === 'unsupported' || accountAddress || !approveAuthenticate || !rejectAuthenticate)
      return
    const side = {
      approveAuthenticate: approveAuthenticate.bind(this.wallet),
      rejectAuthenticate: rejectAuthenticate.bind(this.wallet),
    }
    const chains = Object.keys(this.options.rpcUrls).map(Number)
    this.wallet.on('authenticate', (request) => {
      this.noteVerify('wc_sessionAuthenticate', request.verifyContext)
      this.signInRequests.push(request.params)
      const answer =
        signIn === 'reject'
          ? rejectSignIn(side, request)
          : approveSignIn(side, request, { account: this.account, chains })
      // No caller waits for the answer: the dapp sees it, the log says why one failed.
      answer.catch((error: unknown) => log?.(`test wallet: sign-in failed: ${String(error)}`))
    })
  }

  private noteVerify(method: string, verifyContext: VerifyContext | undefined): void {
    if (verifyContext) this.verifyContexts.push({ method, verifyContext })
  }

  private approve(proposal: Proposal, options: ApproveSessionOptions) {
    const chains = options.chains ?? Object.keys(this.options.rpcUrls).map(Number)
    return approveProposal(this.wallet, proposal, { address: this.address, chains })
  }
}
