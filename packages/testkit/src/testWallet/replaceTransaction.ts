// Plays the wallet's "Speed up" and "Cancel" on a transaction still in the node's pool: the same
// nonce again with twice the fees, either the same call (speed-up) or a 0-value transfer to the
// account itself (cancel, as wallets do it). Needs the transaction pending: turn automine off
// (evm_setAutomine false) before sending it, and mine (evm_mine) afterwards.
import { createWalletClient, type Hex, http } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { forwardToNode } from './localNode'

type PendingTransaction = {
  to: Hex | null
  value: Hex
  input: Hex
  nonce: Hex
  blockNumber: Hex | null
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

export async function replaceTransaction(
  account: PrivateKeyAccount,
  url: string,
  hash: Hex,
  kind: 'speedUp' | 'cancel',
): Promise<Hex> {
  const tx = (await forwardToNode(url, 'eth_getTransactionByHash', [
    hash,
  ])) as PendingTransaction | null
  if (!tx || tx.blockNumber !== null)
    throw new Error(`${hash} is not pending: turn automine off before sending it`)
  const double = (hex: Hex | undefined) => (hex === undefined ? undefined : BigInt(hex) * 2n)
  const maxFeePerGas = double(tx.maxFeePerGas ?? tx.gasPrice)
  const maxPriorityFeePerGas = double(tx.maxPriorityFeePerGas ?? tx.gasPrice)
  const call =
    kind === 'speedUp'
      ? { to: tx.to ?? undefined, value: BigInt(tx.value), data: tx.input }
      : { to: account.address, value: 0n, data: '0x' as const }
  const client = createWalletClient({ account, transport: http(url) })
  return client.sendTransaction({
    chain: null,
    ...call,
    nonce: Number(tx.nonce),
    maxFeePerGas,
    maxPriorityFeePerGas,
  })
}
