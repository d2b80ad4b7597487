// Covers the strict parser: the round trip with buildSiweMessage and one rejecting test per rule.
// Acceptance is ours alone; viem's lenient parser appears only as a conformance cross-check.
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage as viemParseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { buildSiweMessage } from './buildSiweMessage'
import { SIWE_MAX_MESSAGE_BYTES } from './constants'
import { parseSiweMessage } from './parseSiweMessage'
import { testFields } from './testFields'

const canonical = buildSiweMessage(testFields())
const lines = canonical.split('\n')

function withLines(edit: (lines: string[]) => void): string {
  const copy = [...lines]
  edit(copy)
  return copy.join('\n')
}

function expectRejected(text: string, reason?: RegExp): void {
  let caught: unknown
  try {
    parseSiweMessage(text)
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(Error)
  expect((caught as Error).name).toBe('SiweMessageError')
  if (reason) expect((caught as Error).message).toMatch(reason)
}

describe('round trip', () => {
  test.each([
    ['with an expiration time', testFields()],
    ['without optional times', testFields({ expirationTime: undefined })],
    ['with both optional times', testFields({ notBefore: '2024-05-01T11:59:00.000Z' })],
    [
      'with only not-before',
      testFields({ expirationTime: undefined, notBefore: '2024-05-01T12:00:00+02:00' }),
    ],
    [
      'with a large chain id and https uri',
      testFields({ chainId: 7777777, uri: 'https://app.example.com/login?next=%2F' }),
    ],
  ])('behavior: parse(build(fields)) equals fields %s', (_, fields) => {
    expect(parseSiweMessage(buildSiweMessage(fields))).toStrictEqual(
      Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    )
  })

  test('behavior: round-trips fresh viem accounts', () => {
    for (let i = 0; i < 20; i++) {
      const { address } = privateKeyToAccount(generatePrivateKey())
      const fields = testFields({ address, chainId: i + 1 })
      expect(parseSiweMessage(buildSiweMessage(fields))).toStrictEqual(fields)
    }
  })

  test('behavior: a signed message verifies against the parsed address', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = buildSiweMessage(testFields({ address: account.address }))
    const signature = await account.signMessage({ message })
    const { address } = parseSiweMessage(message)
    expect(await verifyMessage({ address, message, signature })).toBe(true)
  })

  test('behavior: viem reads the same fields from the canonical text', () => {
    const fields = testFields({ notBefore: '2024-05-01T11:59:00.000Z' })
    const viemFields = viemParseSiweMessage(buildSiweMessage(fields))
    expect(viemFields).toMatchObject({
      domain: fields.domain,
      address: fields.address,
      statement: fields.statement,
      uri: fields.uri,
      version: '1',
      chainId: fields.chainId,
      nonce: fields.nonce,
      issuedAt: new Date(fields.issuedAt),
      expirationTime: new Date(fields.expirationTime!),
      notBefore: new Date(fields.notBefore!),
    })
  })
})

describe('size', () => {
  test('error: oversize 4097 bytes rejected before any other check', () => {
    // Carriage returns and unicode would fail later checks; the size check must answer first.
    expectRejected(`\r✓${'a'.repeat(SIWE_MAX_MESSAGE_BYTES - 1)}`, /too long/)
    expectRejected('a'.repeat(SIWE_MAX_MESSAGE_BYTES + 1), /too long/)
  })

  test('error: under 4096 characters but over 4096 UTF-8 bytes', () => {
    expectRejected('✓'.repeat(1400), /too long/)
  })

  test('error: a 16 MiB string is refused by its length alone', () => {
    expectRejected(`${canonical}\n${'x'.repeat(16 * 1024 * 1024)}`, /too long/)
  })

  test('behavior: a canonical message of exactly 4096 bytes is accepted', () => {
    const padding = SIWE_MAX_MESSAGE_BYTES - canonical.length
    const fields = testFields({ statement: `${testFields().statement}${'.'.repeat(padding)}` })
    expect(buildSiweMessage(fields)).toHaveLength(SIWE_MAX_MESSAGE_BYTES)
    expect(parseSiweMessage(buildSiweMessage(fields))).toStrictEqual(fields)
  })
})

describe('characters and line endings', () => {
  test('error: trailing newline', () => expectRejected(`${canonical}\n`, /newline/))
  test('error: \\r\\n line endings', () =>
    expectRejected(canonical.replaceAll('\n', '\r\n'), /\\n/))
  test('error: a lone \\r', () => expectRejected(`${canonical}\r`))
  test('error: unicode in the statement', () =>
    expectRejected(
      withLines((l) => (l[3] = 'Sign in ✓')),
      /ASCII/,
    ))
  test('error: unicode look-alike in the domain', () =>
    expectRejected(canonical.replace('localhost', 'lоcalhost'), /ASCII/))
  test('error: tab', () =>
    expectRejected(
      withLines((l) => (l[3] = 'Sign\tin')),
      /ASCII/,
    ))
  test('error: NUL', () => expectRejected(`${canonical}\0`, /ASCII/))
  test('error: empty string', () => expectRejected(''))
  test('error: not a string', () => expectRejected(42 as unknown as string))
})

