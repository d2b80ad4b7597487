// The Safe ledger's vocabulary: what a Safe is to the host, and the gateway's statuses.
import type { Address, Hex } from 'viem'

export type SafeTxStatus =
  | 'AWAITING_CONFIRMATIONS'
  | 'AWAITING_EXECUTION'
  | 'SUCCESS'
  | 'FAILED'
  | 'CANCELLED'
export type SafeMessageStatus = 'NEEDS_CONFIRMATION' | 'CONFIRMED'

export type BaseTransaction = { to: Address; value: string; data: Hex }

export type SafeAccount = {
  address: Address
  chainId: number
  owners: readonly Address[]
  threshold: number
  /** Local JSON-RPC of the Safe's chain: rpcCall goes there, execution is sent there. */
  rpcUrl: string
  /** Private keys of the owners, for message signatures. Default the TestSafe owners. */
  ownerKeys?: readonly Hex[]
}

/** A proposed transaction as the ledger keeps it. */
export type QueuedTx = {
  safeTxHash: Hex
  nonce: number
  /** Its first call (what the gateway's views describe). */
  tx: BaseTransaction
  /** Every call: a batch is executed as one transaction, all or none. */
  calls: readonly BaseTransaction[]
  status: SafeTxStatus
  confirmations: Address[]
  txHash: Hex | null
  submittedAt: number
  executedAt: number | null
}

/** An off-chain message as the ledger keeps it. */
export type PendingMessage = {
  messageHash: Hex
  /** What ERC-1271 is asked about: the EIP-191 or EIP-712 hash of the message. */
  hash: Hex
  status: SafeMessageStatus
  confirmations: Address[]
  signature: Hex | null
}
