// The transactions wing's one door: what the rest of the kit may import from
// packages/kit/src/transactions/ (Biome keeps every other file of the wing private to it). Its
// public names (useAddRecentTransaction, useRecentTransactions, the transaction types and errors)
// are exported by @gatehouse/kit's main entry, not from here.
//
// React-level, as its users are (the provider, the account modal, the connect button, useSendCalls):
// framework-free code outside the wing imports only types from it. Never `import()` it: the first
// render imports it, so a bundler would put whatever that import names into the first render.
// biome-ignore lint/performance/noBarrelFile: the wing's facade, explicit named re-exports only
export { RecentTransactions } from './components/RecentTransactions/RecentTransactions'
export { TransactionAnnouncer } from './components/TransactionAnnouncer/TransactionAnnouncer'
export { recordSequence } from './core/calls/recordSequence'
export { stopWords } from './core/calls/sequenceWords'
export type { SafeTracking } from './core/trackTransactions'
export type { TransactionStorage, TransactionStore } from './core/transactionStore'
export type { SafeTxStatus, TransactionStatus } from './core/transactionTypes'
export { useHasPendingTransactions } from './hooks/useHasPendingTransactions'
export { useAddRecentTransaction } from './hooks/useRecentTransactions'
export { useTransactionStore } from './hooks/useTransactionStore'
export { transactionStoreCode } from './transactionStoreCode'
