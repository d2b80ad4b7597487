// §4 connection status, with and without sign-in.
import { describe, expect, test } from 'vitest'
import { deriveConnectionStatus, sameAddress } from './connectionStatus'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('deriveConnectionStatus', () => {
  test.each([
    ['disconnected', 'disconnected', undefined, null],
    ['loading', 'connecting', undefined, null],
    ['loading', 'reconnecting', A, null],
    ['connected', 'connected', A, null],
    ['loading', 'connected', A, { session: undefined }],
    ['unauthenticated', 'connected', A, { session: { authenticated: false } }],
    [
      'connected',
      'connected',
      A,
      { session: { authenticated: true, address: A.toLowerCase(), chainId: 1 } },
    ],
    [
      'unauthenticated',
      'connected',
      A,
      { session: { authenticated: true, address: B, chainId: 1 } },
    ],
    ['disconnected', 'disconnected', undefined, { session: { authenticated: false } }],
  ] as const)('behavior: %s when the wallet is %s', (expected, wallet, address, auth) => {
    expect(deriveConnectionStatus(wallet, address, auth)).toBe(expected)
  })
})

describe('sameAddress', () => {
  test('behavior: the same account in any letter case, not another one', () => {
    expect(sameAddress(A, A.toLowerCase())).toBe(true)
    expect(sameAddress(A.toUpperCase().replace('0X', '0x'), A)).toBe(true)
    expect(sameAddress(A, B)).toBe(false)
  })

  test('error: a missing or malformed address is not the same account, and nothing throws', () => {
    for (const bad of [undefined, '', '0x123', 'not an address', `${A}00`]) {
      expect(sameAddress(bad, A)).toBe(false)
      expect(sameAddress(A, bad)).toBe(false)
    }
  })

  test('behavior: a session with a malformed address reads as unauthenticated, not a crash', () => {
    const auth = { session: { authenticated: true, address: '0xnot-an-address', chainId: 1 } }
    expect(deriveConnectionStatus('connected', A, auth)).toBe('unauthenticated')
  })
})
