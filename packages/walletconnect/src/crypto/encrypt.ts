// Seals a message (a JSON-RPC payload's text) with ChaCha20-Poly1305 under the symmetric key and
// wraps it in a typed envelope. Type 1 carries the sender's X25519 public key so the receiver can
// derive the key first (the wallet's answer to a proposal, the dapp's wc_sessionAuthenticate reply).
import { chacha20poly1305 } from '@noble/ciphers/chacha'
import { utf8ToBytes } from '@noble/ciphers/utils'
import { fromHex } from '../encoding/hex'
import { KeyError } from '../errors/key'
import { IV_LENGTH, KEY_LENGTH } from './constants'
import { encodeEnvelope } from './encodeEnvelope'
import { randomBytes } from './randomBytes'

export type EncryptParameters = {
  message: string
  symKey: string
  /** 0 unless given; 1 needs `senderPublicKey`. */
  type?: 0 | 1
  senderPublicKey?: string
  /** Hex. Random unless given: a fixed one is only for test vectors (a reused nonce leaks the key). */
  iv?: string
}

export function encrypt({ message, symKey, type = 0, senderPublicKey, iv }: EncryptParameters) {
  const key = fromHex(symKey, KEY_LENGTH, 'the symmetric key')
  const nonce = iv === undefined ? randomBytes(IV_LENGTH) : fromHex(iv, IV_LENGTH, 'the iv')
  const sealed = chacha20poly1305(key, nonce).encrypt(utf8ToBytes(message))
  if (type === 0) return encodeEnvelope({ type, iv: nonce, sealed })
  if (senderPublicKey === undefined)
    throw new KeyError('a type 1 envelope needs the sender public key')
  return encodeEnvelope({ type, senderPublicKey, iv: nonce, sealed })
}
