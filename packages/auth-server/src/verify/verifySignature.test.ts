// Covers local signature verification: canonical 65-byte signatures only (r, s, v ranges, low s),
// the right signer, and the contract-wallet seam (called for everything else; failures → 503).
import { type Hex, hexToBigInt, numberToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { AuthUnavailableError } from '../errors/AuthUnavailableError'
import { alice, bob } from '../testing/authTestHarness'
import { isCanonicalPlainSignature, verifySignature } from './verifySignature'

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const message = 'hello'

function parts(signature: Hex) {
  return {
    r: hexToBigInt(`0x${signature.slice(2, 66)}`),
    s: hexToBigInt(`0x${signature.slice(66, 130)}`),
    v: Number.parseInt(signature.slice(130), 16),
  }
}

function join(r: bigint, s: bigint, v: number): Hex {
  const word = (n: bigint) => numberToHex(n, { size: 32 }).slice(2)
  return `0x${word(r)}${word(s)}${v.toString(16).padStart(2, '0')}`
}

describe('verifySignature', () => {
  test('behavior: accepts the signer, in 27/28 and 0/1 forms', async () => {
    const signature = await alice.signMessage({ message })
    const { r, s, v } = parts(signature)
    const check = { address: alice.address, message, chainId: 1 }
    expect(await verifySignature({ ...check, signature })).toBe(true)
    expect(await verifySignature({ ...check, signature: join(r, s, v - 27) })).toBe(true)
  })

  test('error: wrong signer, wrong message', async () => {
    const signature = await alice.signMessage({ message })
    expect(await verifySignature({ address: bob.address, message, signature, chainId: 1 })).toBe(
      false,
    )
    expect(
      await verifySignature({ address: alice.address, message: 'other', signature, chainId: 1 }),
    ).toBe(false)
  })

  test('error: non-canonical encodings are refused', async () => {
    const signature = await alice.signMessage({ message })
    const { r, s, v } = parts(signature)
    const flipped = v === 27 ? 28 : 27
    const bad: Hex[] = [
      join(r, N - s, flipped),
      join(r, s, 29),
      join(r, s, 2),
      join(0n, s, v),
      join(N, s, v),
      join(r, 0n, v),
      `${signature}00`,
      signature.slice(0, -2) as Hex,
      '0x',
    ]
    for (const signature of bad) {
      expect(isCanonicalPlainSignature(signature), signature).toBe(false)
      expect(
        await verifySignature({ address: alice.address, message, signature, chainId: 1 }),
        signature,
      ).toBe(false)
    }
  })

  test('error: an r that is not on the curve is just invalid', async () => {
    // r = 5 has no point with that x coordinate on secp256k1; recovery throws, we answer false.
    const signature = join(5n, 1n, 27)
    expect(await verifySignature({ address: alice.address, message, signature, chainId: 1 })).toBe(
      false,
    )
  })

  test('behavior: the contract-wallet seam decides what ecrecover does not accept', async () => {
    const signature = await bob.signMessage({ message })
    const check = { address: alice.address, message, signature, chainId: 10 }
    expect(await verifySignature(check, { contractWallets: async () => true })).toBe(true)
    expect(await verifySignature(check, { contractWallets: async () => false })).toBe(false)
    let called = false
    const own = { ...check, address: bob.address }
    await verifySignature(own, {
      contractWallets: async () => {
        called = true
        return false
      },
    })
    expect(called).toBe(false)
    await expect(
      verifySignature(check, {
        contractWallets: async () => {
          throw new Error('timeout')
        },
      }),
    ).rejects.toBeInstanceOf(AuthUnavailableError)
  })

  test('error: the address’s own key in a non-canonical encoding never reaches the network', async () => {
    // On-chain validators (and viem's fallback) run plain ecrecover, which takes the high-s twin.
    const signature = await alice.signMessage({ message })
    const { r, s, v } = parts(signature)
    let calls = 0
    const contractWallets = async () => {
      calls++
      return true
    }
    for (const twin of [join(r, N - s, v === 27 ? 28 : 27), join(r, N - s, v === 27 ? 1 : 0)]) {
      const check = { address: alice.address, message, signature: twin, chainId: 1 }
      expect(await verifySignature(check, { contractWallets }), twin).toBe(false)
    }
    expect(calls).toBe(0)
  })

  test('behavior: an outage keeps the contract-wallet check’s own message', async () => {
    const signature = await bob.signMessage({ message })
    const check = { address: alice.address, message, signature, chainId: 10 }
    const contractWallets = async () => {
      throw new AuthUnavailableError('contract wallet RPC for chain 10 failed: timeout')
    }
    await expect(verifySignature(check, { contractWallets })).rejects.toThrow(
      'contract wallet RPC for chain 10 failed: timeout',
    )
  })
})
