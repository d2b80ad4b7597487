// The provider's tests: a provider (over a dapp client) and our wallet client on one in-process
// relay, each with its own storage and relay identity (kept, so either can restart), and two
// stand-ins for the app's nodes (chains 1 and 10; chain 137 is an app chain the wallet lacks).
import { generateClientIdentity } from '../../auth/generateClientIdentity'
import { createWalletClient, type WalletClient } from '../../engine/createWalletClient'
import type { Session } from '../../engine/Session'
import type { SignRelay } from '../../engine/SignRelay'
import { MemoryRelay } from '../../engine/testing/memoryRelay'
import { ACCOUNT, metadata, next } from '../../engine/testing/signFixtures'
import type { SessionNamespaces } from '../../sign/SignTypes'
import { createMemoryStorage } from '../../storage/createMemoryStorage'
import type { SignStorage } from '../../storage/SignStorage'
import { PROVIDER_WALLET_EVENTS } from '../constants'
import { createWalletConnectProvider } from '../createWalletConnectProvider'
import type { WalletConnectProvider } from '../WalletConnectProvider'
import type { WalletConnectProviderEvents } from '../WalletConnectProviderEvents'
import type { WalletConnectProviderOptions } from '../WalletConnectProviderOptions'
import { type RpcServer, startRpcServer } from './startRpcServer'

/** What the test wallet grants: chains 1 and 10, signing and switching, not wallet_addEthereumChain. */
export const WALLET_NAMESPACES: SessionNamespaces = {
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    accounts: [`eip155:1:${ACCOUNT}`, `eip155:10:${ACCOUNT}`],
    methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4'],
    events: [...PROVIDER_WALLET_EVENTS],
  },
}

/** The next `event` the provider emits. */
export function nextOf<event extends keyof WalletConnectProviderEvents>(
  provider: WalletConnectProvider,
  event: event,
): Promise<WalletConnectProviderEvents[event]> {
  return new Promise((resolve) => {
    const listener = (payload: WalletConnectProviderEvents[event]) => {
      provider.removeListener(event, listener)
      resolve(payload)
    }
    provider.on(event, listener)
  })
}

/** Every event the provider emits, in order, as `[name, payload]`. */
export function recordEvents(provider: WalletConnectProvider): [string, unknown][] {
  const seen: [string, unknown][] = []
  for (const name of [
    'connect',
    'disconnect',
    'accountsChanged',
    'chainChanged',
    'session_event',
    'display_uri',
  ] as const)
    provider.on(name, (payload: unknown) => seen.push([name, payload]))
  return seen
}

export class ProviderPair {
  readonly relay = new MemoryRelay()
  readonly logs: string[] = []
  readonly dappStorage: SignStorage = createMemoryStorage()
  readonly walletStorage: SignStorage = createMemoryStorage()
  private readonly dappId = generateClientIdentity().clientId
  private readonly walletId = generateClientIdentity().clientId
  provider!: WalletConnectProvider
  wallet!: WalletClient
  rpc1!: RpcServer
  rpc10!: RpcServer
  private dappRelay: SignRelay | undefined
  private walletRelay: SignRelay | undefined

  static async start(): Promise<ProviderPair> {
    const pair = new ProviderPair()
    pair.rpc1 = await startRpcServer(1, 0x11)
    pair.rpc10 = await startRpcServer(10, 0xaa)
    await pair.restartProvider()
    await pair.restartWallet()
    return pair
  }

  /** The page closed: the provider and its socket are gone, its storage stays. */
  stopProvider(): void {
    this.provider?.close()
    this.dappRelay?.close()
    this.dappRelay = undefined
  }

  /** A new provider on the same storage and relay identity, as after a page reload. */
  async restartProvider(
    options: Partial<
      Pick<WalletConnectProviderOptions, 'restorePingTimeoutMs' | 'readRequest'>
    > = {},
  ) {
    this.stopProvider()
    this.dappRelay = this.relay.connect(this.dappId)
    this.provider = await createWalletConnectProvider({
      metadata: metadata('dapp'),
      relay: this.dappRelay,
      storage: this.dappStorage,
      log: (line) => this.logs.push(line),
      chains: [{ id: 1, rpcUrl: this.rpc1.url }, { id: 10, rpcUrl: this.rpc10.url }, { id: 137 }],
      ...options,
    })
    return this.provider
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

  /** The user scans the URI the provider shows and approves: the provider's connect() result. */
  async connect(
    parameters: { chainId?: number } = {},
    namespaces: SessionNamespaces = WALLET_NAMESPACES,
  ): Promise<Session> {
    const uri = nextOf(this.provider, 'display_uri')
    const connected = this.provider.connect(parameters)
    const proposal = next(this.wallet, 'proposal')
    await this.wallet.pair({ uri: await uri })
    const { id } = await proposal
    const acknowledged = next(this.wallet, 'session')
    await this.wallet.approve({ id, namespaces })
    const session = await connected
    await acknowledged
    return session
  }

  /** Stored entries under the dapp's sign prefix whose key names a session. */
  async storedSessionKeys(): Promise<string[]> {
    return (await this.dappStorage.keys()).filter((key) => key.includes(':session:'))
  }

  async close(): Promise<void> {
    this.stopProvider()
    this.stopWallet()
    await Promise.all([this.rpc1?.close(), this.rpc10?.close()])
  }
}
