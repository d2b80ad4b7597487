// A scriptable EIP-6963 wallet for Playwright. In the page, a small provider (walletInitScript)
// forwards every request to Node through page.exposeFunction. In Node, a viem local account
// signs, and everything else goes to the local node of the wallet's current chain (localNode.ts).
// Scripted outcomes (reject, fail, hold) are played before a request is answered.
import type { Page } from '@playwright/test'
import { type Address, type Hex, numberToHex, recoverMessageAddress } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { DEV_PRIVATE_KEYS } from '../chains/devAccounts'
import { forwardToNode, localRpcUrl, sendTransactionFrom } from './localNode'
import {
  INTERNAL_ERROR,
  ProviderError,
  UNAUTHORIZED,
  UNRECOGNIZED_CHAIN,
  UNSUPPORTED_METHOD,
} from './ProviderError'
import { replaceTransaction } from './replaceTransaction'
import { type HeldRequest, ScriptedOutcomes } from './ScriptedOutcomes'
import { type CallsMode, WalletCalls } from './walletCalls'
import { DEFAULT_WALLET_INFO } from './walletInfo'
import {
  type ProviderFlags,
  type WalletInfo,
  type WalletReply,
  walletInitScript,
} from './walletInitScript'
import {
  chainIdParam,
  ecRecoverParam,
  messageParam,
  typedDataParam,
  type WatchAssetRequest,
  watchAssetParam,
} from './walletParams'

export type TestWalletOptions = {
  /** Local node per chain id; requests for a chain go only there. */
  rpcUrls: Readonly<Record<number, string>>
  /** Defaults to anvil's account #0. */
  privateKey?: Hex
  /** Defaults to 1. */
  chainId?: number
  /** Chains the wallet already "has" (others answer 4902 until added). Defaults to rpcUrls' keys. */
  knownChains?: readonly number[]
  /** EIP-6963 info; name defaults to 'Test Wallet', uuid to a fresh one per wallet. */
  info?: Partial<WalletInfo>
  /** Also set window.ethereum, for code paths that skip EIP-6963 discovery. */
  injectWindowEthereum?: boolean
  /**
   * Boolean `is…` flags on the provider object, e.g. `{ isMetaMask: true }` for a dapp that only
   * talks to a provider flagged as MetaMask (Rabby, Brave and others set it for such dapps).
   */
  providerFlags?: ProviderFlags
  /**
   * How the wallet spells its address in eth_accounts, eth_requestAccounts, permissions and
   * personal_ecRecover: 'checksum' (EIP-55, the default) or 'lower', as MetaMask answers (for
   * dapps that compare addresses case-sensitively with what a lowercase recovery returns).
   */
  addressCase?: 'checksum' | 'lower'
}

export type WalletRequest = { method: string; params: unknown }

export class TestWallet {
  readonly account: PrivateKeyAccount
  readonly info: WalletInfo
  chainId: number
  authorized = false
  /** Every request the dapp made, in order (including scripted ones). */
  readonly requests: WalletRequest[] = []
  /** Tokens the "user" added with wallet_watchAsset (a rejected or failed one is not here). */
  readonly watchedAssets: WatchAssetRequest[] = []
  readonly knownChains: Set<number>
  /** EIP-5792: batches run for real on the local node (see walletCalls.ts). */
  private readonly calls: WalletCalls
  private readonly scripted = new ScriptedOutcomes()
  // Unique per wallet so several test wallets can be installed in one page.
  private readonly binding: string
  private readonly emitter: string

  constructor(
    private readonly page: Page,
    private readonly options: TestWalletOptions,
  ) {
    this.account = privateKeyToAccount(options.privateKey ?? DEV_PRIVATE_KEYS[0])
    this.chainId = options.chainId ?? 1
    this.knownChains = new Set(options.knownChains ?? Object.keys(options.rpcUrls).map(Number))
    this.calls = new WalletCalls(
      this.account,
      (chainId) => localRpcUrl(options.rpcUrls, chainId),
      () => [...this.knownChains],
    )
    this.info = { ...DEFAULT_WALLET_INFO, uuid: crypto.randomUUID(), ...options.info }
    const suffix = this.info.uuid.replace(/[^a-zA-Z0-9]/g, '')
    this.binding = `__testWalletRequest_${suffix}`
    this.emitter = `__testWalletEmit_${suffix}`
  }

  get address() {
    return this.account.address
  }

  /** Call before page.goto(); bindings and init scripts are re-applied on every navigation. */
  async install(): Promise<void> {
    await this.page.exposeFunction(this.binding, (request: WalletRequest) => this.handle(request))
    await this.page.addInitScript(walletInitScript, {
      info: this.info,
      binding: this.binding,
      emitter: this.emitter,
      injectWindowEthereum: this.options.injectWindowEthereum ?? false,
      providerFlags: this.options.providerFlags ?? {},
    })
  }

  /** The next `count` calls of `method` answer 4001 (user rejected). */
  rejectNext(method: string, count = 1): void {
    this.scripted.reject(method, count)
  }

  /**
   * The next call of `method` fails with a non-rejection error (default -32603 internal error);
   * 4200 or -32601 play a wallet that does not support the method.
   */
  failNext(method: string, code = INTERNAL_ERROR, message = 'Internal JSON-RPC error.'): void {
    this.scripted.fail(method, code, message)
  }

  /** The next call of `method` waits for approve()/reject(): lets a test see "Confirm in wallet". */
  holdNext(method: string): HeldRequest {
    return this.scripted.hold(method)
  }

  /**
   * How the wallet answers EIP-5792: 'atomic' (default: one EIP-7702 transaction per batch),
   * 'sequential' (one transaction per call, atomic requests refused with 5760) or 'none' (4200).
   */
  setCallsMode(mode: CallsMode): void {
    this.calls.mode = mode
  }

