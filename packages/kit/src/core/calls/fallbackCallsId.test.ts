// Covers viem's sequential-fallback calls ids: decoding (hashes, refused calls, chain) and the
// EIP-5792 status the receipts of those transactions amount to.
import { numberToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { decodeFallbackCallsId, fallbackStatusCode } from './fallbackCallsId'

const MAGIC = '0x5792579257925792579257925792579257925792579257925792579257925792'
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const idOf = (hashes: string[], chainId: number) =>
  `0x${[...hashes, numberToHex(chainId, { size: 32 }), MAGIC].map((h) => h.slice(2)).join('')}`
const ok = (n: number) => ({ transactionHash: hashOf(n), status: '0x1' as const })
const bad = (n: number) => ({ transactionHash: hashOf(n), status: '0x0' as const })

describe('decodeFallbackCallsId', () => {
  test('behavior: reads the hashes, a refused call as undefined, and the chain id', () => {
    expect(decodeFallbackCallsId(idOf([hashOf(1), hashOf(0), hashOf(3)], 31337))).toEqual({
      chainId: 31337,
      hashes: [hashOf(1), undefined, hashOf(3)],
    })
  })

  test.each([
    ['a wallet id', 'bundle-1'],
    ['a tx hash', hashOf(5)],
    ['no hashes', idOf([], 1)],
    ['a broken length', `${idOf([hashOf(1)], 1)}0`],
  ])('behavior: %s is not a fallback id', (_name, id) => {
    expect(decodeFallbackCallsId(id)).toBeUndefined()
  })
})

describe('fallbackStatusCode', () => {
  const calls = { chainId: 1, hashes: [hashOf(1), hashOf(2)] }
  test.each([
    ['one not mined yet', [ok(1), null], 100],
    ['all succeeded', [ok(1), ok(2)], 200],
    ['all reverted', [bad(1), bad(2)], 500],
    ['one of two reverted', [ok(1), bad(2)], 600],
  ] as const)('behavior: %s', (_name, receipts, code) => {
    expect(fallbackStatusCode(calls, receipts)).toBe(code)
  })

  test('behavior: a call the wallet refused makes a success partial, never confirmed', () => {
    const refused = { chainId: 1, hashes: [hashOf(1), undefined] }
    expect(fallbackStatusCode(refused, [ok(1), undefined])).toBe(600)
    expect(fallbackStatusCode(refused, [bad(1), undefined])).toBe(500)
  })
})
