// The sentence a ReCap adds to a SIWE statement (ERC-5573, "ReCap Translation Algorithm"): a
// wallet that signs in with a ReCap (WalletConnect's wc_sessionAuthenticate asks for the session's
// methods that way) signs the app's statement followed by this text, so a server must derive it
// from the ReCap itself to accept exactly that and nothing else.
import { readRecap } from './readRecap'

export const RECAP_STATEMENT_PREAMBLE =
  'I further authorize the stated URI to perform the following actions on my behalf:'

const quoted = (value: string) => `'${value}'`

/**
 * The ERC-5573 sentence for a ReCap URI (`urn:recap:…`), or undefined when `resource` is not a
 * valid ReCap. Resources are taken in the ReCap's order; each one's abilities are sorted (the
 * order ERC-5573 requires of the object's keys, and the order WalletConnect's SDK writes them in,
 * whatever order a wallet sent) and grouped by namespace, one numbered entry per group:
 * `… on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.`
 */
export function recapStatement(resource: string): string | undefined {
  const attenuations = readRecap(resource)
  if (!attenuations) return undefined
  const entries: string[] = []
  for (const [uri, abilities] of Object.entries(attenuations)) {
    const byNamespace = new Map<string, string[]>()
    for (const ability of Object.keys(abilities).sort()) {
      const slash = ability.indexOf('/')
      const namespace = ability.slice(0, slash)
      byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), ability.slice(slash + 1)])
    }
    for (const [namespace, names] of byNamespace)
      entries.push(
        `(${entries.length + 1}) ${quoted(namespace)}: ${names.map(quoted).join(', ')} for ${quoted(uri)}.`,
      )
  }
  return `${RECAP_STATEMENT_PREAMBLE} ${entries.join(' ')}`
}
