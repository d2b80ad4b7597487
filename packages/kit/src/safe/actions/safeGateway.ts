// The Safe Client Gateway, through its maintained client package, for a Safe connected from
// outside a Safe host (e.g. over WalletConnect). Loaded on demand: it is never in the first
// render. Errors are §8's (toGatewayError).
import { toGatewayError } from '../core/gatewayErrors'
import { parseSafeTxDetails, type SafeTxSnapshot } from '../core/safeTransactionStatus'
import { validateSafeTxHash } from '../core/validateSafeRequests'
import { GatewayError, InvalidResponseContentError } from '../errors/safe'

const client = async (baseUrl: string) => {
  const gateway = await import('@safe-global/safe-gateway-typescript-sdk')
  // The package keeps one base URL; every call here sets it first (one gateway per app).
  gateway.setBaseUrl(baseUrl.replace(/\/+$/, ''))
  return gateway
}

/** GET /v1/chains/{chainId}/transactions/{safeTxHash}. */
export async function getGatewayTransaction(
  baseUrl: string,
  chainId: number,
  safeTxHash: string,
): Promise<SafeTxSnapshot> {
  validateSafeTxHash(safeTxHash)
  const gateway = await client(baseUrl)
  let details: unknown
  try {
    details = await gateway.getTransactionDetails(String(chainId), safeTxHash)
  } catch (error) {
    throw toGatewayError(error)
  }
  return parseSafeTxDetails(details)
}

export type GatewaySafe = { address: string; threshold: number; owners: number }

/** GET /v1/chains/{chainId}/safes/{address}; undefined when the gateway knows no such Safe. */
export async function getGatewaySafe(
  baseUrl: string,
  chainId: number,
  address: string,
): Promise<GatewaySafe | undefined> {
  const gateway = await client(baseUrl)
  let info: unknown
  try {
    info = await gateway.getSafeInfo(String(chainId), address)
  } catch (error) {
    const mapped = toGatewayError(error)
    if (mapped instanceof GatewayError && mapped.code === 404) return undefined
    throw mapped
  }
  const { threshold, owners } = (info ?? {}) as { threshold?: unknown; owners?: unknown }
  if (typeof threshold !== 'number' || !Array.isArray(owners))
    throw new InvalidResponseContentError()
  return { address, threshold, owners: owners.length }
}
