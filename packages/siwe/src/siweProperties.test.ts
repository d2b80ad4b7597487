// Property tests (fast-check): random conformant fields round-trip through the builder and the
// parser; random mutations of a valid message are either refused or read as exactly the mutated
// text; arbitrary input never throws anything but SiweMessageError. The generators are built from
// the ABNF's character sets and fast-check's own RFC 3986 ones (webUrl, webAuthority, ipV6), not
// from this package's regular expressions, so they check the grammar rather than repeat it.
//
// Each run draws a new random seed (fast-check's default). A failing property's report gives its
// seed, path and counterexample, and they are added to .reports/property-seeds.json, so a rare
// counterexample can be replayed: the entry's `replay` is the command, e.g.
//   FC_PROPERTY=round-trip FC_SEED=-1817355913 FC_PATH='12:3:0' npx vitest run packages/siwe/src/siweProperties.test.ts
// FC_PROPERTY names the property (the first argument of checkProperty below); only that one takes
// the seed and path (FC_PATH alone replays just the shrunk counterexample), the others stay random.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import nodePath from 'node:path'
import fc from 'fast-check'
import { bytesToHex, getAddress } from 'viem'
import { afterAll, describe, expect, test } from 'vitest'
import { buildSiweMessage } from './buildSiweMessage'
import { SiweMessageError } from './errors/siwe'
import { isRfc3986Uri, parseRfc3986Authority } from './parseRfc3986Uri'
import { parseSiweMessage } from './parseSiweMessage'
import type { SiweFields } from './SiweFields'

const RUNS = { numRuns: 300 }

const SEEDS_FILE = nodePath.resolve(import.meta.dirname, '../../../.reports/property-seeds.json')
const THIS_FILE = 'packages/siwe/src/siweProperties.test.ts'

type SeedEntry = {
  property: string
  file: string
  seed: number
  path: string | null
  counterexample: string | null
  error: string
  failedAt: string
  replay: string
}

const replayed = new Set<string>()

