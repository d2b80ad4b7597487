// Reads a `urn:recap:` resource (ERC-5573): base64 of a JSON object whose `att` maps resources to
// abilities to lists of limit objects. The text is the peer's, so every other shape is refused
// (undefined), as the official SDK's isValidRecap refuses it.
import { base64ToBytes } from '../encoding/base64'
import { isRecord } from '../sign/readSignParams'
import { RECAP_PREFIX, type Recap } from './Recap'

const utf8 = new TextDecoder('utf-8', { fatal: true })

export function decodeRecap(resource: string): Recap | undefined {
  if (!resource.startsWith(RECAP_PREFIX)) return undefined
  const encoded = resource.slice(RECAP_PREFIX.length)
  // Written unpadded (ERC-5573); a decoder that wants padding gets it back.
  const bytes = base64ToBytes(encoded.padEnd(Math.ceil(encoded.length / 4) * 4, '='))
  if (!bytes) return undefined
  let value: unknown
  try {
    value = JSON.parse(utf8.decode(bytes))
  } catch {
    return undefined
  }
  if (!isRecord(value) || !isRecord(value.att)) return undefined
  const resources = Object.values(value.att)
  if (!resources.length) return undefined
  for (const abilities of resources) {
    if (!isRecord(abilities) || !Object.keys(abilities).length) return undefined
    for (const limits of Object.values(abilities))
      if (!Array.isArray(limits) || !limits.length || !limits.every(isRecord)) return undefined
  }
  return value as Recap
}

/** The ReCap of a resource list: by ERC-5573 only ever the last entry. */
export function recapOf(resources: readonly string[] | undefined): string | undefined {
  const last = resources?.at(-1)
  return last?.startsWith(RECAP_PREFIX) ? last : undefined
}
