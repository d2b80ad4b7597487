// The Safe's off-chain side, as Safe{Wallet} and its Client Gateway see it: queued transactions
// with their confirmations, and off-chain messages. The host page and the gateway stand-in both
// read this one ledger, so a test drives one lifecycle and sees it through either path.
import {
  type Address,
  type Hex,
  hashMessage,
  hashTypedData,
  keccak256,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { executeSafeTx, REVERTING_CALL } from './executeSafeTx'
import { messageView, safeInfoView, transactionDetailsView } from './gatewayViews'
import type {
  BaseTransaction,
  PendingMessage,
  QueuedTx,
  SafeAccount,
  SafeTxStatus,
} from './safeLedgerTypes'
import { signAsTestSafe, TEST_SAFE_OWNER_KEYS } from './testSafe'
import { UnknownSafeTxError } from './UnknownSafeTxError'

export class SafeLedger {
  readonly safe: SafeAccount
  /** Every SDK request the app made, in order (method and params). */
  readonly calls: { method: string; params: unknown }[] = []
  private readonly txs = new Map<string, QueuedTx>()
  private readonly messages = new Map<string, PendingMessage>()
  private nonce = 0

  constructor(safe: SafeAccount) {
    this.safe = safe
  }

  propose(list: readonly BaseTransaction[]): Hex {
    const nonce = this.nonce++
    const safeTxHash = keccak256(
      toHex(JSON.stringify({ safe: this.safe.address, chainId: this.safe.chainId, nonce, list })),
    )
    const [first] = list
    if (!first) throw new Error('No transactions were passed')
    this.txs.set(safeTxHash, {
      safeTxHash,
      nonce,
      tx: first,
      calls: [...list],
      status: 'AWAITING_CONFIRMATIONS',
      // The proposer's signature counts as the first confirmation, as in Safe{Wallet}.
      confirmations: [this.safe.owners[0] as Address],
      txHash: null,
      submittedAt: Date.now(),
      executedAt: null,
    })
    this.refreshStatus(safeTxHash)
    return safeTxHash
  }

  /** The latest proposed transaction's safeTxHash (what a test usually acts on). */
  latestSafeTxHash(): Hex {
    const last = [...this.txs.values()].at(-1)
    if (!last) throw new Error('no Safe transaction was proposed')
    return last.safeTxHash
  }

  /** One more owner confirms; at the threshold the transaction awaits execution. */
  confirm(safeTxHash: string): SafeTxStatus {
    const tx = this.get(safeTxHash)
    const next = this.safe.owners.find((owner) => !tx.confirmations.includes(owner))
    if (next && tx.status === 'AWAITING_CONFIRMATIONS') tx.confirmations.push(next)
    return this.refreshStatus(safeTxHash)
  }

  /**
   * Confirms up to the threshold and executes on chain through the Safe (a batch's calls in one
   * transaction, all or none): SUCCESS or FAILED by the real receipt. `reverting` executes a call
   * that reverts instead (a FAILED execution).
   */
  async execute(safeTxHash: string, options: { reverting?: boolean } = {}): Promise<Hex> {
    const tx = this.get(safeTxHash)
    while (tx.confirmations.length < this.safe.threshold) {
      if (this.confirm(safeTxHash) === 'AWAITING_EXECUTION') break
    }
    const { hash, success } = await executeSafeTx(
      this.safe,
      options.reverting ? [REVERTING_CALL] : tx.calls,
    )
    tx.txHash = hash
    tx.executedAt = Date.now()
    tx.status = success ? 'SUCCESS' : 'FAILED'
    return hash
  }

  /** Executes a reverting call for this transaction: FAILED, with a real failed receipt. */
  fail(safeTxHash: string): Promise<Hex> {
    return this.execute(safeTxHash, { reverting: true })
  }

  /** The owners executed a rejection with the same nonce: the transaction is CANCELLED. */
  cancel(safeTxHash: string): void {
    this.get(safeTxHash).status = 'CANCELLED'
  }

  status(safeTxHash: string): SafeTxStatus {
    return this.get(safeTxHash).status
  }

  /** A message to sign: pending until confirmMessage (Safe{Wallet} answers with its hash). */
  proposeMessage(message: string | TypedDataDefinition): Hex {
    const hash = typeof message === 'string' ? hashMessage(message) : hashTypedData(message)
    const messageHash = hashTypedData({
      domain: { chainId: this.safe.chainId, verifyingContract: this.safe.address },
      types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
      primaryType: 'SafeMessage',
      message: { message: hash },
    })
    if (!this.messages.has(messageHash)) {
      this.messages.set(messageHash, {
        messageHash,
        hash,
        status: 'NEEDS_CONFIRMATION',
        confirmations: [this.safe.owners[0] as Address],
        signature: null,
      })
    }
    return messageHash
  }

  latestMessageHash(): Hex {
    const last = [...this.messages.values()].at(-1)
    if (!last) throw new Error('no Safe message was proposed')
    return last.messageHash
  }

  /** The remaining owners sign: CONFIRMED, with the Safe's combined signature. */
  async confirmMessage(messageHash: string): Promise<Hex> {
    const message = this.messages.get(messageHash.toLowerCase())
    if (!message) throw new UnknownSafeTxError(messageHash)
    message.signature = await signAsTestSafe({
      safe: this.safe.address,
      chainId: this.safe.chainId,
      hash: message.hash,
      ownerKeys: this.safe.ownerKeys ?? TEST_SAFE_OWNER_KEYS,
    })
    message.confirmations = [...this.safe.owners]
    message.status = 'CONFIRMED'
    return message.signature
  }

  /** getOffChainSignature: the signature once confirmed, '' while it still needs owners. */
  offChainSignature(messageHash: string): string {
    return this.messages.get(messageHash.toLowerCase())?.signature ?? ''
  }

  message(messageHash: string) {
    const message = this.messages.get(messageHash.toLowerCase())
    return message ? messageView(this.safe, message) : undefined
  }

  /** The gateway's TransactionDetails for a safeTxHash or a multisig_{safe}_{hash} id. */
  transactionDetails(id: string) {
    const tx = this.get(id.includes('_') ? (id.split('_').at(-1) as string) : id)
    return transactionDetailsView(this.safe, tx)
  }

  /** The gateway's SafeInfo (GET /v1/chains/{chainId}/safes/{address}). */
  safeInfo() {
    return safeInfoView(this.safe, this.nonce)
  }

  private get(safeTxHash: string): QueuedTx {
    const tx = this.txs.get(safeTxHash.toLowerCase())
    if (!tx) throw new UnknownSafeTxError(safeTxHash)
    return tx
  }

  private refreshStatus(safeTxHash: string): SafeTxStatus {
    const tx = this.get(safeTxHash)
    if (tx.status === 'AWAITING_CONFIRMATIONS' && tx.confirmations.length >= this.safe.threshold)
      tx.status = 'AWAITING_EXECUTION'
    return tx.status
  }
}