  /** Ids the dapp asked the wallet to show with wallet_showCallsStatus, in order. */
  get shownCalls(): readonly string[] {
    return this.calls.shown
  }

  /** "Speed up" in the wallet: the pending `hash` again in its nonce with twice the fees. */
  speedUp(hash: Hex): Promise<Hex> {
    return replaceTransaction(this.account, this.rpcUrl(), hash, 'speedUp')
  }

  /** "Cancel" in the wallet: a 0-value transfer to itself in the pending `hash`'s nonce. */
  cancel(hash: Hex): Promise<Hex> {
    return replaceTransaction(this.account, this.rpcUrl(), hash, 'cancel')
  }

  /** Emits an EIP-1193 event in the page (accountsChanged, chainChanged, disconnect, …). */
  async emit(event: string, arg: unknown): Promise<void> {
    await this.page.evaluate(
      ({ emitter, event, arg }) => {
        const emit = (window as unknown as Record<string, unknown>)[emitter]
        if (typeof emit === 'function') emit(event, arg)
      },
      { emitter: this.emitter, event, arg },
    )
  }

  /** Switches chain from inside the wallet, not at the dapp's request. */
  async switchChainExternally(chainId: number): Promise<void> {
    this.knownChains.add(chainId)
    this.chainId = chainId
    await this.emit('chainChanged', numberToHex(chainId))
  }

  requestsFor(method: string): WalletRequest[] {
    return this.requests.filter((request) => request.method === method)
  }

  private async handle({ method, params }: WalletRequest): Promise<WalletReply> {
    this.requests.push({ method, params })
    try {
      await this.scripted.play(method)
      const list = Array.isArray(params) ? params : params === undefined ? [] : [params]
      return { result: (await this.dispatch(method, list)) ?? null }
    } catch (error) {
      if (error instanceof ProviderError) {
        return { error: { code: error.code, message: error.message, data: error.data } }
      }
      const message = error instanceof Error ? error.message : String(error)
      return { error: { code: INTERNAL_ERROR, message } }
    }
  }

  private async dispatch(method: string, params: readonly unknown[]): Promise<unknown> {
    if (this.calls.handles(method)) {
      this.requireAuth()
      return this.calls.dispatch(method, params, this.chainId)
    }
    switch (method) {
      case 'eth_chainId':
        return numberToHex(this.chainId)
      case 'net_version':
        return String(this.chainId)
      case 'eth_accounts':
        return this.authorized ? [this.spelled(this.address)] : []
      // wagmi's injected connector asks for permissions first, then accounts.
      case 'eth_requestAccounts':
        this.authorized = true
        return [this.spelled(this.address)]
      case 'wallet_requestPermissions':
        this.authorized = true
        return this.permissions()
      case 'wallet_getPermissions':
        return this.authorized ? this.permissions() : []
      case 'wallet_revokePermissions':
        this.authorized = false
        return null
      case 'personal_sign':
        this.requireAuth()
        return this.account.signMessage({ message: messageParam(params) })
      // MetaMask answers it (anvil does not): the signer of an EIP-191 personal_sign signature.
      case 'personal_ecRecover':
        return this.spelled(await recoverMessageAddress(ecRecoverParam(params)))
      case 'eth_signTypedData_v4':
        this.requireAuth()
        // Wire format is untyped JSON; viem validates domain, types and message while hashing.
        return this.account.signTypedData(
          typedDataParam(params) as Parameters<PrivateKeyAccount['signTypedData']>[0],
        )
      case 'eth_sendTransaction':
        this.requireAuth()
        return sendTransactionFrom(this.account, this.rpcUrl(), params)
      case 'wallet_switchEthereumChain':
        return this.switchTo(chainIdParam(method, params))
      case 'wallet_addEthereumChain':
        return this.addChain(chainIdParam(method, params))
      case 'wallet_watchAsset':
        // Reached only when no outcome was scripted: the "user" adds the token.
        this.watchedAssets.push(watchAssetParam(params))
        return true
      case 'eth_sign':
        throw new ProviderError(UNSUPPORTED_METHOD, 'eth_sign is not supported')
      default:
        return forwardToNode(this.rpcUrl(), method, params)
    }
  }

  private requireAuth() {
    if (!this.authorized) {
      throw new ProviderError(
        UNAUTHORIZED,
        'The requested account and/or method has not been authorized by the user.',
      )
    }
  }

  /** An address as this wallet spells it in answers (options.addressCase). */
  private spelled(address: Address): Address {
    return this.options.addressCase === 'lower' ? (address.toLowerCase() as Address) : address
  }

  private permissions() {
    return [
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [this.spelled(this.address)] }],
      },
    ]
  }

  private async addChain(chainId: number) {
    if (!this.options.rpcUrls[chainId]) {
      throw new ProviderError(INTERNAL_ERROR, `test wallet has no local node for chain ${chainId}`)
    }
    this.knownChains.add(chainId)
    // Like MetaMask, adding also switches: wagmi reads eth_chainId right after and treats
    // "not switched" as the user rejecting the switch.
    return this.switchTo(chainId)
  }

  private async switchTo(chainId: number) {
    if (!this.knownChains.has(chainId)) {
      throw new ProviderError(
        UNRECOGNIZED_CHAIN,
        `Unrecognized chain ID "${numberToHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    if (chainId !== this.chainId) {
      this.chainId = chainId
      await this.emit('chainChanged', numberToHex(chainId))
    }
    return null
  }

  private rpcUrl(): string {
    return localRpcUrl(this.options.rpcUrls, this.chainId)
  }
}
