// JSON-RPC params arrive untyped from the page; these guards turn them into viem's types or
// answer -32602 the way a real wallet would.
import { type Address, type Hex, hexToBigInt, hexToNumber, isAddress, isHex } from 'viem'
import { INVALID_PARAMS, ProviderError } from './ProviderError'

const invalid = (method: string, expected: string) =>
  new ProviderError(INVALID_PARAMS, `Invalid params for ${method}: expected ${expected}`)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

export function chainIdParam(method: string, params: readonly unknown[]): number {
  const [first] = params
  if (isRecord(first) && typeof first.chainId === 'string' && isHex(first.chainId)) {
    return hexToNumber(first.chainId)
  }
  throw invalid(method, '[{ chainId: hex }]')
}

/** personal_sign: [message, address]; a hex message is raw bytes, anything else is UTF-8 text. */
export function messageParam(params: readonly unknown[]): string | { raw: Hex } {
  const [message] = params
  if (typeof message !== 'string') throw invalid('personal_sign', '[message, address]')
  return isHex(message) ? { raw: message } : message
}

/** personal_ecRecover: [message, signature]; the message is read as personal_sign reads it. */
export function ecRecoverParam(params: readonly unknown[]): {
  message: string | { raw: Hex }
  signature: Hex
} {
  const [message, signature] = params
  if (typeof message !== 'string' || typeof signature !== 'string' || !isHex(signature)) {
    throw invalid('personal_ecRecover', '[message, signature]')
  }
  return { message: isHex(message) ? { raw: message } : message, signature }
}

/** eth_signTypedData_v4: [address, typedData as JSON string (or object from lax dapps)]. */
export function typedDataParam(params: readonly unknown[]): unknown {
  const [, typedData] = params
  if (typeof typedData === 'string') return JSON.parse(typedData)
  if (isRecord(typedData)) return typedData
  throw invalid('eth_signTypedData_v4', '[address, typedData]')
}

export type TransactionParam = {
  from?: Address
  to?: Address
  data?: Hex
  value?: bigint
  gas?: bigint
  nonce?: number
}

export function transactionParam(params: readonly unknown[]): TransactionParam {
  const [tx] = params
  if (!isRecord(tx)) throw invalid('eth_sendTransaction', '[transaction]')
  const hex = (key: string): Hex | undefined => {
    const value = tx[key]
    if (value === undefined || value === null) return undefined
    if (typeof value === 'string' && isHex(value)) return value
    throw invalid('eth_sendTransaction', `hex ${key}`)
  }
  const address = (key: string): Address | undefined => {
    const value = hex(key)
    if (value === undefined || isAddress(value, { strict: false })) return value
    throw invalid('eth_sendTransaction', `address ${key}`)
  }
  const value = hex('value')
  const gas = hex('gas')
  const nonce = hex('nonce')
  return {
    from: address('from'),
    to: address('to'),
    data: hex('data'),
    value: value === undefined ? undefined : hexToBigInt(value),
    gas: gas === undefined ? undefined : hexToBigInt(gas),
    nonce: nonce === undefined ? undefined : hexToNumber(nonce),
  }
}

/** What a dapp asked the wallet to track with wallet_watchAsset (EIP-747), as it arrived. */
export type WatchAssetRequest = {
  type: 'ERC20'
  address: Address
  symbol: string
  decimals: number
  image?: string
}

/**
 * wallet_watchAsset: { type: 'ERC20', options: { address, symbol, decimals, image? } } (EIP-747;
 * wagmi sends the object itself, not in an array). Checked as MetaMask checks it: a symbol of at
 * most 11 characters and 0 to 36 decimals.
 */
export function watchAssetParam(params: readonly unknown[]): WatchAssetRequest {
  const [request] = params
  const method = 'wallet_watchAsset'
  if (!isRecord(request) || request.type !== 'ERC20' || !isRecord(request.options)) {
    throw invalid(method, "{ type: 'ERC20', options }")
  }
  const { address, symbol, decimals, image } = request.options
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw invalid(method, 'options.address: an address')
  }
  if (typeof symbol !== 'string' || symbol.length < 1 || symbol.length > 11) {
    throw invalid(method, 'options.symbol: 1 to 11 characters')
  }
  if (
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 36
  ) {
    throw invalid(method, 'options.decimals: an integer from 0 to 36')
  }
  if (image !== undefined && typeof image !== 'string') {
    throw invalid(method, 'options.image: a URL')
  }
  return { type: 'ERC20', address, symbol, decimals, ...(image === undefined ? {} : { image }) }
}
