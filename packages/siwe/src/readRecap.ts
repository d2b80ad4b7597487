// Reads an ERC-5573 ReCap URI: `urn:recap:` and the unpadded base64url of a JSON "ReCap Details
// Object". WalletConnect writes it in standard base64 instead (its SDK's encodeRecap), so both
// alphabets are read. The text comes from a wallet, so anything outside the ERC's schema is
// refused (undefined): `att` with at least one resource, each holding at least one ability
// (`namespace/name`) whose value is a list of objects. The ERC asks for URIs as resources, but
// WalletConnect names its one `eip155`, so any non-empty key is read.

export const RECAP_URI_PREFIX = 'urn:recap:'

/** A ReCap's attenuations: per resource URI, per ability string, the list of its limits. */
export type RecapAttenuations = Record<string, Record<string, Record<string, unknown>[]>>

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$|^[A-Za-z0-9_-]*$/
const ABILITY = /^[a-zA-Z0-9.*_+-]+\/[a-zA-Z0-9.*_+-]+$/

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function decodeBase64(encoded: string): string | undefined {
  if (!BASE64.test(encoded)) return undefined
  const standard = encoded.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  if (standard.length % 4 === 1) return undefined
  try {
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='))
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/** The attenuations of a ReCap URI, or undefined when `resource` is none (or breaks the schema). */
export function readRecap(resource: string): RecapAttenuations | undefined {
  if (!resource.startsWith(RECAP_URI_PREFIX)) return undefined
  const text = decodeBase64(resource.slice(RECAP_URI_PREFIX.length))
  if (text === undefined) return undefined
  let details: unknown
  try {
    details = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isObject(details) || !isObject(details.att)) return undefined
  const resources = Object.entries(details.att)
  if (resources.length === 0) return undefined
  for (const [uri, abilities] of resources) {
    if (uri === '' || !isObject(abilities)) return undefined
    const entries = Object.entries(abilities)
    if (entries.length === 0) return undefined
    for (const [ability, limits] of entries)
      if (!ABILITY.test(ability) || !Array.isArray(limits) || !limits.every(isObject))
        return undefined
  }
  return details.att as RecapAttenuations
}
