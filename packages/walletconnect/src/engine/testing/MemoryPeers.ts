// What the engine's and the provider's test pairs share: one in-process relay, a log, and our
// wallet client, with each side's storage and relay identity kept so either side can restart.
import { createMemoryStorage } from '../../storage/createMemoryStorage'
import type { SignStorage } from '../../storage/SignStorage'
import { createWalletClient, type WalletClient } from '../createWalletClient'
import type { SignRelay } from '../SignRelay'
import { MemoryRelay, memoryClientId } from './memoryRelay'
import { metadata } from './metadata'

export class MemoryPeers {
  readonly relay = new MemoryRelay()
  readonly logs: string[] = []
  readonly dappStorage: SignStorage = createMemoryStorage()
  readonly walletStorage: SignStorage = createMemoryStorage()
  protected readonly dappId = memoryClientId()
  private readonly walletId = memoryClientId()
  wallet!: WalletClient
  /** The connections the clients were given: an engine never closes a relay it did not open. */
  private dappRelay: SignRelay | undefined
  private walletRelay: SignRelay | undefined

  /** The dapp side's connection, new, on its kept identity (the old one closed). */
  protected reconnectDapp(): SignRelay {
    this.disconnectDapp()
    this.dappRelay = this.relay.connect(this.dappId)
    return this.dappRelay
  }

  protected disconnectDapp(): void {
    this.dappRelay?.close()
    this.dappRelay = undefined
  }

  /** The wallet app closed: nothing answers until restartWallet. */
  stopWallet(): void {
    this.wallet?.close()
    this.walletRelay?.close()
    this.walletRelay = undefined
  }

  async restartWallet(): Promise<WalletClient> {
    this.stopWallet()
    this.walletRelay = this.relay.connect(this.walletId)
    this.wallet = await createWalletClient({
      metadata: metadata('wallet'),
      relay: this.walletRelay,
      storage: this.walletStorage,
      log: (line) => this.logs.push(line),
    })
    return this.wallet
  }
}
