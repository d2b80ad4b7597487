// Reading EIP-155 chains and accounts out of a session's `eip155` namespace (namespaces.md: a
// chain is in it when listed in `chains` or named by an account) and out of what wallets send:
// chain ids come as numbers, decimal or hex strings, or CAIP-2 ids, depending on the wallet.
import type { Session } from '../engine/Session'
import { chainOfAccount } from '../sign/caip'

const EIP155 = 'eip155'

export const toHexChainId = (chainId: number): string => `0x${chainId.toString(16)}`

export const toCaip2 = (chainId: number): string => `${EIP155}:${chainId}`

/** A chain id as a positive integer, or undefined when `value` is none of the forms wallets use. */
export function parseChainId(value: unknown): number | undefined {
  let id: number | undefined
  if (typeof value === 'number') id = value
  else if (typeof value === 'string') {
    const text = value.startsWith(`${EIP155}:`) ? value.slice(EIP155.length + 1) : value
    if (/^0x[0-9a-fA-F]+$/.test(text) || /^[0-9]+$/.test(text)) id = Number(text)
  }
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The session's EIP-155 chains, in the order the wallet listed them, each once. */
export function sessionChainIds(session: Session | undefined): number[] {
  const namespace = session?.namespaces[EIP155]
  if (!namespace) return []
  const caip2 = [
    ...(namespace.chains ?? []),
    ...namespace.accounts.map(chainOfAccount).filter((chain) => chain !== undefined),
  ]
  const ids = caip2.filter((chain) => chain.startsWith(`${EIP155}:`)).map(parseChainId)
  return [...new Set(ids.filter((id) => id !== undefined))]
}

/** The addresses the session grants on `chainId`, each once. */
export function sessionAccounts(session: Session | undefined, chainId: number): string[] {
  const namespace = session?.namespaces[EIP155]
  if (!namespace) return []
  const prefix = `${toCaip2(chainId)}:`
  const on = namespace.accounts.filter((account) => account.startsWith(prefix))
  return [...new Set(on.map((account) => account.slice(prefix.length)))]
}

/**
 * The addresses of a wallet's accountsChanged data: bare addresses, or CAIP-10 ids of which only
 * those on `chainId` count. Undefined when the data is not a list of strings.
 */
export function parseAccounts(data: unknown, chainId: number): string[] | undefined {
  const list = typeof data === 'string' ? [data] : data
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return undefined
  const prefix = `${toCaip2(chainId)}:`
  const addresses = list.flatMap((item: string) => {
    if (chainOfAccount(item) === undefined) return [item]
    return item.startsWith(prefix) ? [item.slice(prefix.length)] : []
  })
  return [...new Set(addresses)]
}
