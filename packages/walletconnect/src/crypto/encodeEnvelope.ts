import { concatBytes } from '@noble/ciphers/utils'
import { bytesToBase64 } from '../encoding/base64'
import { fromHex } from '../encoding/hex'
import { KEY_LENGTH } from './constants'
import type { Envelope } from './Envelope'

/** Serializes an envelope (`tp + iv + sb`, or `tp + pk + iv + sb` for type 1) and base64s it. */
export function encodeEnvelope(envelope: Envelope): string {
  const type = Uint8Array.of(envelope.type)
  const bytes =
    envelope.type === 1
      ? concatBytes(
          type,
          fromHex(envelope.senderPublicKey, KEY_LENGTH, "the sender's public key"),
          envelope.iv,
          envelope.sealed,
        )
      : concatBytes(type, envelope.iv, envelope.sealed)
  return bytesToBase64(bytes)
}
