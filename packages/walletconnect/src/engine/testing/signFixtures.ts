// Shared by the engine's tests: a dapp and a wallet on one in-process relay, each with its own
// storage and relay identity (kept, so a test can restart either), and the namespaces they use.
import type { ProposalNamespaces, SessionNamespaces } from '../../sign/SignTypes'
import { createDappClient, type DappClient } from '../createDappClient'
import type { Session } from '../Session'
import type { SignClientEvents } from '../SignClientEvents'
import { MemoryPeers } from './MemoryPeers'
import { metadata } from './metadata'

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const OTHER_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

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

export class SignPair extends MemoryPeers {
  dapp!: DappClient

  static async start(): Promise<SignPair> {
    const pair = new SignPair()
    await pair.restartDapp()
    await pair.restartWallet()
    return pair
  }

  /** The page closed: the client and its socket are gone, its storage stays. */
  stopDapp(): void {
    this.dapp?.close()
    this.disconnectDapp()
  }

  /** A new dapp client on the same storage and relay identity, as after a page reload. */
  async restartDapp(): Promise<DappClient> {
    this.dapp?.close()
    this.dapp = await createDappClient({
      metadata: metadata('dapp'),
      relay: this.reconnectDapp(),
      storage: this.dappStorage,
      log: (line) => this.logs.push(line),
    })
    return this.dapp
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
    this.stopDapp()
    this.stopWallet()
  }
}
