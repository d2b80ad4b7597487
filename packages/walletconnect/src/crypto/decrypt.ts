// Opens an envelope with the symmetric key. For type 1 the caller derives that key first, from
// the envelope's `senderPublicKey` (decodeEnvelope) and its own private key (deriveSymKey).
import { chacha20poly1305 } from '@noble/ciphers/chacha'
import { fromHex } from '../encoding/hex'
import { EnvelopeError } from '../errors/envelope'
import { KEY_LENGTH } from './constants'
import { decodeEnvelope } from './decodeEnvelope'
import type { Envelope } from './Envelope'

export type DecryptParameters = {
  /** The base64 envelope as received, or one decodeEnvelope already read. */
  encoded: string | Envelope
  symKey: string
}

// `fatal`: a sealbox that authenticates but is not UTF-8 is still refused, never half-read.
const utf8 = new TextDecoder('utf-8', { fatal: true })

export function decrypt({ encoded, symKey }: DecryptParameters): string {
  const key = fromHex(symKey, KEY_LENGTH, 'the symmetric key')
  const envelope = typeof encoded === 'string' ? decodeEnvelope(encoded) : encoded
  let plain: Uint8Array
  try {
    plain = chacha20poly1305(key, envelope.iv).decrypt(envelope.sealed)
  } catch (cause) {
    throw new EnvelopeError('envelope does not open with this key', { cause })
  }
  try {
    return utf8.decode(plain)
  } catch (cause) {
    throw new EnvelopeError('envelope holds no UTF-8 text', { cause })
  }
}
