// The chain side of the test wallet: requests it does not answer itself go to the local node of
// its current chain, and transactions are signed by its own account and sent there. Never to the
// RPC URLs a dapp passes in wallet_addEthereumChain.
import { createWalletClient, http, isAddressEqual } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { CHAIN_DISCONNECTED, ProviderError, UNAUTHORIZED } from './ProviderError'
import type { WalletReply } from './walletInitScript'
import { transactionParam } from './walletParams'

export function localRpcUrl(rpcUrls: Readonly<Record<number, string>>, chainId: number): string {
  const url = rpcUrls[chainId]
  if (!url) throw new ProviderError(CHAIN_DISCONNECTED, `chain ${chainId} not available`)
  return url
}

/** Any read the wallet does not answer itself, as the node answers it (errors keep their code). */
export async function forwardToNode(
  url: string,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const json = (await response.json()) as WalletReply
  if (json.error) throw new ProviderError(json.error.code, json.error.message, json.error.data)
  return json.result
}

/** eth_sendTransaction: only from the wallet's own account, signed here, sent to the node. */
export async function sendTransactionFrom(
  account: PrivateKeyAccount,
  url: string,
  params: readonly unknown[],
) {
  const { from, ...tx } = transactionParam(params)
  if (from && !isAddressEqual(from, account.address)) {
    throw new ProviderError(UNAUTHORIZED, `account ${from} is not connected to this wallet`)
  }
  const client = createWalletClient({ account, transport: http(url) })
  return client.sendTransaction({ ...tx, chain: null })
}
