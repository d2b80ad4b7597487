// §4 connection status, with and without sign-in.
import { describe, expect, test } from 'vitest'
import { deriveConnectionStatus } from './connectionStatus'

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
