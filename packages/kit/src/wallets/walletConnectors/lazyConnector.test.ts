// Covers the connector stand-in that keeps @wagmi/connectors' factories out of the first render:
// wagmi's createConfig sees the real connector's fields, methods load the factory once and resolve
// through it, the real connector's events reach wagmi's emitter and state, a failed import is a
// typed error on connect (never at config time) and is retried, and the stand-ins of the
// WalletConnect, Coinbase and Safe connectors match what their factories make. Fake factories
// stand in for the imports; no wallet SDK is loaded.
import { describe, expect, test, vi } from 'vitest'
import { type CreateConnectorFn, createConfig, createConnector, createStorage, http } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mainnet } from 'wagmi/chains'
import { coinbaseWallet, safe, walletConnect } from 'wagmi/connectors'
import { coinbaseWallet as coinbaseWalletFactory } from './coinbaseWallet/coinbaseWallet'
import { getWalletConnectConnector } from './getWalletConnectConnector'
import { ConnectorLoadError, type ConnectorMeta, lazyConnector } from './lazyConnector'
import { safeAppConnector } from './safeWallet/safeAppConnector'

const ACCOUNT = '0x00000000000000000000000000000000000000a1'
const OTHER = '0x00000000000000000000000000000000000000b2'
const fields = { id: 'sdkWallet', name: 'SDK Wallet', type: 'sdk' }
const meta: ConnectorMeta = { ...fields, optional: [] }

/** A connector as @wagmi/connectors writes them: `this` for its own methods, the config's emitter. */
function fakeFactory(calls: string[]): CreateConnectorFn {
  return createConnector((config) => ({
    ...fields,
    async connect() {
      calls.push('connect')
      await this.getProvider()
      config.emitter.emit('message', { type: 'display_uri', data: 'wc:pairing@2' })
      return { accounts: [ACCOUNT], chainId: mainnet.id } as never
    },
    async disconnect() {},
    async getAccounts() {
      return [ACCOUNT]
    },
    async getChainId() {
      return mainnet.id
    },
    async getProvider() {
      calls.push('getProvider')
      return { provider: true }
    },
    async isAuthorized() {
      return true
    },
    onAccountsChanged(accounts) {
      config.emitter.emit('change', { accounts: accounts as `0x${string}`[] })
    },
    onChainChanged() {},
    onDisconnect() {},
  }))
}

const wagmiConfig = (connectorFn: CreateConnectorFn) =>
  createConfig({
    chains: [mainnet],
    connectors: [connectorFn],
    transports: { [mainnet.id]: http('http://127.0.0.1:1') },
    storage: createStorage({ storage: undefined }),
    multiInjectedProviderDiscovery: false,
  })

