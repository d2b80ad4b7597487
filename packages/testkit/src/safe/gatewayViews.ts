// The Safe Client Gateway's JSON for what the ledger holds: TransactionDetails, SafeInfo and a
// message, in the shapes the gateway client package and the Safe Apps SDK read.
import type { Address } from 'viem'
import type { PendingMessage, QueuedTx, SafeAccount } from './safeLedgerTypes'

const info = (value: string) => ({ value, name: null, logoUri: null })
const ZERO = '0x0000000000000000000000000000000000000000'

/** GET /v1/chains/{chainId}/transactions/{id}, and the SDK's getTxBySafeTxHash. */
export function transactionDetailsView(safe: SafeAccount, tx: QueuedTx) {
  const { address, owners, threshold } = safe
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
      gasToken: ZERO,
      refundReceiver: info(ZERO),
      safeTxHash: tx.safeTxHash,
      executor: tx.executedAt ? info(owners.at(-1) as Address) : null,
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
      proposer: info(owners[0] as Address),
    },
    safeAppInfo: null,
  }
}

/** GET /v1/chains/{chainId}/safes/{address}. */
export function safeInfoView(safe: SafeAccount, nonce: number) {
  const { address, chainId, owners, threshold } = safe
  return {
    address: info(address),
    chainId: String(chainId),
    nonce,
    threshold,
    owners: owners.map(info),
    implementation: { value: address, name: 'TestSafe', logoUri: null },
    implementationVersionState: 'UP_TO_DATE',
    modules: null,
    guard: null,
    fallbackHandler: null,
    version: '1.4.1',
    collectiblesTag: '0',
    txQueuedTag: String(nonce),
    txHistoryTag: String(nonce),
    messagesTag: '0',
  }
}

/** GET /v1/chains/{chainId}/messages/{messageHash}. */
export function messageView(safe: SafeAccount, message: PendingMessage) {
  return {
    messageHash: message.messageHash,
    status: message.status,
    confirmationsSubmitted: message.confirmations.length,
    confirmationsRequired: safe.threshold,
    preparedSignature: message.signature,
    safeAddress: safe.address,
  }
}
