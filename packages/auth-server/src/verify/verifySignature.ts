// Does `signature` over `message` come from `address`? Plain accounts: local ecrecover (viem's
// recoverMessageAddress), no network call, canonical 65-byte signatures only (r and s in range,
// low s, v of 0/1/27/28) so one signature has exactly one accepted encoding.
//
// Smart-contract wallets (ERC-1271, ERC-6492): pass `contractWallets` (contractWallets.ts) and
// every signature the plain check does not accept is handed to it; it answers true/false and
// throws when its RPC is down or slow (surfaced as AuthUnavailableError → 503). Without it, any
// signature that is not a valid 65-byte signature by `address` is simply not accepted.
//
// A 65-byte signature that recovers to `address` but is not canonical (the high-s twin) is refused
// here and never reaches the network: the address's own key signed it, so it is a plain account's
// signature in a second encoding, which the on-chain validator's ecrecover (and viem's ecrecover
// fallback) would otherwise accept.
import { type Address, type Hex, isAddressEqual, recoverMessageAddress } from 'viem'
import { AuthUnavailableError } from '../errors/AuthUnavailableError'

const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const HALF_N = SECP256K1_N / 2n
const PLAIN_SIGNATURE = /^0x[0-9a-fA-F]{130}$/

export type SignatureCheck = { address: Address; message: string; signature: Hex; chainId: number }

/** ERC-1271 / ERC-6492 through viem on the message's chain, with timeouts (contractWallets.ts). */
export type ContractWalletCheck = (args: SignatureCheck) => Promise<boolean>

export type VerifySignatureOptions = { contractWallets?: ContractWalletCheck }

/** A 65-byte r‖s‖v signature whose r, s and v are each in their canonical range. */
export function isCanonicalPlainSignature(signature: string): signature is Hex {
  if (!PLAIN_SIGNATURE.test(signature)) return false
  const r = BigInt(`0x${signature.slice(2, 66)}`)
  const s = BigInt(`0x${signature.slice(66, 130)}`)
  const v = Number.parseInt(signature.slice(130, 132), 16)
  return r > 0n && r < SECP256K1_N && s > 0n && s <= HALF_N && [0, 1, 27, 28].includes(v)
}

/** Whether ecrecover of a 65-byte signature, canonical or not (any s), yields `address`. */
async function recoversTo({ address, message, signature }: SignatureCheck): Promise<boolean> {
  if (signature.length !== 132) return false
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address)
  } catch {
    // Not a point on the curve and the like: just not a valid signature.
    return false
  }
}

/**
 * What can be decided without the network: `valid` / `invalid` for the address's own key, or
 * `contract` when only a contract-wallet check can tell.
 */
export async function localVerdict(
  check: SignatureCheck,
): Promise<'valid' | 'invalid' | 'contract'> {
  // The address's own key: valid only in the canonical encoding, decided locally either way.
  if (await recoversTo(check))
    return isCanonicalPlainSignature(check.signature) ? 'valid' : 'invalid'
  return 'contract'
}

export async function verifySignature(
  check: SignatureCheck,
  options: VerifySignatureOptions = {},
): Promise<boolean> {
  const local = await localVerdict(check)
  if (local !== 'contract') return local === 'valid'
  if (!options.contractWallets) return false
  return contractVerdict(check, options.contractWallets)
}

/** The contract-wallet check's answer; any failure of it is an AuthUnavailableError. */
export async function contractVerdict(
  check: SignatureCheck,
  contractWallets: ContractWalletCheck,
): Promise<boolean> {
  try {
    return await contractWallets(check)
  } catch (error) {
    // Keep our own message (it names the chain and the kind of failure, never a URL).
    const message =
      error instanceof AuthUnavailableError ? error.message : 'contract wallet check failed'
    throw new AuthUnavailableError(message, { cause: error })
  }
}
