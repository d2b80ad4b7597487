import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { useConnection } from 'wagmi'
import { useStores } from '../../context/StoresContext'
import type { NewTransaction, Transaction, TransactionStore } from '../core/transactionStore'
import { validateNewTransaction } from '../core/validateNewTransaction'
import { NoAddressOrChainIdError } from '../errors/transaction'

const NONE: readonly Transaction[] = []

/**
 * The connected account's transactions on the current chain, newest first. The store's code
 * loads once an account is connected (#18), so right after a reload this is empty until it has
 * arrived, then holds what the earlier visit stored.
 */
export function useRecentTransactions(): readonly Transaction[] {
  const { transactions } = useStores()
  const { address, chainId } = useConnection()
  return useSyncExternalStore(
    transactions.subscribe,
    () =>
      address && chainId !== undefined ? transactions.getTransactions(address, chainId) : NONE,
    () => NONE,
  )
}

/**
 * Keeps what the transaction was sent to do, from the app's wagmi send of that hash, so that a
 * speed-up in the wallet is recognised even when the node forgets the original before the tracker
 * reads it. Read now (the mutation may be gone later), worked out in a lazily loaded module.
 */
function keepSentCall(
  queryClient: QueryClient,
  transactions: TransactionStore,
  entry: { account: string; chainId: number; hash: string },
) {
  const mutations = queryClient.getMutationCache().getAll()
  void import('../core/sentCallFromMutations').then(({ sentCallFromMutations }) => {
    const call = sentCallFromMutations(mutations, entry.hash)
    if (call) transactions.patchTransaction(entry.account, entry.chainId, entry.hash, { call })
  })
}

/**
 * Public API: records a transaction for the connected account and chain; it appears in Recent
 * Transactions and is tracked until its receipt. `{ callsId, description }` records an EIP-5792
 * batch instead, followed through the wallet's wallet_getCallsStatus. Throws the §8 validation
 * errors (and InvalidCallsIdError for a malformed calls id).
 */
export function useAddRecentTransaction(): (transaction: NewTransaction) => void {
  const { transactions } = useStores()
  const { address, chainId } = useConnection()
  const queryClient = useQueryClient()
  return useCallback(
    (transaction) => {
      if (!address || chainId === undefined) throw new NoAddressOrChainIdError()
      // Checked here as well as by the store: a call made before the store's code has loaded
      // waits for it (#18), and must still throw at once when the transaction is invalid.
      validateNewTransaction(transaction)
      transactions.addTransaction(address, chainId, transaction)
      if (transaction.hash !== undefined)
        keepSentCall(queryClient, transactions, {
          account: address,
          chainId,
          hash: transaction.hash,
        })
    },
    [transactions, address, chainId, queryClient],
  )
}
