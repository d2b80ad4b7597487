// §5 wallet-session identifiers: namespace:chainId and namespace:chainId:address.
import { describe, expect, test } from 'vitest'
import { formatCaipChain, parseCaipAccount, parseCaipChain, sessionChainIds } from './caip'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseCaipChain', () => {
  test('behavior: namespace:chainId', () => {
    expect(parseCaipChain('eip155:137')).toEqual({ namespace: 'eip155', chainId: 137 })
    expect(formatCaipChain({ namespace: 'eip155', chainId: 10 })).toBe('eip155:10')
  })
  test.each([
    '137',
    'eip155:',
    'eip155:0',
    'eip155:01',
    'EIP155:1',
    'eip155:1:extra',
    'eip155:99999999999999999999',
  ])('error: %s is not a chain id', (value) => expect(parseCaipChain(value)).toBeUndefined())
})

describe('parseCaipAccount', () => {
  test('behavior: namespace:chainId:address', () => {
    expect(parseCaipAccount(`eip155:1:${ADDRESS}`)).toEqual({
      namespace: 'eip155',
      chainId: 1,
      address: ADDRESS,
    })
  })
  test.each([ADDRESS, `eip155:${ADDRESS}`, 'eip155:1:0x1234', `eip155:0:${ADDRESS}`])(
    'error: %s is not an account',
    (value) => expect(parseCaipAccount(value)).toBeUndefined(),
  )
})

describe('sessionChainIds', () => {
  test('behavior: chains and accounts of the eip155 namespace, deduplicated', () => {
    expect(
      sessionChainIds({
        eip155: {
          chains: ['eip155:1', 'eip155:137', 'bad'],
          accounts: [`eip155:1:${ADDRESS}`, `eip155:10:${ADDRESS}`],
        },
      })?.sort((a, b) => a - b),
    ).toEqual([1, 10, 137])
  })
  test('behavior: no eip155 namespace → unknown (undefined)', () => {
    expect(sessionChainIds({ solana: { chains: ['solana:1'] } })).toBeUndefined()
    expect(sessionChainIds(undefined)).toBeUndefined()
  })
})
