// @vitest-environment jsdom
// A wallet described as data: installed when the page has its own provider (RainbowKit's
// namespace path on window, or its flag on window.ethereum / ethereum.providers), never because
// of another wallet's; the connector is then the injected one, else WalletConnect when the
// wallet pairs over it and a project id is set, else one that reports "not installed".
import { afterEach, describe, expect, test } from 'vitest'
import { okxWallet } from './okxWallet/okxWallet'
import { phantomWallet } from './phantomWallet/phantomWallet'
import { rabbyWallet } from './rabbyWallet/rabbyWallet'
import { uniswapWallet } from './uniswapWallet/uniswapWallet'
import { findWalletProvider } from './walletFromData'

const page = window as unknown as Record<string, unknown>
afterEach(() => {
  for (const key of ['ethereum', 'phantom', 'okxwallet']) delete page[key]
})

const withProjectId = { appName: 'Test', projectId: '0123456789abcdef0123456789abcdef' }
const withoutProjectId = { appName: 'Test', projectId: undefined }

describe('findWalletProvider', () => {
  test('behavior: a namespace path on window finds the wallet’s own provider', () => {
    const own = { request: async () => null }
    page.phantom = { ethereum: own }
    expect(findWalletProvider({ namespace: 'phantom.ethereum' })).toBe(own)
    expect(phantomWallet().installed).toBe(true)
  })

  test('behavior: a flag finds the provider among ethereum.providers', () => {
    const rabby = { isRabby: true }
    page.ethereum = { providers: [{ isMetaMask: true }, rabby] }
    expect(findWalletProvider({ flag: 'isRabby' })).toBe(rabby)
    expect(rabbyWallet().installed).toBe(true)
  })

  test('behavior: another wallet’s window.ethereum does not make it installed', () => {
    page.ethereum = { isMetaMask: true }
    expect(rabbyWallet().installed).toBe(false)
    expect(phantomWallet().installed).toBe(false)
  })
})

describe('the connector', () => {
  test('behavior: installed → the injected connector, whatever WalletConnect offers', () => {
    page.okxwallet = { request: async () => null }
    const wallet = okxWallet()
    expect(wallet.installed).toBe(true)
    expect(wallet.createConnector(withProjectId)).toBeTypeOf('function')
  })

  test('behavior: not installed → WalletConnect with a project id; without, the injected one reports not installed', () => {
    const wallet = okxWallet()
    expect(wallet.installed).toBe(false)
    const paired = wallet.createConnector(withProjectId)
    const fallback = wallet.createConnector(withoutProjectId)
    expect(paired).toBeTypeOf('function')
    expect(fallback).toBeTypeOf('function')
    expect(paired).not.toBe(fallback)
  })

  test('behavior: a WalletConnect-only wallet cannot tell if installed, and is unavailable without a project id', () => {
    const wallet = uniswapWallet()
    expect(wallet.installed).toBeUndefined()
    expect(wallet.createConnector(withProjectId)).toBeTypeOf('function')
    expect(wallet.createConnector(withoutProjectId)).toBeUndefined()
    expect(wallet.unavailableReason).toBe('connect.unavailable.no_project_id')
  })
})
