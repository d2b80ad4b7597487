// Shared by the engine's tests: a dapp and a wallet on one in-process relay, each with its own
// storage and relay identity (kept, so a test can restart either), and the namespaces they use.
import { generateClientIdentity } from '../../auth/generateClientIdentity'
import type { Metadata, ProposalNamespaces, SessionNamespaces } from '../../sign/SignTypes'
import { createMemoryStorage } from '../../storage/createMemoryStorage'
import type { SignStorage } from '../../storage/SignStorage'
import { createDappClient, type DappClient } from '../createDappClient'
import { createWalletClient, type WalletClient } from '../createWalletClient'
import type { Session } from '../Session'
import type { SignClientEvents } from '../SignClientEvents'
import type { SignRelay } from '../SignRelay'
import { MemoryRelay } from './memoryRelay'

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const OTHER_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export const metadata = (name: string): Metadata => ({
  name,
  description: `${name} under test`,
  url: 'https://example.test',
  icons: [],
})

export const REQUIRED: ProposalNamespaces = {
  eip155: {
    chains: ['eip155:1'],
    methods: ['personal_sign'],
    events: ['accountsChanged', 'chainChanged'],
  },
}

export const GRANTED: SessionNamespaces = {
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    accounts: [`eip155:1:${ACCOUNT}`, `eip155:10:${ACCOUNT}`],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
}

type Emitter = {
  on<event extends keyof SignClientEvents>(
    event: event,
    listener: (payload: SignClientEvents[event]) => void,
  ): () => void
}

/** The next `event` the client emits. */
export function next<event extends keyof SignClientEvents>(
  client: Emitter,
  event: event,
): Promise<SignClientEvents[event]> {
  return new Promise((resolve) => {
    const off = client.on(event, (payload) => {
      off()
      resolve(payload)
    })
  })
}

export class SignPair {
  readonly relay = new MemoryRelay()
  readonly logs: string[] = []
  readonly dappStorage: SignStorage = createMemoryStorage()
  readonly walletStorage: SignStorage = createMemoryStorage()
  private readonly dappId = generateClientIdentity().clientId
  private readonly walletId = generateClientIdentity().clientId
  dapp!: DappClient
  wallet!: WalletClient
  /** The connections the clients were given: an engine never closes a relay it did not open. */
  private dappRelay: SignRelay | undefined
  private walletRelay: SignRelay | undefined

  static async start(): Promise<SignPair> {
    const pair = new SignPair()
    await pair.restartDapp()
    await pair.restartWallet()
    return pair
  }

  /** The page closed: the client and its socket are gone, its storage stays. */
  stopDapp(): void {
    this.dapp?.close()
    this.dappRelay?.close()
    this.dappRelay = undefined
  }

  /** A new dapp client on the same storage and relay identity, as after a page reload. */
  async restartDapp(): Promise<DappClient> {
    this.dapp?.close()
    this.dappRelay?.close()
    this.dappRelay = this.relay.connect(this.dappId)
    this.dapp = await createDappClient({
      metadata: metadata('dapp'),
      relay: this.dappRelay,
      storage: this.dappStorage,
      log: (line) => this.logs.push(line),
    })
    return this.dapp
  }

  async restartWallet(): Promise<WalletClient> {
    this.wallet?.close()
    this.walletRelay?.close()
    this.walletRelay = this.relay.connect(this.walletId)
    this.wallet = await createWalletClient({
      metadata: metadata('wallet'),
      relay: this.walletRelay,
      storage: this.walletStorage,
      log: (line) => this.logs.push(line),
    })
    return this.wallet
  }

  /** Propose, pair, approve: the dapp's settled session once the wallet has its acknowledgement. */
  async connect(namespaces: SessionNamespaces = GRANTED): Promise<Session> {
    const { uri, approval } = await this.dapp.connect({ requiredNamespaces: REQUIRED })
    const proposal = next(this.wallet, 'proposal')
    await this.wallet.pair({ uri })
    const { id } = await proposal
    const acknowledged = next(this.wallet, 'session')
    await this.wallet.approve({ id, namespaces })
    const session = await approval
    await acknowledged
    return session
  }

  close(): void {
    this.dapp?.close()
    this.wallet?.close()
    this.dappRelay?.close()
    this.walletRelay?.close()
  }
}
