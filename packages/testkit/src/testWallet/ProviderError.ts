// EIP-1193 errors must carry a numeric `code` (wagmi branches on 4001, 4100, 4902, …).
export class ProviderError extends Error {
  override name = 'ProviderError' as const
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const USER_REJECTED = 4001
export const UNAUTHORIZED = 4100
export const UNSUPPORTED_METHOD = 4200
export const CHAIN_DISCONNECTED = 4901
export const UNRECOGNIZED_CHAIN = 4902
export const INVALID_PARAMS = -32602
export const INTERNAL_ERROR = -32603

export const userRejected = () => new ProviderError(USER_REJECTED, 'User rejected the request.')
