import type { Address } from 'viem'
import { assertSiweFields } from './assertSiweFields'
import { buildSiweMessage } from './buildSiweMessage'
import { SIWE_MAX_MESSAGE_BYTES } from './constants'
import type { SiweFields } from './SiweFields'
import { SiweMessageError } from './SiweMessageError'

const HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:'
const ALLOWED_CHARACTERS = /^[\x20-\x7e\n]*$/
const CHAIN_ID = /^[1-9][0-9]*$/

function fail(message: string): never {
  throw new SiweMessageError(message)
}

function fieldValue(lines: readonly string[], index: number, prefix: string): string {
  const line = lines[index]
  if (line === undefined) fail(`line ${index + 1} is missing: expected "${prefix}"`)
  if (!line.startsWith(prefix)) fail(`line ${index + 1} must start with "${prefix}"`)
  return line.slice(prefix.length)
}

function blankLine(lines: readonly string[], index: number): void {
  if (lines[index] !== '') fail(`line ${index + 1} must be empty`)
}

/**
 * Parses an EIP-4361 message, accepting only the canonical text `buildSiweMessage` writes: at most
 * `SIWE_MAX_MESSAGE_BYTES` UTF-8 bytes (checked first), printable ASCII and `\n` only, no trailing
 * newline, every line present once and in order. Throws `SiweMessageError` on any deviation.
 */
export function parseSiweMessage(text: string): SiweFields {
  if (typeof text !== 'string') fail('message must be a string')
  // UTF-8 never takes fewer bytes than UTF-16 code units, so the cheap check comes first.
  if (text.length > SIWE_MAX_MESSAGE_BYTES) fail('message is too long')
  if (new TextEncoder().encode(text).length > SIWE_MAX_MESSAGE_BYTES) fail('message is too long')
  if (text.includes('\r')) fail('message must use \\n line endings only')
  if (!ALLOWED_CHARACTERS.test(text)) fail('message must be printable ASCII')
  if (text.endsWith('\n')) fail('message must not end with a newline')

  const lines = text.split('\n')
  const header = lines[0] ?? ''
  if (!header.endsWith(HEADER_SUFFIX)) fail(`line 1 must end with "${HEADER_SUFFIX}"`)
  const address = lines[1] ?? ''
  blankLine(lines, 2)
  const statement = lines[3] ?? ''
  blankLine(lines, 4)
  const uri = fieldValue(lines, 5, 'URI: ')
  const version = fieldValue(lines, 6, 'Version: ')
  const chainId = fieldValue(lines, 7, 'Chain ID: ')
  const nonce = fieldValue(lines, 8, 'Nonce: ')
  const issuedAt = fieldValue(lines, 9, 'Issued At: ')

  let next = 10
  let expirationTime: string | undefined
  let notBefore: string | undefined
  if (lines[next]?.startsWith('Expiration Time: ')) {
    expirationTime = fieldValue(lines, next++, 'Expiration Time: ')
  }
  if (lines[next]?.startsWith('Not Before: ')) notBefore = fieldValue(lines, next++, 'Not Before: ')
  if (next !== lines.length) fail(`line ${next + 1} is unexpected`)

  if (version !== '1') fail('version must be 1')
  if (!CHAIN_ID.test(chainId)) fail('chain id must be a positive integer without leading zeros')

  const fields: SiweFields = {
    domain: header.slice(0, -HEADER_SUFFIX.length),
    address: address as Address,
    statement,
    uri,
    version,
    chainId: Number(chainId),
    nonce,
    issuedAt,
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
  }
  assertSiweFields(fields)
  // Every line was matched above; rebuilding proves that nothing else could have slipped through.
  if (buildSiweMessage(fields) !== text) fail('message is not in canonical form')
  return fields
}
