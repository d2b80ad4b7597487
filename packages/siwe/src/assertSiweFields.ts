// One rule per field of EIP-4361's ABNF (with RFC 3986 for URIs and authorities, RFC 3339 for
// times, EIP-55 for addresses), shared by the builder (on fields) and the parser (on each value it
// reads), so both accept exactly the same values.

import { SiweMessageError } from './errors/siwe'
import { isChecksumAddress } from './isChecksumAddress'
import { isSiweNonce } from './isSiweNonce'
import { isSiweStatement } from './isSiweStatement'
import { isRfc3986Uri, parseRfc3986Authority, RFC3986_RULES } from './parseRfc3986Uri'
import { rfc3339ToMs } from './rfc3339ToMs'
import type { SiweFields } from './SiweFields'

type FieldName = keyof SiweFields

/** Why `value` cannot be the field, or undefined when it can. */
type Rule = (value: unknown) => string | undefined

const URI_RULE = 'must be an RFC 3986 URI (scheme ":" hier-part ["?" query] ["#" fragment])'
const TIME_RULE = 'must be an RFC 3339 date-time such as 2024-01-01T00:00:00.000Z'

/** The first character of `statement` that EIP-4361's statement grammar does not allow. */
export function statementProblem(statement: string): string | undefined {
  const index = [...statement].findIndex((character) => !isSiweStatement(character))
  if (index < 0) return undefined
  const character = [...statement][index] ?? ''
  return (
    `may hold only RFC 3986 reserved and unreserved characters and spaces (EIP-4361 statement); ` +
    `${JSON.stringify(character)} at character ${index + 1} is not one`
  )
}

const time: Rule = (value) =>
  typeof value === 'string' && rfc3339ToMs(value) !== undefined ? undefined : TIME_RULE

/** Every field of `SiweFields`, in the order the message writes them. */
export const FIELD_RULES: Readonly<Record<FieldName, Rule>> = {
  scheme: (value) =>
    typeof value === 'string' && RFC3986_RULES.scheme.test(value)
      ? undefined
      : 'must be an RFC 3986 scheme (a letter, then letters, digits, "+", "-" or ".")',
  domain: (value) => {
    if (value === '') return 'must not be empty (EIP-4361: domain is REQUIRED)'
    return typeof value === 'string' && parseRfc3986Authority(value)
      ? undefined
      : 'must be an RFC 3986 authority ([userinfo "@"] host [":" port]), such as example.com:8080'
  },
  address: (value) =>
    isChecksumAddress(value) ? undefined : 'must be an EIP-55 checksummed address',
  statement: (value) => (typeof value === 'string' ? statementProblem(value) : 'must be a string'),
  uri: (value) => (typeof value === 'string' && isRfc3986Uri(value) ? undefined : URI_RULE),
  version: (value) => (value === '1' ? undefined : 'must be 1'),
  chainId: (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0
      ? undefined
      : 'must be a positive safe integer (an EIP-155 chain id)',
  nonce: (value) => (isSiweNonce(value) ? undefined : 'must be at least 8 letters and digits'),
  issuedAt: time,
  expirationTime: time,
  notBefore: time,
  requestId: (value) =>
    typeof value === 'string' && RFC3986_RULES.segment.test(value)
      ? undefined
      : 'must be RFC 3986 pchar characters (EIP-4361 request-id = *pchar)',
  resources: (value) => {
    if (!Array.isArray(value)) return 'must be a list of RFC 3986 URIs'
    const bad = value.findIndex(
      (resource) => typeof resource !== 'string' || !isRfc3986Uri(resource),
    )
    return bad < 0 ? undefined : `[${bad}] ${URI_RULE}`
  },
}

const OPTIONAL: ReadonlySet<FieldName> = new Set([
  'scheme',
  'statement',
  'expirationTime',
  'notBefore',
  'requestId',
  'resources',
])

export function failField(field: string, problem: string): never {
  const separator = problem.startsWith('[') ? '' : ' '
  throw new SiweMessageError(`${field}${separator}${problem}`, { field })
}

/** Throws a `SiweMessageError` naming `field` unless `value` is a valid value for it. */
export function assertField(field: FieldName, value: unknown): void {
  const problem = FIELD_RULES[field](value)
  if (problem !== undefined) failField(field, problem)
}

/**
 * Whether a field's value means "no such line": `undefined`, or `null`, which is how JSON (and
 * the reference vectors, parsing_positive.json's "scheme is not parsed from elsewhere in
 * message") and the reference libraries spell an absent optional field.
 */
export function isAbsent(value: unknown): value is undefined | null {
  return value === undefined || value === null
}

/**
 * Throws a `SiweMessageError` naming the first field (in the message's order) that EIP-4361 does
 * not allow, and any property that is not one of its fields (it would not be written, so not
 * signed). An optional field set to `undefined` or `null` counts as absent.
 */
export function assertSiweFields(fields: SiweFields): void {
  if (typeof fields !== 'object' || fields === null) {
    throw new SiweMessageError('fields must be an object', { field: 'message' })
  }
  const record = fields as Readonly<Record<string, unknown>>
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(FIELD_RULES, key) && !isAbsent(record[key])) {
      failField(key, 'is not an EIP-4361 field, so it could not be written into the message')
    }
  }
  for (const field of Object.keys(FIELD_RULES) as FieldName[]) {
    const value = record[field]
    if (isAbsent(value) && OPTIONAL.has(field)) continue
    if (isAbsent(value)) failField(field, 'is required')
    assertField(field, value)
  }
}
