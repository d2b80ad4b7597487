// wagmi's Coinbase Wallet connector, behind coinbaseWallet's stand-in: loaded when first used.
import type { CreateConnectorFn } from 'wagmi'
import { coinbaseWallet } from 'wagmi/connectors'

export function coinbaseConnector(options: {
  appName: string
  appLogoUrl: string | null
}): CreateConnectorFn {
  return coinbaseWallet(options)
}
