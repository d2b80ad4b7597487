// Covers how the Safe host's answers to the read calls are read: the shapes the SDK documents
// become the kit's types (chain ids as numbers, addresses checksummed, optional fields filled),
// and anything else is §8's "Invalid response content" rather than a half-read object.
import { describe, expect, test } from 'vitest'
import {
  parseAddressBook,
  parseChainInfo,
  parseEnvironmentInfo,
  parsePermissions,
  parseSafeBalances,
} from './safeAppResponses'

const invalid = expect.objectContaining({
  name: 'InvalidResponseContentError',
  message: 'Invalid response content',
})

const chainInfo = {
  chainName: 'Ethereum',
  chainId: '1',
  shortName: 'eth',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: 'https://x/eth.png' },
  blockExplorerUriTemplate: { address: 'https://x/address/{{address}}', txHash: '', api: '' },
}

const ether = {
  tokenInfo: {
    type: 'NATIVE_TOKEN',
    address: '0x0000000000000000000000000000000000000000',
    decimals: 18,
    symbol: 'ETH',
    name: 'Ether',
    logoUri: '',
  },
  balance: '10000000000000000000',
  fiatBalance: '20000.00',
  fiatConversion: '2000',
}

describe('parseEnvironmentInfo', () => {
  test('behavior: the origin', () => {
    expect(parseEnvironmentInfo({ origin: 'https://app.safe.global' })).toEqual({
      origin: 'https://app.safe.global',
    })
  })

  test.each([null, {}, { origin: 1 }, 'https://app.safe.global'])('error: %j', (value) => {
    expect(() => parseEnvironmentInfo(value)).toThrow(invalid)
  })
})

describe('parseChainInfo', () => {
  test('behavior: the chain id as a number and the native currency', () => {
    expect(parseChainInfo(chainInfo)).toEqual({ ...chainInfo, chainId: 1 })
  })

  test('behavior: a missing explorer template reads as empty templates', () => {
    const { blockExplorerUriTemplate: _, ...rest } = chainInfo
    expect(parseChainInfo(rest).blockExplorerUriTemplate).toEqual({
      address: '',
      txHash: '',
      api: '',
    })
  })

  test.each([
    ['no chain id', { ...chainInfo, chainId: undefined }],
    ['chain id 0', { ...chainInfo, chainId: '0' }],
    ['a chain id that is not a number', { ...chainInfo, chainId: 'mainnet' }],
    ['no native currency', { ...chainInfo, nativeCurrency: null }],
    [
      'negative decimals',
      { ...chainInfo, nativeCurrency: { ...chainInfo.nativeCurrency, decimals: -1 } },
    ],
  ])('error: %s', (_, value) => {
    expect(() => parseChainInfo(value)).toThrow(invalid)
  })
})

describe('parseSafeBalances', () => {
  test('behavior: every token and the fiat total', () => {
    expect(parseSafeBalances({ fiatTotal: '20000.00', items: [ether] })).toEqual({
      fiatTotal: '20000.00',
      items: [ether],
    })
  })

  test('behavior: missing fiat values read as 0, missing decimals as 0', () => {
    const { fiatBalance: _, fiatConversion: __, ...bare } = ether
    const parsed = parseSafeBalances({
      items: [{ ...bare, tokenInfo: { ...ether.tokenInfo, decimals: null } }],
    })
    expect(parsed.fiatTotal).toBe('0')
    expect(parsed.items[0]).toMatchObject({ fiatBalance: '0', fiatConversion: '0' })
    expect(parsed.items[0]?.tokenInfo.decimals).toBe(0)
  })

  test.each([
    ['no items', { fiatTotal: '0' }],
    ['a balance that is not an integer string', { items: [{ ...ether, balance: '1.5' }] }],
    ['a balance that is a number', { items: [{ ...ether, balance: 10 }] }],
    [
      'a token without a symbol',
      { items: [{ ...ether, tokenInfo: { ...ether.tokenInfo, symbol: 1 } }] },
    ],
  ])('error: %s', (_, value) => {
    expect(() => parseSafeBalances(value)).toThrow(invalid)
  })
})

describe('parseAddressBook', () => {
  test('behavior: checksummed addresses and numeric chain ids', () => {
    expect(
      parseAddressBook([
        { address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', chainId: '1', name: 'Owner 1' },
      ]),
    ).toEqual([
      { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 1, name: 'Owner 1' },
    ])
    expect(parseAddressBook([])).toEqual([])
  })

  test.each([
    ['not a list', {}],
    ['an address that is not one', [{ address: '0x12', chainId: '1', name: 'x' }]],
    ['no name', [{ address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', chainId: '1' }]],
  ])('error: %s', (_, value) => {
    expect(() => parseAddressBook(value)).toThrow(invalid)
  })
})

describe('parsePermissions', () => {
  test('behavior: granted permissions; nothing granted may be no answer at all', () => {
    expect(
      parsePermissions([
        { invoker: 'https://app', parentCapability: 'requestAddressBook', date: 5, caveats: [] },
      ]),
    ).toEqual([
      { invoker: 'https://app', parentCapability: 'requestAddressBook', date: 5, caveats: [] },
    ])
    expect(parsePermissions(null)).toEqual([])
    expect(parsePermissions([])).toEqual([])
  })

  test.each([[{}], [[{ invoker: 'x' }]], ['requestAddressBook']])('error: %j', (value) => {
    expect(() => parsePermissions(value)).toThrow(invalid)
  })
})