describe('lines', () => {
  test('error: extra line after the last field', () =>
    expectRejected(`${canonical}\nRequest ID: 1`, /unexpected/))
  test('error: extra resources block', () =>
    expectRejected(`${canonical}\nResources:\n- https://example.com`, /unexpected/))
  test('error: extra blank line', () => expectRejected(withLines((l) => l.splice(4, 0, ''))))
  test('error: missing version line', () => expectRejected(withLines((l) => l.splice(6, 1))))
  test('error: missing issued-at line', () =>
    expectRejected(
      withLines((l) => l.splice(9, 2)),
      /missing/,
    ))
  test('error: missing statement (the EIP-4361 short form)', () =>
    expectRejected(withLines((l) => l.splice(3, 1))))
  test('error: missing blank line after the address', () =>
    expectRejected(withLines((l) => l.splice(2, 1))))
  test('error: reordered chain id and nonce', () =>
    expectRejected(withLines((l) => l.splice(7, 2, l[8]!, l[7]!))))
  test('error: not-before before expiration time', () => {
    const text = buildSiweMessage(testFields({ notBefore: '2024-05-01T11:59:00.000Z' }))
    const [a, b] = text.split('\n').slice(-2)
    expectRejected(`${text.split('\n').slice(0, -2).join('\n')}\n${b}\n${a}`)
  })
  test('error: duplicate nonce line', () => expectRejected(withLines((l) => l.splice(8, 0, l[8]!))))
  test('error: duplicate expiration time line', () =>
    expectRejected(`${canonical}\n${lines.at(-1)}`, /unexpected/))
  test('error: trailing space on a line', () =>
    expectRejected(withLines((l) => (l[8] = `${l[8]} `))))
  test('error: leading space on a line', () =>
    expectRejected(withLines((l) => (l[6] = ` ${l[6]}`))))
  test('error: lower-case field name', () =>
    expectRejected(withLines((l) => (l[8] = l[8]!.replace('Nonce', 'nonce')))))
  test('error: scheme before the domain', () => expectRejected(`https://${canonical}`))
  test('error: different header wording', () =>
    expectRejected(canonical.replace('wants you to sign in', 'wants you to log in')))
})

describe('fields', () => {
  const { address } = testFields()
  test('error: lowercase address', () =>
    expectRejected(canonical.replace(address, address.toLowerCase()), /checksum/))
  test('error: uppercase address', () =>
    expectRejected(canonical.replace(address, `0x${address.slice(2).toUpperCase()}`), /checksum/))
  test('error: bad checksum', () => {
    const flipped = address.replace(/[a-f]/, (c) => c.toUpperCase())
    expectRejected(canonical.replace(address, flipped), /checksum/)
  })
  test('error: address without 0x', () =>
    expectRejected(canonical.replace(address, address.slice(2))))
  test('error: version 2', () =>
    expectRejected(canonical.replace('Version: 1', 'Version: 2'), /version/))
  test('error: version 1.0', () => expectRejected(canonical.replace('Version: 1', 'Version: 1.0')))
  test.each([
    '01',
    '0',
    '-1',
    '1.0',
    '1e3',
    ' 1',
    '0x1',
    '9007199254740992',
    '99999999999999999999',
  ])('error: chain id %s', (chainId) =>
    expectRejected(canonical.replace('Chain ID: 1', `Chain ID: ${chainId}`), /chain/i),
  )
  test('error: short nonce', () =>
    expectRejected(canonical.replace('a1B2c3D4e5F6g7H8', 'a1B2c3D'), /nonce/))
  test('error: nonce with symbols', () =>
    expectRejected(canonical.replace('a1B2c3D4e5F6g7H8', 'a1B2-c3D4_e5F6'), /nonce/))
  test.each(['2024-05-01', '2024-02-30T12:00:00.000Z', '2024-05-01T12:00:00.000', 'yesterday'])(
    'error: bad timestamp %s',
    (time) => expectRejected(canonical.replace('2024-05-01T12:00:00.000Z', time), /issuedAt/),
  )
  test('error: bad expiration time', () =>
    expectRejected(canonical.replace('2024-05-01T12:05:00.000Z', '2024-05-01T12:05'), /expiration/))
  test('error: relative uri', () =>
    expectRejected(canonical.replace('URI: http://localhost:5173', 'URI: /')))
  test('error: empty uri', () =>
    expectRejected(canonical.replace('URI: http://localhost:5173', 'URI: ')))
  test('error: domain with userinfo', () =>
    expectRejected(canonical.replace('localhost:5173 wants', 'evil.com@localhost:5173 wants')))
})
