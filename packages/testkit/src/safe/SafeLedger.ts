// The Safe's off-chain side, as Safe{Wallet} and its Client Gateway see it: queued transactions
// with their confirmations, and off-chain messages. The host page and the gateway stand-in both
// read this one ledger, so a test drives one lifecycle and sees it through either path.
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  http,
  keccak256,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { rpc } from '../chains/rpc'
import { signAsTestSafe, TEST_SAFE_OWNER_KEYS, testSafeAbi } from './testSafe'

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

type QueuedTx = {
  safeTxHash: Hex
  nonce: number
  tx: BaseTransaction
  status: SafeTxStatus
  confirmations: Address[]
  txHash: Hex | null
  submittedAt: number
  executedAt: number | null
}
type PendingMessage = {
  messageHash: Hex
  /** What ERC-1271 is asked about: the EIP-191 or EIP-712 hash of the message. */
  hash: Hex
  status: SafeMessageStatus
  confirmations: Address[]
  signature: Hex | null
}

// Multicall3 has no fallback: any call with unknown data reverts, giving a FAILED execution.
const REVERTING_CALL: BaseTransaction = {
  to: '0xcA11bde05977b3631167028862bE2a173976CA11',
  value: '0',
  data: '0xdeadbeef',
}
const EXECUTION_GAS = '0x7a120' // 500k: given, so a reverting call is mined, not refused

export class UnknownSafeTxError extends Error {
  override name = 'UnknownSafeTxError' as const
  constructor(hash: string) {
    super(`Transaction not found: ${hash}`)
  }
}

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
   * Confirms up to the threshold and executes on chain through the Safe: SUCCESS or FAILED by
   * the real receipt. `reverting` executes a call that reverts instead (a FAILED execution).
   */
  async execute(safeTxHash: string, options: { reverting?: boolean } = {}): Promise<Hex> {
    const tx = this.get(safeTxHash)
    while (tx.confirmations.length < this.safe.threshold) {
      if (this.confirm(safeTxHash) === 'AWAITING_EXECUTION') break
    }
    const call = options.reverting ? REVERTING_CALL : tx.tx
    const executor = this.safe.owners.at(-1) as Address
    const hash = await rpc<Hex>(this.safe.rpcUrl, 'eth_sendTransaction', [
      {
        from: executor,
        to: this.safe.address,
        gas: EXECUTION_GAS,
        data: encodeFunctionData({
          abi: testSafeAbi,
          functionName: 'execTransaction',
          args: [call.to, BigInt(call.value || '0'), call.data || '0x'],
        }),
      },
    ])
    const client = createPublicClient({ transport: http(this.safe.rpcUrl), pollingInterval: 50 })
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 10_000 })
    tx.txHash = hash
    tx.executedAt = Date.now()
    tx.status = receipt.status === 'success' ? 'SUCCESS' : 'FAILED'
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
    if (!message) return undefined
    const { address, threshold } = this.safe
    return {
      messageHash: message.messageHash,
      status: message.status,
      confirmationsSubmitted: message.confirmations.length,
      confirmationsRequired: threshold,
      preparedSignature: message.signature,
      safeAddress: address,
    }
  }

  /** The gateway's TransactionDetails for a safeTxHash or a multisig_{safe}_{hash} id. */
  transactionDetails(id: string) {
    const tx = this.get(id.includes('_') ? (id.split('_').at(-1) as string) : id)
    const { address, owners, threshold } = this.safe
    const info = (value: string) => ({ value, name: null, logoUri: null })
    return {
      safeAddress: address,
      txId: `multisig_${address}_${tx.safeTxHash}`,
      executedAt: tx.executedAt,
      txStatus: tx.status,
      txInfo: {
        type: 'Custom',
        to: info(tx.tx.to),
        dataSize: String((tx.tx.data.length - 2) / 2),
        value: tx.tx.value,
        methodName: null,
        isCancellation: false,
      },
      txData: {
        hexData: tx.tx.data,
        dataDecoded: null,
        to: info(tx.tx.to),
        value: tx.tx.value,
        operation: 0,
        trustedDelegateCallTarget: null,
        addressInfoIndex: null,
      },
      txHash: tx.txHash,
      detailedExecutionInfo: {
        type: 'MULTISIG',
        submittedAt: tx.submittedAt,
        nonce: tx.nonce,
        safeTxGas: '0',
        baseGas: '0',
        gasPrice: '0',
        gasToken: '0x0000000000000000000000000000000000000000',
        refundReceiver: info('0x0000000000000000000000000000000000000000'),
        safeTxHash: tx.safeTxHash,
        executor: tx.executedAt ? info(owners.at(-1) as string) : null,
        signers: owners.map(info),
        confirmationsRequired: threshold,
        confirmations: tx.confirmations.map((signer) => ({
          signer: info(signer),
          signature: `0x${'11'.repeat(65)}`,
          submittedAt: tx.submittedAt,
        })),
        rejectors: [],
        gasTokenInfo: null,
        trusted: true,
        proposer: info(owners[0] as string),
      },
      safeAppInfo: null,
    }
  }

  /** The gateway's SafeInfo (GET /v1/chains/{chainId}/safes/{address}). */
  safeInfo() {
    const { address, chainId, owners, threshold } = this.safe
    return {
      address: { value: address, name: null, logoUri: null },
      chainId: String(chainId),
      nonce: this.nonce,
      threshold,
      owners: owners.map((value) => ({ value, name: null, logoUri: null })),
      implementation: { value: address, name: 'TestSafe', logoUri: null },
      implementationVersionState: 'UP_TO_DATE',
      modules: null,
      guard: null,
      fallbackHandler: null,
      version: '1.4.1',
      collectiblesTag: '0',
      txQueuedTag: String(this.nonce),
      txHistoryTag: String(this.nonce),
      messagesTag: '0',
    }
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
