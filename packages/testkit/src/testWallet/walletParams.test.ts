// The test wallet's checks of what a dapp sends: wallet_watchAsset as a real wallet (MetaMask)
// checks it, answering -32602 for anything else. Other methods are covered by the e2e specs.
import { describe, expect, test } from 'vitest'
import { INVALID_PARAMS, ProviderError } from './ProviderError'
import { watchAssetParam } from './walletParams'

const options = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'GHT',
  decimals: 6,
  image: 'http://127.0.0.1:3000/tokens/ght.svg',
}
const call = (value: unknown) => () => watchAssetParam([value])
const codeOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof ProviderError ? error.code : 'not a ProviderError'
  }
  return 'no error'
}

describe('watchAssetParam', () => {
  test('behavior: an ERC-20 with address, symbol, decimals and image is taken as sent', () => {
    expect(watchAssetParam([{ type: 'ERC20', options }])).toEqual({ type: 'ERC20', ...options })
  })

  test('behavior: the image is optional', () => {
    const { image: _, ...rest } = options
    expect(watchAssetParam([{ type: 'ERC20', options: rest }])).toEqual({ type: 'ERC20', ...rest })
  })

  test.each([
    ['no params', undefined],
    ['another asset type', { type: 'ERC721', options }],
    ['no options', { type: 'ERC20' }],
    ['a bad address', { type: 'ERC20', options: { ...options, address: '0x123' } }],
    ['an empty symbol', { type: 'ERC20', options: { ...options, symbol: '' } }],
    ['a 12-character symbol', { type: 'ERC20', options: { ...options, symbol: 'ABCDEFGHIJKL' } }],
    ['37 decimals', { type: 'ERC20', options: { ...options, decimals: 37 } }],
    ['fractional decimals', { type: 'ERC20', options: { ...options, decimals: 1.5 } }],
    ['a non-string image', { type: 'ERC20', options: { ...options, image: 42 } }],
  ])('error: %s answers -32602', (_, value) => {
    expect(codeOf(call(value))).toBe(INVALID_PARAMS)
  })
})
