// getDefaultConfig: the kit's wallets and a wagmi config in one call. Covers which connectors,
// transports and wagmi options it produces; connecting through them is covered by the e2e suite.
import { http } from 'viem'
import { describe, expect, test } from 'vitest'
import { mainnet, polygon } from 'wagmi/chains'
import { MissingProjectIdError } from '../errors/config'
import { defaultWalletGroups } from './defaultWallets'
import { getDefaultConfig } from './getDefaultConfig'
import { injectedWallet } from './walletConnectors/injectedWallet/injectedWallet'
import { metaMaskWallet } from './walletConnectors/metaMaskWallet/metaMaskWallet'

const defaultWalletCount = defaultWalletGroups.reduce((n, group) => n + group.wallets.length, 0)

describe('getDefaultConfig', () => {
  test('behavior: the default wallet groups, the chains, and an http transport per chain', () => {
    const config = getDefaultConfig({
      appName: 'My dapp',
      projectId: undefined,
      chains: [mainnet, polygon],
    })
    expect(config.chains.map((chain) => chain.id)).toEqual([1, 137])
    // every default wallet has a connector (an unavailable one included), beside EIP-6963 ones
    expect(config.connectors.length).toBeGreaterThanOrEqual(defaultWalletCount)
    expect(config._internal.transports[1]).toBeTypeOf('function')
    expect(config._internal.transports[137]).toBeTypeOf('function')
    expect(config._internal.ssr).toBe(false)
  })

  test('behavior: wallets, transports and wagmi options such as ssr pass through', () => {
    const transport = http('http://127.0.0.1:8545')
    const config = getDefaultConfig({
      appName: 'My dapp',
      projectId: undefined,
      chains: [mainnet],
      transports: { [mainnet.id]: transport },
      wallets: [{ groupName: 'Mine', wallets: [metaMaskWallet, injectedWallet] }],
      ssr: true,
      multiInjectedProviderDiscovery: false,
    })
    expect(config.connectors).toHaveLength(2)
    expect(config._internal.transports[1]).toBe(transport)
    expect(config._internal.ssr).toBe(true)
  })

  test('error: an empty project id fails at once, as connectorsForWallets does', () => {
    expect(() =>
      getDefaultConfig({ appName: 'My dapp', projectId: '', chains: [mainnet] }),
    ).toThrow(MissingProjectIdError)
  })
})
