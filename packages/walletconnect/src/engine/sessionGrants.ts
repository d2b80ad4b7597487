// What a session's namespaces grant on one chain (namespaces.md): a chain is in a namespace when
// listed in its `chains` or named by one of its accounts; a method or event is granted on it when
// that namespace lists it. Both sides check before sending and on receipt.
import { chainOfAccount } from '../sign/caip'
import type { SessionNamespace, SessionNamespaces } from '../sign/SignTypes'

function namespaceOf(namespaces: SessionNamespaces, chainId: string): SessionNamespace | undefined {
  const [key] = chainId.split(':')
  const namespace = key === undefined ? undefined : namespaces[key]
  if (!namespace) return undefined
  const chains = namespace.chains ?? []
  const onChain =
    chains.includes(chainId) || namespace.accounts.some((a) => chainOfAccount(a) === chainId)
  return onChain ? namespace : undefined
}

export const isMethodGranted = (namespaces: SessionNamespaces, chainId: string, method: string) =>
  namespaceOf(namespaces, chainId)?.methods.includes(method) ?? false

export const isEventGranted = (namespaces: SessionNamespaces, chainId: string, event: string) =>
  namespaceOf(namespaces, chainId)?.events.includes(event) ?? false
