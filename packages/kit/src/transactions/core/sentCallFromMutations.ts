// What a transaction was sent to do, read from the app's own send when it is added: wagmi's
// sendTransaction and writeContract mutations keep their variables and the hash they returned in
// the TanStack Query mutation cache. The node may forget the transaction before the tracker reads
// it (a speed-up in the wallet replaces it at once), and without its call a speed-up cannot be
// told from another transaction. Best effort: anything unexpected gives nothing.
import { type Abi, concat, encodeFunctionData, type Hex } from 'viem'
import { isHexAddress, isRecord } from '../../core/guards'
import { sentCallOf } from './replacementReason'
import type { SentCall } from './transactionTypes'

/** The part of a TanStack Query mutation read here (`getMutationCache().getAll()`). */
export type MutationLike = {
  options: { mutationKey?: readonly unknown[] }
  state: { data?: unknown; variables?: unknown }
}

const isHex = (value: unknown): value is Hex =>
  typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)
const weiOf = (value: unknown) => (typeof value === 'bigint' ? value : 0n)

function inputOf(kind: unknown, variables: Record<string, unknown>): Hex | undefined {
  if (kind === 'sendTransaction')
    return variables.data === undefined ? '0x' : isHex(variables.data) ? variables.data : undefined
  const { abi, functionName, args, dataSuffix } = variables
  if (!Array.isArray(abi) || typeof functionName !== 'string') return undefined
  try {
    const data = encodeFunctionData({
      abi: abi as Abi,
      functionName,
      args: Array.isArray(args) ? args : [],
    })
    return isHex(dataSuffix) ? concat([data, dataSuffix]) : data
  } catch {
    return undefined
  }
}

export function sentCallFromMutations(
  mutations: readonly MutationLike[],
  hash: string,
): SentCall | undefined {
  for (const { options, state } of mutations) {
    const kind = options.mutationKey?.[0]
    if (kind !== 'sendTransaction' && kind !== 'writeContract') continue
    if (typeof state.data !== 'string' || state.data.toLowerCase() !== hash.toLowerCase()) continue
    if (!isRecord(state.variables)) return undefined
    const variables = state.variables
    const to = kind === 'writeContract' ? variables.address : variables.to
    const input = inputOf(kind, variables)
    if (input === undefined || (to !== undefined && !isHexAddress(to))) return undefined
    return sentCallOf({ to: to ?? null, value: weiOf(variables.value), input })
  }
  return undefined
}
