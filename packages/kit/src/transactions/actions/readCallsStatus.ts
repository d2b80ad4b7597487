import { numberToHex } from 'viem'
import { getTransactionReceipt } from 'viem/actions'
import type { Config } from 'wagmi'
import { getConnectorClient } from 'wagmi/actions'
import { decodeFallbackCallsId, fallbackStatusCode } from '../../core/calls/fallbackCallsId'
import { isHexAddress } from '../../core/guards'

/**
 * The raw answer to wallet_getCallsStatus for a batch (read strictly by parseCallsStatus): asked
 * of the connected wallet, or, for an id from viem's sequential fallback, made from the receipts
 * of its transactions on the chain's transport. Loaded lazily, once a batch is pending.
 */
export async function readCallsStatus(
  config: Config,
  { account, chainId, callsId }: { account: string; chainId: number; callsId: string },
): Promise<unknown> {
  const fallback = decodeFallbackCallsId(callsId)
  if (fallback) {
    const client = config.getClient({ chainId })
    const receipts = await Promise.all(
      fallback.hashes.map((hash) =>
        hash === undefined
          ? undefined
          : getTransactionReceipt(client, { hash }).then(
              (receipt) => ({
                transactionHash: receipt.transactionHash,
                status: receipt.status === 'success' ? ('0x1' as const) : ('0x0' as const),
              }),
              (error: unknown) => {
                if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError')
                  return null
                throw error
              },
            ),
      ),
    )
    return {
      version: '2.0.0',
      id: callsId,
      chainId: numberToHex(fallback.chainId),
      atomic: false,
      status: fallbackStatusCode(fallback, receipts),
      receipts: receipts.filter((receipt) => receipt !== undefined && receipt !== null),
    }
  }
  const client = await getConnectorClient(config, {
    chainId,
    ...(isHexAddress(account) ? { account } : {}),
  })
  return client.request({ method: 'wallet_getCallsStatus', params: [callsId] })
}
