// EIP-191 version 0x45 (personal_sign): the address whose key signed `message`, recovered from the
// 65-byte signature, or undefined when the signature is not one (malformed, a contract account's
// EIP-1271 bytes, a point off the curve). The prefix counts UTF-8 bytes, as EIP-191 says.
import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'
import { concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { toHex } from '../encoding/hex'

const SIGNATURE_HEX = /^0x[0-9a-fA-F]{130}$/
const ADDRESS_BYTES = 20
const RECOVERY_OFFSET = 27

export function hashPersonalMessage(message: string): Uint8Array {
  const body = utf8ToBytes(message)
  const prefix = utf8ToBytes(`\x19Ethereum Signed Message:\n${body.length}`)
  return keccak_256(concatBytes(prefix, body))
}

export function recoverPersonalSigner(message: string, signature: string): string | undefined {
  if (!SIGNATURE_HEX.test(signature)) return undefined
  const bytes = hexToBytes(signature.slice(2))
  const v = bytes[64] ?? 0
  const recovery = v >= RECOVERY_OFFSET ? v - RECOVERY_OFFSET : v
  if (recovery !== 0 && recovery !== 1) return undefined
  try {
    const point = secp256k1.Signature.fromCompact(bytes.slice(0, 64))
      .addRecoveryBit(recovery)
      .recoverPublicKey(hashPersonalMessage(message))
    const uncompressed = point.toRawBytes(false).slice(1)
    return `0x${toHex(keccak_256(uncompressed).slice(-ADDRESS_BYTES))}`
  } catch {
    return undefined
  }
}