/** The seed and path to replay for `property`, from FC_PROPERTY / FC_SEED / FC_PATH. */
function replayParameters(property: string): { seed: number; path?: string } | undefined {
  const { FC_PROPERTY, FC_SEED, FC_PATH } = process.env
  if (FC_SEED === undefined && FC_PATH === undefined) return undefined
  if (FC_PROPERTY === undefined) throw new Error('FC_SEED/FC_PATH need FC_PROPERTY (which one)')
  if (FC_PROPERTY !== property) return undefined
  const seed = Number(FC_SEED)
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, got ${FC_SEED}`)
  replayed.add(property)
  return FC_PATH ? { seed, path: FC_PATH } : { seed }
}

// A replay that matched no property would pass as an ordinary random run: say so instead.
afterAll(() => {
  const wanted = process.env.FC_PROPERTY
  if (wanted !== undefined && !replayed.has(wanted)) {
    throw new Error(`FC_PROPERTY=${wanted} names no property run in this file`)
  }
})

/** Adds (or refreshes) this failure in .reports/property-seeds.json, keeping the others. */
function recordFailure(entry: SeedEntry): void {
  let entries: SeedEntry[] = []
  try {
    const stored: unknown = JSON.parse(readFileSync(SEEDS_FILE, 'utf8'))
    if (Array.isArray(stored)) entries = stored as SeedEntry[]
  } catch (error) {
    // No file yet is the usual case; an unreadable one must not be overwritten silently.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const others = entries.filter(
    (e) => !(e.property === entry.property && e.seed === entry.seed && e.path === entry.path),
  )
  mkdirSync(nodePath.dirname(SEEDS_FILE), { recursive: true })
  writeFileSync(SEEDS_FILE, `${JSON.stringify([...others, entry], null, 2)}\n`)
}

/**
 * fc.assert with a name: random unless FC_PROPERTY names it; on failure it throws fast-check's
 * report (seed, path, counterexample) with the replay command, and records them (see the top).
 */
function checkProperty<Ts>(
  property: string,
  predicate: fc.IProperty<Ts>,
  parameters: fc.Parameters<Ts> = {},
): void {
  const details = fc.check(predicate, { ...parameters, ...replayParameters(property) })
  if (!details.failed) return
  const path = details.counterexamplePath
  const replay = [
    `FC_PROPERTY=${property}`,
    `FC_SEED=${details.seed}`,
    ...(path === null ? [] : [`FC_PATH='${path}'`]),
    `npx vitest run ${THIS_FILE}`,
  ].join(' ')
  const report = fc.defaultReportMessage(details) ?? 'failed'
  let recorded = `recorded in ${nodePath.relative(process.cwd(), SEEDS_FILE)}`
  try {
    recordFailure({
      property,
      file: THIS_FILE,
      seed: details.seed,
      path,
      counterexample: details.counterexample === null ? null : fc.stringify(details.counterexample),
      error: String(details.errorInstance ?? report.split('\n')[0]),
      failedAt: new Date().toISOString(),
      replay,
    })
  } catch (error) {
    recorded = `not recorded (${String(error)})`
  }
  throw new Error(`property "${property}" ${report}\n\nReplay (${recorded}):\n  ${replay}`, {
    cause: details.errorInstance,
  })
}

const chars = (set: string) => fc.constantFrom(...set.split(''))
const ALPHA = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGIT = '0123456789'
const UNRESERVED = `${ALPHA}${DIGIT}-._~`
const SUB_DELIMS = "!$&'()*+,;="
const hex = chars('0123456789abcdefABCDEF')
const pctEncoded = fc.tuple(hex, hex).map(([a, b]) => `%${a}${b}`)
const pchar = fc.oneof(chars(`${UNRESERVED}${SUB_DELIMS}:@`), pctEncoded)
const text = (unit: fc.Arbitrary<string>, maxLength = 12) =>
  fc.array(unit, { maxLength }).map((parts) => parts.join(''))

const scheme = fc
  .tuple(chars(ALPHA), text(chars(`${ALPHA}${DIGIT}+-.`), 6))
  .map(([first, rest]) => `${first}${rest}`)
const regName = text(fc.oneof(chars(`${UNRESERVED}${SUB_DELIMS}`), pctEncoded), 16)
const host = fc.oneof(
  fc.domain(),
  fc.ipV4(),
  regName,
  fc.ipV6().map((address) => `[${address}]`),
  fc
    .tuple(
      fc.array(hex, { minLength: 1, maxLength: 3 }),
      text(chars(`${UNRESERVED}${SUB_DELIMS}:`)),
    )
    .map(([version, rest]) => `[v${version.join('')}.${rest || 'x'}]`),
)
const userinfo = text(fc.oneof(chars(`${UNRESERVED}${SUB_DELIMS}:`), pctEncoded))
const authority = fc
  .tuple(fc.option(userinfo), host, fc.option(text(chars(DIGIT), 6)))
  .map(
    ([user, name, port]) =>
      `${user === null ? '' : `${user}@`}${name}${port === null ? '' : `:${port}`}`,
  )
const segment = text(pchar, 8)
const segmentNz = fc.array(pchar, { minLength: 1, maxLength: 8 }).map((p) => p.join(''))
const path = fc
  .array(segment, { maxLength: 3 })
  .map((segments) => segments.map((s) => `/${s}`).join(''))
const queryOrFragment = text(fc.oneof(pchar, chars('/?')))
const uri = fc.oneof(
  fc.webUrl({ withFragments: true, withQueryParameters: true }),
  fc
    .tuple(
      scheme,
      fc.oneof(
        fc.tuple(authority, path).map(([a, p]) => `//${a}${p}`),
        fc.tuple(segmentNz, path).map(([first, rest]) => `/${first}${rest}`),
        fc.tuple(segmentNz, path).map(([first, rest]) => `${first}${rest}`),
        fc.constant(''),
      ),
      fc.option(queryOrFragment),
      fc.option(queryOrFragment),
    )
    .map(
      ([s, hier, query, fragment]) =>
        `${s}:${hier}${query === null ? '' : `?${query}`}${fragment === null ? '' : `#${fragment}`}`,
    ),
)
const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => getAddress(bytesToHex(bytes)))
const statement = text(chars(`${UNRESERVED}:/?#[]@${SUB_DELIMS} `), 40)
const nonce = fc
  .array(chars(`${ALPHA}${DIGIT}`), { minLength: 8, maxLength: 24 })
  .map((parts) => parts.join(''))
const pad = (value: number, length = 2) => String(value).padStart(length, '0')
/** RFC 3339 date-times in the forms people write: Z or z, offsets, 0 to 12 fraction digits. */
const dateTime = fc
  .tuple(
    fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-30T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }),
    fc.boolean(),
    fc.string({ unit: chars(DIGIT), maxLength: 12 }),
    fc.boolean(),
  )
  .map(([date, offsetMinutes, zulu, fraction, lower]) => {
    const local = new Date(date.getTime() + (zulu ? 0 : offsetMinutes * 60_000))
    const offset = zulu
      ? 'Z'
      : `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`
    const value =
      `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
      `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
      `${fraction ? `.${fraction}` : ''}${offset}`
    return lower ? value.toLowerCase() : value
  })
  .filter((value) => !value.startsWith('-') && value.length > 0 && /^\d{4}-/.test(value))

