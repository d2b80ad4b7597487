import { BaseError } from './base'

export type ProviderRpcErrorType = ProviderRpcError & { name: 'ProviderRpcError' }

/**
 * An EIP-1193 provider error: `code` is EIP-1193's (4001 rejected, 4100 unauthorized, 4200
 * unsupported method, 4900 disconnected, 4902 unrecognized chain per EIP-3326), a JSON-RPC one
 * (the app's node answered with an error, -32603 when it could not be reached), or the sign spec's
 * deletion code in a `disconnect` event (6000 user disconnected). viem and wagmi branch on `code`.
 */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError' as const
  readonly code: number
  readonly data: unknown

  constructor(message: string, options: { code: number; data?: unknown; cause?: unknown }) {
    super(message, { cause: options.cause })
    this.code = options.code
    this.data = options.data
  }
}
