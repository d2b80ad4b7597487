// What the test wallet announces through EIP-6963 unless a test overrides it.
import type { WalletInfo } from './walletInitScript'

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="8" fill="#3b82f6"/></svg>'

export const DEFAULT_WALLET_INFO: Omit<WalletInfo, 'uuid'> = {
  name: 'Test Wallet',
  icon: `data:image/svg+xml;base64,${Buffer.from(ICON_SVG).toString('base64')}`,
  rdns: 'dev.gatehouse.testwallet',
}
