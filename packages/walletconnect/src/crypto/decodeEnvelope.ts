// Reads a received envelope. Its text came from the relay, so every way it can be wrong is an
// EnvelopeError: the caller drops the message (crypto-envelopes spec for the layout).
import { base64ToBytes } from '../encoding/base64'
import { toHex } from '../encoding/hex'
import { EnvelopeError } from '../errors/envelope'
import { ENVELOPE_TYPE_0, ENVELOPE_TYPE_1, IV_LENGTH, KEY_LENGTH, TAG_LENGTH } from './constants'
import type { Envelope } from './Envelope'

const TYPE_LENGTH = 1

export function decodeEnvelope(encoded: string): Envelope {
  const bytes = typeof encoded === 'string' ? base64ToBytes(encoded) : undefined
  if (!bytes) throw new EnvelopeError('envelope is not base64')
  const type = bytes[0]
  if (type === ENVELOPE_TYPE_0) {
    const sealedAt = TYPE_LENGTH + IV_LENGTH
    if (bytes.length < sealedAt + TAG_LENGTH) throw new EnvelopeError('type 0 envelope too short')
    return { type: 0, iv: bytes.slice(TYPE_LENGTH, sealedAt), sealed: bytes.slice(sealedAt) }
  }
  if (type === ENVELOPE_TYPE_1) {
    const ivAt = TYPE_LENGTH + KEY_LENGTH
    const sealedAt = ivAt + IV_LENGTH
    if (bytes.length < sealedAt + TAG_LENGTH) throw new EnvelopeError('type 1 envelope too short')
    return {
      type: 1,
      senderPublicKey: toHex(bytes.slice(TYPE_LENGTH, ivAt)),
      iv: bytes.slice(ivAt, sealedAt),
      sealed: bytes.slice(sealedAt),
    }
  }
  throw new EnvelopeError(
    type === undefined ? 'envelope is empty' : `unknown envelope type ${type}`,
  )
}
