// Test-only fixture: a canonical set of fields for a real viem local account.
import { privateKeyToAccount } from 'viem/accounts'
import type { SiweFields } from './SiweFields'

// Anvil's first well-known development key; never holds real funds.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

export function testFields(overrides: Partial<SiweFields> = {}): SiweFields {
  return {
    domain: 'localhost:5173',
    address: account.address,
    statement: 'Sign in to verify that you own this account.',
    uri: 'http://localhost:5173',
    version: '1',
    chainId: 1,
    nonce: 'a1B2c3D4e5F6g7H8',
    issuedAt: '2024-05-01T12:00:00.000Z',
    expirationTime: '2024-05-01T12:05:00.000Z',
    ...overrides,
  }
}
