// The provider's tests: a provider (over a dapp client) and our wallet client on one in-process
// relay, each with its own storage and relay identity (kept, so either can restart), and two
// stand-ins for the app's nodes (chains 1 and 10; chain 137 is an app chain the wallet lacks).
import type { Session } from '../../engine/Session'
import { MemoryPeers } from '../../engine/testing/MemoryPeers'
import { metadata } from '../../engine/testing/metadata'
import { ACCOUNT, next } from '../../engine/testing/signFixtures'
import type { SessionNamespaces } from '../../sign/SignTypes'
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

export class ProviderPair extends MemoryPeers {
  provider!: WalletConnectProvider
  rpc1!: RpcServer
  rpc10!: RpcServer

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
    this.disconnectDapp()
  }

  /** A new provider on the same storage and relay identity, as after a page reload. */
  async restartProvider(
    options: Partial<
      Pick<WalletConnectProviderOptions, 'restorePingTimeoutMs' | 'readRequest'>
    > = {},
  ) {
    this.stopProvider()
    this.provider = await createWalletConnectProvider({
      metadata: metadata('dapp'),
      relay: this.reconnectDapp(),
      storage: this.dappStorage,
      log: (line) => this.logs.push(line),
      chains: [{ id: 1, rpcUrl: this.rpc1.url }, { id: 10, rpcUrl: this.rpc10.url }, { id: 137 }],
      ...options,
    })
    return this.provider
  }

  /**
   * Another tab of the app: a provider on the same storage and relay identity, with its own relay
   * connection, while this one stays open. Closed with the pair.
   */
  async openTab(): Promise<WalletConnectProvider> {
    const tab = await createWalletConnectProvider({
      metadata: metadata('dapp'),
      relay: this.relay.connect(this.dappId),
      storage: this.dappStorage,
      log: (line) => this.logs.push(`[tab] ${line}`),
      chains: [
        { id: 1, rpcUrl: this.rpc1.url },
        { id: 10, rpcUrl: this.rpc10.url },
      ],
    })
    this.tabs.push(tab)
    return tab
  }

  private readonly tabs: WalletConnectProvider[] = []

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
    for (const tab of this.tabs.splice(0)) tab.close()
    this.stopProvider()
    this.stopWallet()
    await Promise.all([this.rpc1?.close(), this.rpc10?.close()])
  }
}
