// Reads a v2 pairing URI (pairing-uri spec): `wc:{topic}@2?symKey=…&relay-protocol=…` with the
// optional `relay-data`, `expiryTimestamp` and `methods`. The text comes from a QR code or a pasted
// link, so it is checked strictly and every fault is a PairingUriError naming the part: a v1 URI, a
// topic or key that is not 32 bytes of hex, a repeated or empty parameter. Unknown parameters are
// ignored, so a later protocol version's additions do not break pairing.
import { KEY_LENGTH } from '../crypto/constants'
import { isHexKey } from '../encoding/hex'
import { PairingUriError, type PairingUriPart } from '../errors/pairingUri'
import {
  METHOD_NAME,
  PAIRING_URI_SCHEME,
  PAIRING_URI_VERSION,
  RELAY_DATA,
  RELAY_PROTOCOL_NAME,
} from './constants'
import type { PairingUri } from './PairingUri'

/** A URI longer than this is refused before parsing: a real one is under 250 characters. */
const MAX_URI_LENGTH = 2048
const UNSIGNED_INTEGER = /^[1-9][0-9]*$/
const METHOD_GROUP = /^\[([^\]]*)\]$/

function fail(message: string, part: PairingUriPart): never {
  throw new PairingUriError(message, { part })
}

export function parsePairingUri(text: string): PairingUri {
  if (typeof text !== 'string' || text.length > MAX_URI_LENGTH)
    fail(`a pairing URI is a string of at most ${MAX_URI_LENGTH} characters`, 'parameters')
  if (!text.startsWith(PAIRING_URI_SCHEME)) fail('a pairing URI starts with wc:', 'scheme')
  const queryAt = text.indexOf('?')
  const path = text.slice(PAIRING_URI_SCHEME.length, queryAt === -1 ? undefined : queryAt)
  const [topic = '', version, ...rest] = path.split('@')
  if (version === undefined || rest.length) fail('a pairing URI has one @version', 'version')
  if (version !== String(PAIRING_URI_VERSION))
    fail(`only WalletConnect v${PAIRING_URI_VERSION} URIs are supported`, 'version')
  if (!isHexKey(topic, KEY_LENGTH)) fail('topic must be 32 bytes of lower-case hex', 'topic')

  const parameters = readParameters(queryAt === -1 ? '' : text.slice(queryAt + 1))
  const symKey = parameters.get('symKey')
  if (!isHexKey(symKey, KEY_LENGTH)) fail('symKey must be 32 bytes of lower-case hex', 'symKey')
  const protocol = parameters.get('relay-protocol') ?? ''
  if (!RELAY_PROTOCOL_NAME.test(protocol))
    fail('relay-protocol is missing or malformed', 'relay-protocol')
  const data = parameters.get('relay-data')
  if (data !== undefined && !RELAY_DATA.test(data)) fail('relay-data must be hex', 'parameters')

  const uri: PairingUri = {
    topic,
    version: PAIRING_URI_VERSION,
    symKey,
    relay: data ? { protocol, data } : { protocol },
  }
  const expiry = parameters.get('expiryTimestamp')
  if (expiry !== undefined) {
    if (!UNSIGNED_INTEGER.test(expiry) || !Number.isSafeInteger(Number(expiry)))
      fail('expiryTimestamp must be a positive integer of seconds', 'expiryTimestamp')
    uri.expiryTimestamp = Number(expiry)
  }
  const methods = parameters.get('methods')
  if (methods !== undefined) uri.methods = readMethods(methods)
  return uri
}

function readParameters(query: string): Map<string, string> {
  const parameters = new Map<string, string>()
  for (const pair of query.split('&')) {
    if (!pair) continue
    const equals = pair.indexOf('=')
    const key = equals === -1 ? pair : pair.slice(0, equals)
    let value = ''
    try {
      value = decodeURIComponent(equals === -1 ? '' : pair.slice(equals + 1))
    } catch {
      fail(`parameter ${key} is not valid percent-encoding`, 'parameters')
    }
    if (parameters.has(key)) fail(`parameter ${key} appears twice`, 'parameters')
    parameters.set(key, value)
  }
  return parameters
}

/**
 * The spec's `[a,b],[c]` groups; the official SDK writes one group without brackets (`a,b`). An
 * empty group or a name that is not a method name is refused.
 */
function readMethods(text: string): string[][] {
  const groups = text.startsWith('[') ? text.split(/(?<=\]),(?=\[)/) : [`[${text}]`]
  return groups.map((group) => {
    const inner = METHOD_GROUP.exec(group)?.[1]
    const names = inner?.split(',') ?? []
    if (!names.length || !names.every((name) => METHOD_NAME.test(name)))
      fail('methods must be groups of method names', 'methods')
    return names
  })
}
