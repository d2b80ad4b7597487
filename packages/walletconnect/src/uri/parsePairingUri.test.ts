// Pairing URIs against the spec's example and the official parseUri/formatUri (@walletconnect/utils,
// a test-only oracle): what either side writes the other reads the same, and malformed URIs are a
// PairingUriError naming the part.
import { formatUri, parseUri } from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { deriveTopic } from '../crypto/deriveTopic'
import { generateSymKey } from '../crypto/generateSymKey'
import { PairingUriError } from '../errors/pairingUri'
import { formatPairingUri } from './formatPairingUri'
import { parsePairingUri } from './parsePairingUri'

// pairing-uri.md, "Example".
const SPEC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&methods=[wc_sessionPropose],[wc_authRequest,wc_authBatchRequest]&relay-protocol=irn&expiryTimestamp=1705667684'

const pairing = async () => {
  const symKey = generateSymKey()
  return { topic: await deriveTopic(symKey), symKey }
}

describe('the spec and the official SDK', () => {
  test("behavior: the spec's example", () => {
    expect(parsePairingUri(SPEC_URI)).toEqual({
      topic: '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9',
      version: 2,
      symKey: '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303',
      relay: { protocol: 'irn' },
      expiryTimestamp: 1705667684,
      methods: [['wc_sessionPropose'], ['wc_authRequest', 'wc_authBatchRequest']],
    })
    expect(parsePairingUri(formatPairingUri(parsePairingUri(SPEC_URI)))).toEqual(
      parsePairingUri(SPEC_URI),
    )
  })

  test('behavior: we write what the official formatUri writes, parameter for parameter', async () => {
    // The order of the query differs between SDK releases (2.25 writes expiryTimestamp first, as
    // we do; 2.21, the oracle here, last); the spec gives no order, so the sets are compared.
    const sorted = (uri: string) => {
      const [path, query = ''] = uri.split('?')
      return [path, [...new URLSearchParams(query)].sort()]
    }
    for (const relay of [{ protocol: 'irn' }, { protocol: 'irn', data: 'ab01' }]) {
      const { topic, symKey } = await pairing()
      const expiryTimestamp = 1_800_000_300
      const ours = formatPairingUri({ topic, symKey, relay, expiryTimestamp })
      const official = formatUri({
        protocol: 'wc',
        version: 2,
        topic,
        symKey,
        relay,
        expiryTimestamp,
      })
      expect(sorted(ours)).toEqual(sorted(official))
    }
  })

  test('behavior: the official parseUri reads ours, and we read the official formatUri', async () => {
    const { topic, symKey } = await pairing()
    const ours = formatPairingUri({ topic, symKey, relay: { protocol: 'irn' }, expiryTimestamp: 9 })
    expect(parseUri(ours)).toMatchObject({
      topic,
      version: 2,
      symKey,
      relay: { protocol: 'irn' },
      expiryTimestamp: 9,
    })
    const theirs = formatUri({
      protocol: 'wc',
      version: 2,
      topic,
      symKey,
      relay: { protocol: 'irn' },
      expiryTimestamp: 9,
      methods: ['wc_sessionPropose', 'wc_sessionAuthenticate'],
    })
    expect(parsePairingUri(theirs)).toEqual({
      topic,
      version: 2,
      symKey,
      relay: { protocol: 'irn' },
      expiryTimestamp: 9,
      methods: [['wc_sessionPropose', 'wc_sessionAuthenticate']],
    })
  })

  test('behavior: parse(format(x)) is x for any valid pairing', () => {
    const hex32 = fc
      .uint8Array({ minLength: 32, maxLength: 32 })
      .map((b) => Buffer.from(b).toString('hex'))
    const name = fc.stringMatching(/^[A-Za-z0-9_]{1,20}$/)
    fc.assert(
      fc.property(
        hex32,
        hex32,
        fc.option(fc.integer({ min: 1, max: 2 ** 40 }), { nil: undefined }),
        fc.option(
          fc.array(fc.array(name, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
          {
            nil: undefined,
          },
        ),
        (topic, symKey, expiryTimestamp, methods) => {
          const uri = { topic, version: 2 as const, symKey, relay: { protocol: 'irn' } }
          const full = {
            ...uri,
            ...(expiryTimestamp === undefined ? {} : { expiryTimestamp }),
            ...(methods === undefined ? {} : { methods }),
          }
          expect(parsePairingUri(formatPairingUri(full))).toEqual(full)
        },
      ),
    )
  })

  test('behavior: unknown parameters are ignored, percent-encoded values decoded', async () => {
    const { topic, symKey } = await pairing()
    expect(
      parsePairingUri(
        `wc:${topic}@2?relay%2Dignored=1&symKey=${symKey}&relay-protocol=irn&future=x`,
      ),
    ).toEqual({ topic, version: 2, symKey, relay: { protocol: 'irn' } })
  })
})

const { topic, symKey } = await pairing()

describe('malformed URIs', () => {
  const good = `wc:${topic}@2?symKey=${symKey}&relay-protocol=irn`
  const partOf = (text: string) => {
    try {
      parsePairingUri(text)
    } catch (error) {
      expect(error).toBeInstanceOf(PairingUriError)
      return (error as PairingUriError).part
    }
    return 'parsed'
  }

  test('error: each malformed part is named', () => {
    expect(partOf(good)).toBe('parsed')
    expect(partOf(good.replace('wc:', 'wc://'))).toBe('topic')
    expect(partOf(good.replace('wc:', 'https:'))).toBe('scheme')
    expect(partOf(good.replace('@2', '@1'))).toBe('version')
    expect(partOf(good.replace('@2', ''))).toBe('version')
    expect(partOf(good.replace('@2', '@2@2'))).toBe('version')
    expect(partOf(good.replace(topic, topic.slice(2)))).toBe('topic')
    expect(partOf(good.replace(topic, topic.toUpperCase()))).toBe('topic')
    expect(partOf(good.replace(symKey, `${symKey}00`))).toBe('symKey')
    expect(partOf(good.replace(`symKey=${symKey}&`, ''))).toBe('symKey')
    expect(partOf(good.replace('irn', ''))).toBe('relay-protocol')
    expect(partOf(`${good}&expiryTimestamp=-5`)).toBe('expiryTimestamp')
    expect(partOf(`${good}&expiryTimestamp=1e9`)).toBe('expiryTimestamp')
    expect(partOf(`${good}&methods=[]`)).toBe('methods')
    expect(partOf(`${good}&methods=[a b]`)).toBe('methods')
    expect(partOf(`${good}&symKey=${symKey}`)).toBe('parameters')
    expect(partOf(`${good}&x=%E0%A4%A`)).toBe('parameters')
    expect(partOf(`${good}&relay-data=xyz`)).toBe('parameters')
    expect(partOf(`${good}&pad=${'a'.repeat(3000)}`)).toBe('parameters')
  })

  test('error: any text is a PairingUriError or a pairing, never another exception', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        for (const text of [tail, `wc:${tail}`, `${good}${tail}`]) {
          const part = partOf(text)
          expect(typeof part).toBe('string')
        }
      }),
    )
  })

  test('error: formatting refuses what it could not write unescaped', () => {
    expect(() => formatPairingUri({ topic, symKey, relay: { protocol: 'i r n' } })).toThrow(
      PairingUriError,
    )
    expect(() =>
      formatPairingUri({ topic, symKey, relay: { protocol: 'irn' }, methods: [['a&b']] }),
    ).toThrow('methods must be')
    expect(() => formatPairingUri({ topic: 'ab', symKey, relay: { protocol: 'irn' } })).toThrow(
      'topic must be',
    )
  })
})
