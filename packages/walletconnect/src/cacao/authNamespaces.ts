// The session wallet authentication establishes (wallet-authentication spec, "Authenticated
// sessions"): the methods of the signed ReCaps, for the issuer's account on its chain and on the
// chains the ReCap's limits name, with the two EIP-1193 events; no methods, no session. Both
// sides compute it from the same CACAOs, as the official SDK's buildNamespacesFromAuth does.
import { isCaip2ChainId } from '../sign/caip'
import type { SessionNamespaces } from '../sign/SignTypes'
import type { Cacao } from './CacaoTypes'
import { decodeRecap, recapOf } from './decodeRecap'
import { parseDidPkh } from './parseDidPkh'

const AUTH_SESSION_EVENTS = ['chainChanged', 'accountsChanged']
const REQUEST_ABILITY = 'request/'

export function authNamespaces(cacaos: readonly Cacao[]): SessionNamespaces | undefined {
  const methods = new Set<string>()
  const accounts = new Set<string>()
  for (const { p } of cacaos) {
    const issuer = parseDidPkh(p.iss)
    if (!issuer) continue
    const chains = new Set([issuer.chainId])
    const recap = recapOf(p.resources)
    const abilities = (recap && decodeRecap(recap)?.att.eip155) ?? {}
    for (const [ability, limits] of Object.entries(abilities)) {
      if (ability.startsWith(REQUEST_ABILITY)) methods.add(ability.slice(REQUEST_ABILITY.length))
      const listed = limits[0]?.chains
      if (Array.isArray(listed))
        for (const chain of listed) if (isCaip2ChainId(chain)) chains.add(chain)
    }
    for (const chain of chains)
      if (chain.startsWith('eip155:')) accounts.add(`${chain}:${issuer.address}`)
  }
  if (!methods.size || !accounts.size) return undefined
  const accountList = [...accounts]
  return {
    eip155: {
      chains: [
        ...new Set(accountList.map((account) => account.slice(0, account.lastIndexOf(':')))),
      ],
      accounts: accountList,
      methods: [...methods],
      events: AUTH_SESSION_EVENTS,
    },
  }
}
