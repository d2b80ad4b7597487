// Envelopes against the official SDK (@walletconnect/utils, a test-only oracle): what we seal it
// opens and what it seals we open, types 0 and 1; the layout byte by byte with a fixed iv; and
// hostile envelopes refused with EnvelopeError, never a crash.
import * as official from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { bytesToBase64 } from '../encoding/base64'
import { EnvelopeError } from '../errors/envelope'
import { KeyError } from '../errors/key'
import { decodeEnvelope } from './decodeEnvelope'
import { decrypt } from './decrypt'
import { deriveSymKey } from './deriveSymKey'
import { encrypt } from './encrypt'
import { generateKeyPair } from './generateKeyPair'
import { generateSymKey } from './generateSymKey'

const payload = JSON.stringify({
  id: 1_700_000_000_000_123,
  jsonrpc: '2.0',
  method: 'wc_sessionPing',
  params: { note: 'ünïcødé ✓' },
})

describe('interoperability with the official SDK', () => {
  test('behavior: type 0 sealed by us opens with the official decrypt, and back', () => {
    const symKey = generateSymKey()
    expect(official.decrypt({ symKey, encoded: encrypt({ message: payload, symKey }) })).toBe(
      payload,
    )
    expect(decrypt({ symKey, encoded: official.encrypt({ message: payload, symKey }) })).toBe(
      payload,
    )
  })

  test('behavior: type 1 from either side opens on the other after deriving the key', async () => {
    const dapp = await generateKeyPair()
    const wallet = official.generateKeyPair()
    // The wallet answers a proposal with a type 1 envelope carrying its public key.
    const symKey = official.deriveSymKey(wallet.privateKey, dapp.publicKey)
    const fromOfficial = official.encrypt({
      message: payload,
      symKey,
      type: 1,
      senderPublicKey: wallet.publicKey,
    })
    const envelope = decodeEnvelope(fromOfficial)
    expect(envelope.type).toBe(1)
    if (envelope.type !== 1) return
    const derived = await deriveSymKey(dapp.privateKey, envelope.senderPublicKey)
    expect(decrypt({ encoded: envelope, symKey: derived })).toBe(payload)

    const fromUs = encrypt({ message: payload, symKey, type: 1, senderPublicKey: dapp.publicKey })
    const read = official.validateDecoding(fromUs, { receiverPublicKey: wallet.publicKey })
    expect(read).toMatchObject({ type: 1, senderPublicKey: dapp.publicKey })
    expect(official.decrypt({ symKey, encoded: fromUs })).toBe(payload)
  })

  test('behavior: with the same iv both write the same bytes (the layout tp + [pk] + iv + sb)', async () => {
    const symKey = generateSymKey()
    const iv = '0102030405060708090a0b0c'
    const sender = (await generateKeyPair()).publicKey
    expect(encrypt({ message: payload, symKey, iv })).toBe(
      official.encrypt({ message: payload, symKey, iv }),
    )
    expect(encrypt({ message: payload, symKey, iv, type: 1, senderPublicKey: sender })).toBe(
      official.encrypt({ message: payload, symKey, iv, type: 1, senderPublicKey: sender }),
    )
    const envelope = decodeEnvelope(encrypt({ message: 'x', symKey, iv }))
    expect(envelope.type).toBe(0)
    expect(Buffer.from(envelope.iv).toString('hex')).toBe(iv)
    expect(envelope.sealed.length).toBe(1 + 16)
  })

  test('behavior: any text round-trips through both implementations', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (message) => {
        const symKey = generateSymKey()
        expect(official.decrypt({ symKey, encoded: encrypt({ message, symKey }) })).toBe(message)
        expect(decrypt({ symKey, encoded: official.encrypt({ message, symKey }) })).toBe(message)
      }),
      { numRuns: 50 },
    )
  })
})

describe('hostile envelopes', () => {
  const symKey = generateSymKey()
  const sealed = encrypt({ message: payload, symKey })

  test('error: a wrong key, a flipped bit and a cut tag do not open', () => {
    expect(() => decrypt({ encoded: sealed, symKey: generateSymKey() })).toThrow(EnvelopeError)
    const bytes = Buffer.from(sealed, 'base64')
    for (const at of [1, 13, bytes.length - 1]) {
      const tampered = Uint8Array.from(bytes)
      tampered[at]! ^= 1
      expect(() => decrypt({ encoded: bytesToBase64(tampered), symKey })).toThrow(
        'envelope does not open with this key',
      )
    }
    expect(() => decrypt({ encoded: bytesToBase64(bytes.subarray(0, 28)), symKey })).toThrow(
      'type 0 envelope too short',
    )
  })

  test('error: not base64, empty, an unknown type, a short type 1', () => {
    expect(() => decodeEnvelope('not base64!')).toThrow('envelope is not base64')
    expect(() => decodeEnvelope('')).toThrow('envelope is empty')
    expect(() => decodeEnvelope(bytesToBase64(new Uint8Array(64).fill(2)))).toThrow(
      'unknown envelope type 2',
    )
    expect(() => decodeEnvelope(bytesToBase64(Uint8Array.of(1, ...new Uint8Array(59))))).toThrow(
      'type 1 envelope too short',
    )
  })

  test('error: a sealbox that opens but holds invalid UTF-8', () => {
    const iv = new Uint8Array(12)
    const key = Buffer.from(symKey, 'hex')
    // Seal raw bytes that are not UTF-8 with the same primitive the envelope uses.
    return import('@noble/ciphers/chacha').then(({ chacha20poly1305 }) => {
      const box = chacha20poly1305(key, iv).encrypt(Uint8Array.of(0xff, 0xfe))
      const encoded = bytesToBase64(Uint8Array.of(0, ...iv, ...box))
      expect(() => decrypt({ encoded, symKey })).toThrow('envelope holds no UTF-8 text')
    })
  })

  test('error: any random text is refused with an EnvelopeError, never another error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String()), (text) => {
        try {
          decrypt({ encoded: text, symKey })
        } catch (error) {
          expect(error).toBeInstanceOf(EnvelopeError)
        }
      }),
      { numRuns: 300 },
    )
  })

  test('error: type 1 without the sender key, and a bad iv', () => {
    expect(() => encrypt({ message: 'x', symKey, type: 1 })).toThrow(KeyError)
    expect(() => encrypt({ message: 'x', symKey, iv: '00' })).toThrow('the iv must be 12 bytes')
  })
})