const fieldsArbitrary: fc.Arbitrary<SiweFields> = fc
  .record(
    {
      scheme,
      domain: authority.filter((value) => value !== ''),
      address,
      statement,
      uri,
      version: fc.constant('1' as const),
      chainId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      nonce,
      issuedAt: dateTime,
      expirationTime: dateTime,
      notBefore: dateTime,
      requestId: text(pchar),
      resources: fc.array(uri, { maxLength: 4 }),
    },
    { requiredKeys: ['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] },
  )
  .map((fields) => ({ ...fields }) as SiweFields) // fc.record gives a null prototype

/** The message for `fields`, or undefined when it would exceed the size limit (then refused). */
function built(fields: SiweFields): string | undefined {
  try {
    return buildSiweMessage(fields)
  } catch (error) {
    expect(error).toMatchObject({ name: 'SiweMessageError', field: 'message' })
    return undefined
  }
}

describe('generators agree with the grammar (checked independently of it)', () => {
  test('behavior: fast-check URLs and authorities are RFC 3986', () => {
    checkProperty(
      'uri-generator',
      fc.property(uri, (value) => isRfc3986Uri(value)),
      RUNS,
    )
    checkProperty(
      'authority-generator',
      fc.property(
        fc.webAuthority({
          withIPv4: true,
          withIPv6: true,
          withPort: true,
          withUserInfo: true,
          withIPv4Extended: true,
        }),
        (value) => parseRfc3986Authority(value) !== undefined,
      ),
      RUNS,
    )
  })
})

describe('round trip', () => {
  test('behavior: parse(build(fields)) is fields, and build(parse(text)) is text', () => {
    checkProperty(
      'round-trip',
      fc.property(fieldsArbitrary, (fields) => {
        const message = built(fields)
        if (message === undefined) return
        const parsed = parseSiweMessage(message)
        expect(parsed).toStrictEqual(fields)
        expect(buildSiweMessage(parsed)).toBe(message)
      }),
      RUNS,
    )
  })
})

describe('mutations', () => {
  const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code))
  const mutation = fc.oneof(
    fc.tuple(fc.constant('insert' as const), fc.nat(), fc.oneof(printable, fc.constant('\n'))),
    fc.tuple(fc.constant('delete' as const), fc.nat(), fc.constant('')),
    fc.tuple(fc.constant('replace' as const), fc.nat(), fc.oneof(printable, fc.constant('\n'))),
    fc.tuple(fc.constant('swapLines' as const), fc.nat(), fc.constant('')),
    fc.tuple(fc.constant('duplicateLine' as const), fc.nat(), fc.constant('')),
    fc.tuple(fc.constant('deleteLine' as const), fc.nat(), fc.constant('')),
  )

  function mutate(message: string, [kind, at, character]: [string, number, string]): string {
    const index = at % (message.length + 1)
    const lines = message.split('\n')
    const line = at % lines.length
    switch (kind) {
      case 'insert':
        return message.slice(0, index) + character + message.slice(index)
      case 'delete':
        return message.slice(0, index) + message.slice(index + 1)
      case 'replace':
        return message.slice(0, index) + character + message.slice(index + 1)
      case 'swapLines': {
        const next = (line + 1) % lines.length
        ;[lines[line], lines[next]] = [lines[next] ?? '', lines[line] ?? '']
        return lines.join('\n')
      }
      case 'duplicateLine':
        lines.splice(line, 0, lines[line] ?? '')
        return lines.join('\n')
      default:
        lines.splice(line, 1)
        return lines.join('\n')
    }
  }

  test('behavior: a mutated message is refused, or read as exactly the mutated text', () => {
    checkProperty(
      'mutations',
      fc.property(
        fieldsArbitrary,
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        (fields, edits) => {
          const message = built(fields)
          if (message === undefined) return
          const mutated = edits.reduce(mutate, message)
          let parsed: SiweFields
          try {
            parsed = parseSiweMessage(mutated)
          } catch (error) {
            expect(error).toBeInstanceOf(SiweMessageError)
            return
          }
          // Accepted: the fields it read are the ones the mutated text holds, nothing dropped or
          // invented (writing them gives back that text), and reading them again changes nothing.
          expect(buildSiweMessage(parsed)).toBe(mutated)
          expect(parseSiweMessage(buildSiweMessage(parsed))).toStrictEqual(parsed)
        },
      ),
      { numRuns: 1000 },
    )
  })

  test('behavior: arbitrary input is refused with SiweMessageError, never another error', () => {
    checkProperty(
      'arbitrary-input',
      fc.property(fc.string({ maxLength: 300 }), (input) => {
        try {
          parseSiweMessage(input)
        } catch (error) {
          expect(error).toBeInstanceOf(SiweMessageError)
        }
      }),
      RUNS,
    )
  })
})