describe('lazyConnector', () => {
  test('behavior: wagmi sets up the stand-in with the fields, importing nothing', () => {
    const loadFactory = vi.fn(async () => fakeFactory([]))
    const config = wagmiConfig(lazyConnector({ ...meta, rdns: 'com.sdk' }, loadFactory))
    expect(config.connectors[0]).toMatchObject({ ...fields, rdns: 'com.sdk' })
    expect(config.connectors[0]?.setup).toBeUndefined()
    expect(config.connectors[0]?.switchChain).toBeUndefined()
    expect(loadFactory).not.toHaveBeenCalled()
  })

  test('behavior: methods resolve through the factory, imported once for many calls', async () => {
    const calls: string[] = []
    const create = vi.fn(fakeFactory(calls))
    const loadFactory = vi.fn(async () => create)
    const [connector] = wagmiConfig(lazyConnector(meta, loadFactory)).connectors
    if (!connector) throw new Error('no connector')
    const answers = await Promise.all([
      connector.getProvider(),
      connector.getAccounts(),
      connector.getChainId(),
      connector.isAuthorized(),
    ])
    expect(answers).toEqual([{ provider: true }, [ACCOUNT], mainnet.id, true])
    await connector.getProvider()
    expect(loadFactory).toHaveBeenCalledTimes(1)
    expect(create).toHaveBeenCalledTimes(1)
    // The real connector gets wagmi's config for this connector: its emitter, chains and storage.
    expect(create.mock.calls[0]?.[0].emitter).toBe(connector.emitter)
  })

  test('behavior: the real connector’s events reach wagmi (pairing URI, state)', async () => {
    const config = wagmiConfig(lazyConnector(meta, async () => fakeFactory([])))
    const [connector] = config.connectors
    if (!connector) throw new Error('no connector')
    const messages: unknown[] = []
    connector.emitter.on('message', (message) => messages.push(message))
    await connect(config, { connector })
    expect(messages).toContainEqual({
      type: 'display_uri',
      data: 'wc:pairing@2',
      uid: connector.uid,
    })
    expect(config.state.status).toBe('connected')
    // The wallet switches account: its handler, reached through the stand-in, updates wagmi.
    connector.onAccountsChanged([OTHER])
    expect(config.state.connections.get(connector.uid)?.accounts).toEqual([OTHER])
  })

  test('error: a failed import rejects connect with ConnectorLoadError, and is retried', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module')
    const loadFactory = vi
      .fn<() => Promise<CreateConnectorFn>>()
      .mockRejectedValueOnce(cause)
      .mockResolvedValue(fakeFactory([]))
    const config = wagmiConfig(lazyConnector(meta, loadFactory))
    const [connector] = config.connectors
    if (!connector) throw new Error('no connector')
    const error = await connect(config, { connector }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectorLoadError)
    expect(error).toMatchObject({ name: 'ConnectorLoadError', cause })
    await expect(connect(config, { connector })).resolves.toMatchObject({ accounts: [ACCOUNT] })
    expect(loadFactory).toHaveBeenCalledTimes(2)
  })

  test('behavior: setup runs the real setup once loaded; a failed load is no unhandled rejection', async () => {
    const setups = vi.fn(async () => {})
    const withSetup: CreateConnectorFn = (config) =>
      Object.assign(fakeFactory([])(config), { setup: setups })
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    const optional = ['setup'] as const
    const [loaded] = wagmiConfig(
      lazyConnector({ ...meta, optional }, async () => withSetup),
    ).connectors
    const [failed] = wagmiConfig(
      lazyConnector({ ...meta, optional }, () => Promise.reject(new Error('offline'))),
    ).connectors
    // createConfig called both setups without awaiting them; awaiting again waits for the loads.
    await Promise.all([loaded?.setup?.(), failed?.setup?.()])
    // One macrotask is enough, whatever the machine's speed: both loads are settled promises by
    // now (no I/O, no timer), and Node reports a rejection left unhandled when the microtask queue
    // drains, before it runs any timer.
    await new Promise((resolve) => setTimeout(resolve, 0))
    process.off('unhandledRejection', unhandled)
    expect(setups).toHaveBeenCalledTimes(2)
    expect(unhandled).not.toHaveBeenCalled()
  })

  test('error: a failed import answers "not authorised" to reconnect', async () => {
    const connector = lazyConnector(meta, () => Promise.reject(new Error('offline')))({
      chains: [mainnet],
      emitter: { uid: 'a' } as never,
      providers: [],
    })
    await expect(connector.isAuthorized()).resolves.toBe(false)
    await expect(connector.getProvider()).rejects.toBeInstanceOf(ConnectorLoadError)
  })
})

/** The fields and optional methods wagmi reads from a connector without calling it. */
function surface(connectorFn: CreateConnectorFn | undefined) {
  const connector = connectorFn?.({
    chains: [mainnet],
    emitter: { uid: 'a', on() {}, off() {}, emit() {} } as never,
    providers: [],
    storage: null,
  })
  if (!connector) throw new Error('no connector')
  const { id, name, type, rdns, icon, setup, switchChain, getClient, onMessage } = connector
  return {
    id,
    name,
    type,
    rdns,
    icon,
    methods: { setup, switchChain, getClient, onMessage },
  }
}
const present = ({ methods, ...fields }: ReturnType<typeof surface>) => ({
  ...fields,
  methods: Object.entries(methods)
    .filter(([, method]) => method !== undefined)
    .map(([key]) => key),
})

describe('the stand-ins match the connectors they load', () => {
  const params = { appName: 'Test', projectId: 'a01b2c3d4e5f60718293a4b5c6d7e8f9' }
  test.each([
    [
      'WalletConnect',
      getWalletConnectConnector(params),
      walletConnect({ projectId: params.projectId }),
    ],
    ['Coinbase', coinbaseWalletFactory().createConnector(params), coinbaseWallet()],
    ['Safe', safeAppConnector({ allowedDomains: [], infoTimeoutMs: 1 }), safe()],
  ])('behavior: %s', (_name, standIn, real) => {
    expect(present(surface(standIn))).toEqual(present(surface(real)))
  })
})
