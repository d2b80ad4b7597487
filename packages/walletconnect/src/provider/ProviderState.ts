// What the provider reports: the session, the current chain and its accounts. Every change goes
// through here, so `chainChanged` and `accountsChanged` are emitted exactly when `eth_chainId` and
// `eth_accounts` would answer differently (EIP-1193), never twice and never for nothing.
import type { Session } from '../engine/Session'
import type { SignClientEvents } from '../engine/SignClientEvents'
import type { ProviderEmitter } from './ProviderEmitter'
import {
  parseAccounts,
  parseChainId,
  sessionAccounts,
  sessionChainIds,
  toHexChainId,
} from './sessionChains'
import type { WalletConnectProviderEvents } from './WalletConnectProviderEvents'

export class ProviderState {
  session: Session | undefined
  chainId: number
  /** The wallet's accountsChanged, until the chain or the session changes. */
  private announced: string[] | undefined

  constructor(
    private readonly emitter: ProviderEmitter<WalletConnectProviderEvents>,
    private readonly appChainIds: readonly number[],
  ) {
    this.chainId = appChainIds[0] ?? 1
  }

  get accounts(): string[] {
    if (!this.session) return []
    return this.announced ?? sessionAccounts(this.session, this.chainId)
  }

  /** The session's chains. */
  get chainIds(): number[] {
    return sessionChainIds(this.session)
  }

  /**
   * A session approved or restored: its chain is `preferred` when the session has it, else the
   * first app chain it has, else the first it has (a wallet may grant only chains the app lacks).
   */
  adopt(session: Session, preferred: number | undefined): void {
    const granted = sessionChainIds(session)
    const chainId =
      [preferred, ...this.appChainIds].find((id) => id !== undefined && granted.includes(id)) ??
      granted[0] ??
      this.chainId
    this.change(() => {
      this.session = session
      this.chainId = chainId
      this.announced = undefined
    })
    this.emitter.emit('connect', { chainId: toHexChainId(chainId) })
  }

  /** The session's namespaces or expiry changed: a chain it no longer has is left for its first. */
  update(session: Session): void {
    this.change(() => {
      this.session = session
      this.announced = undefined
      const granted = sessionChainIds(session)
      if (!granted.includes(this.chainId) && granted[0] !== undefined) this.chainId = granted[0]
    })
  }

  switchTo(chainId: number): void {
    this.change(() => {
      if (chainId !== this.chainId) this.announced = undefined
      this.chainId = chainId
    })
  }

  announceAccounts(accounts: string[]): void {
    this.change(() => {
      this.announced = accounts
    })
  }

  /**
   * The wallet's accountsChanged (bare addresses, or CAIP-10 ids of which those on the current
   * chain count) or chainChanged (to a chain of the session only). Returns why an event was
   * ignored, for the log.
   */
  applyWalletEvent({ name, data, chainId }: SignClientEvents['sessionEvent']): string | undefined {
    if (name === 'accountsChanged') {
      const accounts = parseAccounts(data, this.chainId)
      if (!accounts) return `ignored accountsChanged with ${JSON.stringify(data)}`
      this.announceAccounts(accounts)
    } else if (name === 'chainChanged') {
      const target = parseChainId(data) ?? parseChainId(chainId)
      if (target === undefined || !this.chainIds.includes(target))
        return `ignored chainChanged to ${JSON.stringify(data)}: not in the session`
      this.switchTo(target)
    }
    return undefined
  }

  /** The session ended; the chain stays, so reads keep going to the same node. */
  clear(): void {
    this.change(() => {
      this.session = undefined
      this.announced = undefined
    })
  }

  private change(apply: () => void): void {
    const chainId = this.chainId
    const accounts = this.accounts
    apply()
    if (chainId !== this.chainId) this.emitter.emit('chainChanged', toHexChainId(this.chainId))
    const now = this.accounts
    if (now.length !== accounts.length || now.some((account, i) => account !== accounts[i]))
      this.emitter.emit('accountsChanged', now)
  }
}
