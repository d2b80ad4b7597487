import { BaseError } from './base'

export type WalletNotConfiguredErrorType = WalletNotConfiguredError & {
  name: 'WalletNotConfiguredError'
}
/** `<WalletButton wallet="…" />` names a wallet the wagmi config has no connector for. */
export class WalletNotConfiguredError extends BaseError {
  override name = 'WalletNotConfiguredError' as const
  constructor(walletId: string, configured: readonly string[]) {
    super(
      `WalletButton: wallet "${walletId}" is not in the configured wallets (${configured.join(', ') || 'none'})`,
    )
  }
}
