// Covers watchAsset's parameter checks, field by field: what passes (and how the address comes
// out), and for each rule the typed error naming the field. The wallet round trip is in
// watchAsset.test.ts and e2e/watchAsset.spec.ts.
import { describe, expect, test } from 'vitest'
import { InvalidWatchAssetParameterError, type WatchAssetField } from '../errors/watchAsset'
import { validateWatchAssetParameters, type WatchAssetParameters } from './watchAssetParameters'

const ADDRESS = '0x7E57000000000000000000000000000000000020'
const valid: WatchAssetParameters = {
  type: 'ERC20',
  options: { address: ADDRESS, symbol: 'GHT', decimals: 6, image: 'https://example.org/ght.svg' },
}
const withOptions = (options: Record<string, unknown>) =>
  ({ type: 'ERC20', options: { ...valid.options, ...options } }) as WatchAssetParameters

function fieldOf(parameters: WatchAssetParameters): WatchAssetField | 'none' {
  try {
    validateWatchAssetParameters(parameters)
    return 'none'
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidWatchAssetParameterError)
    return (error as InvalidWatchAssetParameterError).field
  }
}

describe('validateWatchAssetParameters', () => {
  test('behavior: valid parameters pass unchanged', () => {
    expect(validateWatchAssetParameters(valid)).toEqual(valid)
  })

  test('behavior: an all-lowercase address passes and comes out checksummed', () => {
    const out = validateWatchAssetParameters(withOptions({ address: ADDRESS.toLowerCase() }))
    expect(out.options.address).toBe(ADDRESS)
  })

  test('behavior: the image is optional; data:image URIs and loopback http pass', () => {
    const { image: _, ...noImage } = valid.options
    expect(fieldOf({ type: 'ERC20', options: noImage })).toBe('none')
    for (const image of [
      'data:image/svg+xml;base64,PHN2Zy8+',
      'data:image/png,abc',
      'http://127.0.0.1:3000/tokens/ght.svg',
      'http://localhost:5173/ght.svg',
      'http://[::1]:3000/ght.svg',
    ]) {
      expect(fieldOf(withOptions({ image })), image).toBe('none')
    }
  })

  test('behavior: symbols of 1 and 11 characters and decimals 0 and 36 pass', () => {
    expect(fieldOf(withOptions({ symbol: 'G' }))).toBe('none')
    expect(fieldOf(withOptions({ symbol: 'ABCDEFGHIJK' }))).toBe('none')
    expect(fieldOf(withOptions({ decimals: 0 }))).toBe('none')
    expect(fieldOf(withOptions({ decimals: 36 }))).toBe('none')
  })

  test('error: a type other than ERC20 names `type`', () => {
    expect(fieldOf({ ...valid, type: 'ERC721' } as unknown as WatchAssetParameters)).toBe('type')
    expect(fieldOf(undefined as unknown as WatchAssetParameters)).toBe('type')
  })

  test.each([
    // anvil's account #0 is 0xf39Fd6e5…; one letter's case changed breaks its EIP-55 checksum
    ['a wrong checksum', '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['too short', '0x7E5700000000000000000000000000000000002'],
    ['no 0x', '7E57000000000000000000000000000000000020'],
    ['not a string', 42],
    ['missing', undefined],
  ])('error: an address with %s names `options.address`', (_, address) => {
    expect(fieldOf(withOptions({ address }))).toBe('options.address')
  })

  test.each([
    ['empty', ''],
    ['12 characters', 'ABCDEFGHIJKL'],
    ['not a string', 7],
  ])('error: a symbol %s names `options.symbol`', (_, symbol) => {
    expect(fieldOf(withOptions({ symbol }))).toBe('options.symbol')
  })

  test.each([
    ['negative', -1],
    ['37', 37],
    ['fractional', 1.5],
    ['a string', '18'],
    ['NaN', Number.NaN],
  ])('error: decimals %s names `options.decimals`', (_, decimals) => {
    expect(fieldOf(withOptions({ decimals }))).toBe('options.decimals')
  })

  test.each([
    ['plain http on a public host', 'http://example.org/ght.svg'],
    ['a relative path', '/tokens/ght.svg'],
    ['javascript:', 'javascript:alert(1)'],
    ['a data URI that is not an image', 'data:text/html,<b>x</b>'],
    ['ipfs:', 'ipfs://bafy/ght.svg'],
    ['not a string', 3],
  ])('error: an image as %s names `options.image`', (_, image) => {
    expect(fieldOf(withOptions({ image }))).toBe('options.image')
  })

  test('error: the message names the field, the rule and the value', () => {
    expect(() => validateWatchAssetParameters(withOptions({ symbol: 'ABCDEFGHIJKL' }))).toThrow(
      'watchAsset: `options.symbol` must be 1 to 11 characters (got "ABCDEFGHIJKL")',
    )
  })
})
