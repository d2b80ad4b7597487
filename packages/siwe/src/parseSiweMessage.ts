import type { Address } from 'viem'
import { assertField, failField } from './assertSiweFields'
import { buildSiweMessage, SIWE_HEADER_SUFFIX } from './buildSiweMessage'
import { SIWE_MAX_MESSAGE_BYTES } from './constants'
import { SiweMessageError, type SiweMessageErrorType } from './errors/siwe'
import type { SiweFields } from './SiweFields'

// Every rule of EIP-4361's ABNF, in its order:
//   sign-in-with-ethereum =
//       [ scheme "://" ] domain %s" wants you to sign in with your Ethereum account:" LF
//       address LF
//       LF
//       [ statement LF ]
//       LF
//       %s"URI: " uri LF
//       %s"Version: " version LF
//       %s"Chain ID: " chain-id LF
//       %s"Nonce: " nonce LF
//       %s"Issued At: " issued-at
//       [ LF %s"Expiration Time: " expiration-time ]
//       [ LF %s"Not Before: " not-before ]
//       [ LF %s"Request ID: " request-id ]
//       [ LF %s"Resources:" resources ]
//   resources = *( LF resource )
//   resource = "- " URI
// Every value is one line (no rule admits LF), so the text is read line by line. The statement is
// the one place where lines alone do not say which rule applies: after the address and its blank
// line come either "URI: …" (no statement), or "" then "" (an empty statement), or the statement
// then "" (a statement can itself start with "URI: ", so its position decides, not its text).

const ASCII_PRINTABLE_AND_LF = /^[\x20-\x7e\n]*$/
/** chain-id = 1*DIGIT, read as an EIP-155 chain id: no leading zero, so one text per number. */
const CHAIN_ID = /^[1-9][0-9]*$/
const SCHEME_PREFIX = /^([^:/?#]*):\/\/(.*)$/

function fail(message: string): never {
  throw new SiweMessageError(message, { field: 'message' })
}

class Lines {
  index = 0
  constructor(readonly lines: readonly string[]) {}

  get done(): boolean {
    return this.index >= this.lines.length
  }

  peek(): string | undefined {
    return this.lines[this.index]
  }

  blank(): void {
    const line = this.lines[this.index]
    if (line !== '') fail(`line ${this.index + 1} must be empty`)
    this.index++
  }

  /** The value after `prefix` on the next line, which must be there and start with it. */
  value(prefix: string): string {
    const line = this.lines[this.index]
    if (line === undefined) fail(`line ${this.index + 1} is missing: expected "${prefix}"`)
    if (!line.startsWith(prefix)) fail(`line ${this.index + 1} must start with "${prefix}"`)
    this.index++
    return line.slice(prefix.length)
  }

  /** The value after `prefix` when the next line starts with it, else undefined. */
  optional(prefix: string): string | undefined {
    return this.peek()?.startsWith(prefix) ? this.value(prefix) : undefined
  }
}

function readHeader(line: string): Pick<SiweFields, 'scheme' | 'domain'> {
  if (!line.endsWith(SIWE_HEADER_SUFFIX)) fail(`line 1 must end with "${SIWE_HEADER_SUFFIX}"`)
  const origin = line.slice(0, -SIWE_HEADER_SUFFIX.length)
  // An authority never holds "/", so a "://" can only end a scheme.
  const withScheme = SCHEME_PREFIX.exec(origin)
  if (withScheme) {
    const [, scheme = '', domain = ''] = withScheme
    assertField('scheme', scheme)
    assertField('domain', domain)
    return { scheme, domain }
  }
  assertField('domain', origin)
  return { domain: origin }
}

function readStatement(lines: Lines): string | undefined {
  const first = lines.peek()
  if (first === '' && lines.lines[lines.index + 1] === '') {
    lines.index += 2
    return ''
  }
  if (first === '') {
    lines.index++
    return undefined
  }
  const statement = first ?? ''
  assertField('statement', statement)
  lines.index++
  lines.blank()
  return statement
}

function readChainId(text: string): number {
  const chainId = Number(text)
  if (!CHAIN_ID.test(text) || !Number.isSafeInteger(chainId)) {
    failField(
      'chainId',
      'must be a positive integer without leading zeros, at most 2^53 − 1 (an EIP-155 chain id)',
    )
  }
  return chainId
}

function readResources(lines: Lines): string[] {
  const resources: string[] = []
  while (!lines.done) {
    const resource = lines.value('- ')
    assertField('resources', [resource])
    resources.push(resource)
  }
  return resources
}

/** What `parseSiweMessage` throws: text that is not a valid SIWE message. */
export type ParseSiweMessageErrorType = SiweMessageErrorType

/**
 * Parses an EIP-4361 message: every message its ABNF allows (optional scheme, statement, times,
 * request id and resources; RFC 3986 URIs and authorities, RFC 3339 times), EIP-55 addresses, and
 * nothing else. Checks the size first: at most `SIWE_MAX_MESSAGE_BYTES` UTF-8 bytes. Throws
 * `SiweMessageError` naming the rule (and in `field` the field) on any deviation. The fields read
 * are exactly those written: `buildSiweMessage(parseSiweMessage(text)) === text`.
 */
export function parseSiweMessage(text: string): SiweFields {
  if (typeof text !== 'string') fail('message must be a string')
  // UTF-8 never takes fewer bytes than UTF-16 code units, so the cheap check comes first.
  if (text.length > SIWE_MAX_MESSAGE_BYTES) fail('message is too long')
  if (new TextEncoder().encode(text).length > SIWE_MAX_MESSAGE_BYTES) fail('message is too long')
  // No rule of the ABNF admits a character outside printable ASCII besides the LFs between lines.
  if (text.includes('\r')) fail('message must use \\n line endings only')
  if (!ASCII_PRINTABLE_AND_LF.test(text)) fail('message must be printable ASCII')
  if (text.endsWith('\n')) fail('message must not end with a newline')

  const lines = new Lines(text.split('\n'))
  const { scheme, domain } = readHeader(lines.value(''))
  const address = lines.value('')
  assertField('address', address)
  lines.blank()
  const statement = readStatement(lines)
  const uri = lines.value('URI: ')
  assertField('uri', uri)
  const version = lines.value('Version: ')
  assertField('version', version)
  const chainId = readChainId(lines.value('Chain ID: '))
  const nonce = lines.value('Nonce: ')
  assertField('nonce', nonce)
  const issuedAt = lines.value('Issued At: ')
  assertField('issuedAt', issuedAt)
  const expirationTime = lines.optional('Expiration Time: ')
  if (expirationTime !== undefined) assertField('expirationTime', expirationTime)
  const notBefore = lines.optional('Not Before: ')
  if (notBefore !== undefined) assertField('notBefore', notBefore)
  const requestId = lines.optional('Request ID: ')
  if (requestId !== undefined) assertField('requestId', requestId)
  let resources: string[] | undefined
  if (lines.peek() === 'Resources:') {
    lines.index++
    resources = readResources(lines)
  }
  if (!lines.done) fail(`line ${lines.index + 1} is unexpected`)

  const fields: SiweFields = {
    ...(scheme === undefined ? {} : { scheme }),
    domain,
    address: address as Address,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version: '1',
    chainId,
    nonce,
    issuedAt,
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(resources === undefined ? {} : { resources }),
  }
  // Each line was matched to its rule above; writing the fields back must give the same text.
  if (buildSiweMessage(fields) !== text) fail('message is not in canonical form')
  return fields
}
