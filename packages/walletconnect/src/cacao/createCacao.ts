// The wallet's half of wallet authentication: the CACAO for a request it signed, its payload the
// request's fields and the issuer (`did:pkh:eip155:<chain>:<address>`), as the dapp will check it.
// Sign `formatAuthMessage(payload, iss)` with personal_sign first.
import type { AuthPayload, Cacao } from './CacaoTypes'

export function createCacao(parameters: {
  payload: AuthPayload
  iss: string
  signature: `0x${string}`
  /** `eip191` (an account's key, the default) or `eip1271` (a contract account). */
  signatureType?: 'eip191' | 'eip1271'
}): Cacao {
  const { payload, iss, signature, signatureType = 'eip191' } = parameters
  const { type: _type, chains: _chains, ...fields } = payload
  return { h: { t: 'caip122' }, p: { ...fields, iss }, s: { t: signatureType, s: signature } }
}
