// Covers connectorsForWallets: §5 validation (iconAccent hex, empty project id an error, a
// placeholder only a warning), the wallet details each created connector carries, and the
// stand-in for a wallet that cannot work with the params. Connector functions are called with a
// minimal wagmi config; no wallet SDK is loaded and nothing connects.
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { CreateConnectorFn } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { InvalidIconAccentError, MissingProjectIdError } from '../errors/config'
import { WalletUnavailableError } from '../errors/connector'
import { connectorsForWallets, walletDetailsOf } from './connectorsForWallets'
import type { Wallet, WalletFactory } from './Wallet'
import { metaMaskWallet } from './walletConnectors/metaMaskWallet/metaMaskWallet'
import { walletConnectWallet } from './walletConnectors/walletConnectWallet/walletConnectWallet'
import { UNAVAILABLE_CONNECTOR_TYPE } from './walletList'

type ConnectorConfig = Parameters<CreateConnectorFn>[0]
// The emitter is only read, never fired, by the connectors set up here.
const config = { chains: [mainnet], emitter: {}, providers: [] } as unknown as ConnectorConfig
const params = { appName: 'Test', projectId: undefined }

const factory =
  (patch: Partial<Wallet> = {}): WalletFactory =>
  () => ({
    id: 'test',
    name: 'Test Wallet',
    iconUrl: async () => 'data:image/svg+xml,x',
    iconBackground: '#ffffff',
    createConnector: () => metaMaskWallet().createConnector(params),
    ...patch,
  })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('validation', () => {
  test('error: iconAccent not hex', () => {
    const groups = [{ groupName: 'Popular', wallets: [factory({ id: 'bad', iconAccent: 'red' })] }]
    expect(() => connectorsForWallets(groups, params)).toThrow(InvalidIconAccentError)
    expect(() => connectorsForWallets(groups, params)).toThrow(
      'Property `iconAccent` is not a hex value for wallet: bad (got "red")',
    )
  })

  test.each(['#12345', '#ggg', '123456', '#1234567', ''])('error: iconAccent %j', (iconAccent) => {
    const groups = [{ groupName: 'g', wallets: [factory({ iconAccent })] }]
    expect(() => connectorsForWallets(groups, params)).toThrow(InvalidIconAccentError)
  })

  test.each(['#fff', '#FFF', '#0a1B2c', undefined])(
    'behavior: iconAccent %j is accepted',
    (iconAccent) => {
      const groups = [{ groupName: 'g', wallets: [factory({ iconAccent })] }]
      expect(connectorsForWallets(groups, params)).toHaveLength(1)
    },
  )

  test.each(['', '   '])('error: project id %j', (projectId) => {
    const run = () => connectorsForWallets([], { ...params, projectId })
    expect(run).toThrow(MissingProjectIdError)
    expect(run).toThrow(
      'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId to enable WalletConnect v2',
    )
  })

  test.each(['YOUR_PROJECT_ID', 'your-project-id', '00000000000000000000000000000000', 'example'])(
    'behavior: placeholder project id %j only warns',
    (projectId) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const groups = [{ groupName: 'g', wallets: [factory()] }]
      expect(connectorsForWallets(groups, { ...params, projectId })).toHaveLength(1)
      expect(warn).toHaveBeenCalledOnce()
      expect(warn.mock.calls[0]?.[0]).toContain(`"${projectId}" looks like a placeholder`)
    },
  )

  test.each([undefined, 'a01b2c3d4e5f60718293a4b5c6d7e8f9'])(
    'behavior: project id %j neither throws nor warns',
    (projectId) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      connectorsForWallets([{ groupName: 'g', wallets: [factory()] }], { ...params, projectId })
      expect(warn).not.toHaveBeenCalled()
    },
  )
})

describe('created connectors', () => {
  test('behavior: each connector carries its wallet, group and position', () => {
    const connectors = connectorsForWallets(
      [
        { groupName: 'Popular', wallets: [factory({ id: 'a' }), factory({ id: 'b' })] },
        { groupName: 'Other', wallets: [factory({ id: 'c' })] },
      ],
      params,
    ).map((fn) => fn(config))
    expect(
      connectors.map((c) => {
        const details = walletDetailsOf(c)
        return [details?.wallet.id, details?.groupName, details?.groupIndex, details?.index]
      }),
    ).toEqual([
      ['a', 'Popular', 0, 0],
      ['b', 'Popular', 0, 1],
      ['c', 'Other', 1, 2],
    ])
  })

  test('behavior: the wrapped connector keeps its own id, name and type', () => {
    const [fn] = connectorsForWallets([{ groupName: 'g', wallets: [metaMaskWallet] }], params)
    const connector = fn?.(config)
    expect(connector).toMatchObject({ id: 'metaMask', name: 'MetaMask', type: 'injected' })
  })

  test('behavior: a wallet without a connector gets a stand-in that refuses to connect', async () => {
    const [fn] = connectorsForWallets([{ groupName: 'g', wallets: [walletConnectWallet] }], params)
    const connector = fn?.(config)
    expect(connector).toMatchObject({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: UNAVAILABLE_CONNECTOR_TYPE,
    })
    expect(walletDetailsOf(connector ?? {})?.wallet.id).toBe('walletConnect')
    await expect(connector?.connect()).rejects.toThrow(WalletUnavailableError)
    await expect(connector?.connect()).rejects.toThrow(
      'WalletConnect is unavailable: connect.unavailable.no_project_id',
    )
    expect(await connector?.isAuthorized()).toBe(false)
    expect(await connector?.getProvider()).toBeUndefined()
  })

  test('behavior: walletDetailsOf ignores connectors without well-formed details', () => {
    expect(walletDetailsOf({})).toBeUndefined()
    expect(walletDetailsOf({ gatehouse: null })).toBeUndefined()
    expect(
      walletDetailsOf({ gatehouse: { wallet: {}, groupIndex: 0, groupName: 'g', index: 0 } }),
    ).toBeUndefined()
  })
})
