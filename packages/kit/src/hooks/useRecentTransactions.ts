import { useCallback, useSyncExternalStore } from 'react'
import { useConnection } from 'wagmi'
import { useGatehouse } from '../context/GatehouseContext'
import type { NewTransaction, Transaction } from '../core/transactionStore'
import { NoAddressOrChainIdError } from '../errors/transaction'

const NONE: readonly Transaction[] = []

/** The connected account's transactions on the current chain, newest first. */
export function useRecentTransactions(): readonly Transaction[] {
  const { transactions } = useGatehouse()
  const { address, chainId } = useConnection()
  return useSyncExternalStore(
    transactions.subscribe,
    () =>
      address && chainId !== undefined ? transactions.getTransactions(address, chainId) : NONE,
    () => NONE,
  )
}

/**
 * Public API: records a transaction for the connected account and chain; it appears in Recent
 * Transactions and is tracked until its receipt. Throws the §8 validation errors.
 */
export function useAddRecentTransaction(): (transaction: NewTransaction) => void {
  const { transactions } = useGatehouse()
  const { address, chainId } = useConnection()
  return useCallback(
    (transaction) => {
      if (!address || chainId === undefined) throw new NoAddressOrChainIdError()
      transactions.addTransaction(address, chainId, transaction)
    },
    [transactions, address, chainId],
  )
}
