// Covers legacy (pre EIP-6963) detection: which wallets call themselves installed for a given
// `window.ethereum` (flags, impostors, the `providers` array, Trust's own global, Safe's iframe)
// and that their injected connectors target the same provider. `window` is a stub per test.
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { CreateConnectorFn } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import type { WalletFactory } from '../Wallet'
import { braveWallet } from './braveWallet/braveWallet'
import { findInjectedProvider, hasFlag, injectedEthereum } from './findInjectedProvider'
import { injectedWallet } from './injectedWallet/injectedWallet'
import { metaMaskWallet } from './metaMaskWallet/metaMaskWallet'
import { rainbowWallet } from './rainbowWallet/rainbowWallet'
import { safeWallet } from './safeWallet/safeWallet'
import { trustWallet } from './trustWallet/trustWallet'

type ConnectorConfig = Parameters<CreateConnectorFn>[0]
const config = { chains: [mainnet], emitter: {}, providers: [] } as unknown as ConnectorConfig
const params = { appName: 'Test', projectId: undefined }

// A provider with just enough EIP-1193 surface for wagmi's injected connector.
const provider = (flags: Record<string, unknown>) => ({
  ...flags,
  request: vi.fn(),
  on: vi.fn(),
  removeListener: vi.fn(),
})

const withWindow = (win: Record<string, unknown>) => {
  const stub: Record<string, unknown> = { ...win }
  stub.parent ??= stub
  vi.stubGlobal('window', stub)
  return stub
}

const installed = (...factories: WalletFactory[]) => factories.map((f) => f().installed)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('findInjectedProvider', () => {
  test('behavior: picks from `providers` when several wallets share window.ethereum', () => {
    const rainbow = provider({ isRainbow: true })
    const ethereum = {
      ...provider({ isMetaMask: true }),
      providers: [provider({ isMetaMask: true }), rainbow],
    }
    expect(findInjectedProvider(ethereum, hasFlag('isRainbow'))).toBe(rainbow)
  })

  test('behavior: nothing outside a browser or without a provider', () => {
    expect(injectedEthereum()).toBeUndefined()
    withWindow({ ethereum: 'not a provider' })
    expect(injectedEthereum()).toBeUndefined()
    expect(findInjectedProvider(undefined, () => true)).toBeUndefined()
  })
})

describe('installed', () => {
  test('behavior: MetaMask, and not wallets that only pretend to be it', () => {
    withWindow({ ethereum: provider({ isMetaMask: true }) })
    expect(installed(metaMaskWallet, rainbowWallet, braveWallet)).toEqual([true, false, false])
    withWindow({ ethereum: provider({ isMetaMask: true, isRainbow: true }) })
    expect(installed(metaMaskWallet, rainbowWallet)).toEqual([false, true])
    withWindow({ ethereum: provider({ isMetaMask: true, isBraveWallet: true }) })
    expect(installed(metaMaskWallet, braveWallet)).toEqual([false, true])
  })

  test('behavior: each wallet finds itself among several providers', () => {
    const providers = [provider({ isMetaMask: true, _events: {} }), provider({ isRainbow: true })]
    withWindow({ ethereum: { ...provider({}), providers } })
    expect(installed(metaMaskWallet, rainbowWallet, trustWallet)).toEqual([true, true, false])
  })

  test('behavior: Trust Wallet by its flags or its own global', () => {
    withWindow({ ethereum: provider({ isTrust: true }) })
    expect(installed(trustWallet)).toEqual([true])
    withWindow({ trustwallet: provider({}), ethereum: provider({ isMetaMask: true }) })
    expect(installed(trustWallet, metaMaskWallet)).toEqual([true, true])
  })

  test('behavior: the Browser Wallet is installed whenever there is a window.ethereum', () => {
    withWindow({})
    expect(installed(injectedWallet)).toEqual([false])
    withWindow({ ethereum: provider({}) })
    expect(installed(injectedWallet)).toEqual([true])
  })

  test('behavior: Safe is installed inside a Safe host’s iframe only, not in any iframe', () => {
    withWindow({})
    expect(installed(safeWallet)).toEqual([false])
    withWindow({ parent: {}, location: { ancestorOrigins: ['https://embed.example'] } })
    expect(installed(safeWallet)).toEqual([false])
    withWindow({ parent: {}, location: { ancestorOrigins: ['https://app.safe.global'] } })
    expect(installed(safeWallet)).toEqual([true])
  })
})

describe('connectors', () => {
  test('behavior: an installed wallet connects through its own injected provider', async () => {
    const metaMask = provider({ isMetaMask: true, _events: {} })
    const rainbow = provider({ isRainbow: true })
    const trust = provider({ isTrust: true })
    withWindow({
      ethereum: { ...provider({}), providers: [rainbow, metaMask] },
      trustwallet: trust,
    })
    const providerOf = (factory: WalletFactory) =>
      factory().createConnector(params)?.(config).getProvider()
    expect(await providerOf(metaMaskWallet)).toBe(metaMask)
    expect(await providerOf(rainbowWallet)).toBe(rainbow)
    expect(await providerOf(trustWallet)).toBe(trust)
  })

  test('behavior: not installed and no project id: still the extension connector', () => {
    withWindow({})
    for (const factory of [metaMaskWallet, rainbowWallet, trustWallet])
      expect(factory().createConnector(params)?.(config).type).toBe('injected')
  })

  test('behavior: not installed with a project id: WalletConnect', () => {
    withWindow({})
    const withProjectId = { ...params, projectId: 'a01b2c3d4e5f60718293a4b5c6d7e8f9' }
    for (const factory of [metaMaskWallet, rainbowWallet, trustWallet])
      expect(factory().createConnector(withProjectId)?.(config).type).toBe('walletConnect')
  })
})
