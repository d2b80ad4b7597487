// Writes a v2 pairing URI. The parameters are written in the order the official SDK writes them
// (alphabetical), so a QR code or deep link reads the same whichever client made it; methods in the
// spec's `[a,b],[c]` form, one group as the SDK's `a,b`. Every value is checked, so none needs escaping and parse(format(x)) = x.
import { KEY_LENGTH } from '../crypto/constants'
import { isHexKey } from '../encoding/hex'
import { PairingUriError } from '../errors/pairingUri'
import {
  METHOD_NAME,
  PAIRING_URI_SCHEME,
  PAIRING_URI_VERSION,
  RELAY_DATA,
  RELAY_PROTOCOL_NAME,
} from './constants'
import type { PairingUri } from './PairingUri'

export function formatPairingUri(uri: Omit<PairingUri, 'version'> & { version?: 2 }): string {
  const { topic, symKey, relay, expiryTimestamp, methods } = uri
  if (!isHexKey(topic, KEY_LENGTH))
    throw new PairingUriError('topic must be 32 bytes of lower-case hex', { part: 'topic' })
  if (!isHexKey(symKey, KEY_LENGTH))
    throw new PairingUriError('symKey must be 32 bytes of lower-case hex', { part: 'symKey' })
  if (!RELAY_PROTOCOL_NAME.test(relay.protocol) || (relay.data && !RELAY_DATA.test(relay.data)))
    throw new PairingUriError('relay protocol or data is malformed', { part: 'relay-protocol' })
  if (
    expiryTimestamp !== undefined &&
    !(Number.isSafeInteger(expiryTimestamp) && expiryTimestamp > 0)
  )
    throw new PairingUriError('expiryTimestamp must be a positive integer', {
      part: 'expiryTimestamp',
    })
  if (methods?.some((group) => group.length === 0 || !group.every((m) => METHOD_NAME.test(m))))
    throw new PairingUriError('methods must be non-empty groups of method names', {
      part: 'methods',
    })
  const parameters: [string, string][] = [
    ['symKey', symKey],
    ['relay-protocol', relay.protocol],
  ]
  if (relay.data) parameters.push(['relay-data', relay.data])
  if (expiryTimestamp !== undefined) parameters.push(['expiryTimestamp', String(expiryTimestamp)])
  // One group goes bare, as the official SDK writes it and reads it (its parser splits on commas
  // and would keep the brackets: a wallet would not see wc_sessionAuthenticate); several need them.
  if (methods?.length === 1) parameters.push(['methods', methods.join(',')])
  else if (methods?.length)
    parameters.push(['methods', methods.map((group) => `[${group.join(',')}]`).join(',')])
  const query = parameters
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
  return `${PAIRING_URI_SCHEME}${topic}@${PAIRING_URI_VERSION}?${query}`
}
