// wallet_watchAsset's parameters (EIP-747), checked before the wallet sees them so the caller
// gets an error naming the field rather than a wallet's terse -32602 (or, in some wallets, a
// token silently added with a wrong symbol). The limits are MetaMask's, the strictest in use.
import { type Address, getAddress, isAddress } from 'viem'
import { InvalidWatchAssetParameterError } from '../errors/watchAsset'

/** viem's and wagmi's shape: `{ type: 'ERC20', options: { address, symbol, decimals, image? } }`. */
export type WatchAssetParameters = {
  type: 'ERC20'
  options: {
    /** The token contract; a mixed-case address must carry a valid EIP-55 checksum. */
    address: Address
    /** 1 to 11 characters. */
    symbol: string
    /** An integer from 0 to 36. */
    decimals: number
    /** The token's logo: an https URL, a data:image URI, or http on a loopback host (local dev). */
    image?: string | undefined
  }
}

export const WATCH_ASSET_SYMBOL_MAX = 11
export const WATCH_ASSET_DECIMALS_MAX = 36

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

function isAcceptedImage(image: string): boolean {
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(image)) return true
  let url: URL
  try {
    url = new URL(image)
  } catch {
    return false
  }
  // A local stack serves its own pages, and so the image, over plain http on a loopback host.
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.test(url.hostname))
  )
}

/** Checks every field and returns the parameters with the address in its checksummed form. */
export function validateWatchAssetParameters(
  parameters: WatchAssetParameters,
): WatchAssetParameters {
  const { type, options } = (parameters ?? {}) as Partial<WatchAssetParameters>
  if (type !== 'ERC20') {
    throw new InvalidWatchAssetParameterError('type', "must be 'ERC20'", type)
  }
  const { address, symbol, decimals, image } = (options ?? {}) as Partial<
    WatchAssetParameters['options']
  >
  if (typeof address !== 'string' || !isAddress(address, { strict: true })) {
    throw new InvalidWatchAssetParameterError(
      'options.address',
      'must be an address (0x and 40 hex digits, with a valid checksum when mixed-case)',
      address,
    )
  }
  if (typeof symbol !== 'string' || symbol.length < 1 || symbol.length > WATCH_ASSET_SYMBOL_MAX) {
    throw new InvalidWatchAssetParameterError(
      'options.symbol',
      `must be 1 to ${WATCH_ASSET_SYMBOL_MAX} characters`,
      symbol,
    )
  }
  if (
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > WATCH_ASSET_DECIMALS_MAX
  ) {
    throw new InvalidWatchAssetParameterError(
      'options.decimals',
      `must be an integer from 0 to ${WATCH_ASSET_DECIMALS_MAX}`,
      decimals,
    )
  }
  if (image !== undefined && (typeof image !== 'string' || !isAcceptedImage(image))) {
    throw new InvalidWatchAssetParameterError(
      'options.image',
      'must be an https URL or a data:image URI (http only on localhost)',
      image,
    )
  }
  return {
    type,
    options: { address: getAddress(address), symbol, decimals, ...(image ? { image } : {}) },
  }
}
