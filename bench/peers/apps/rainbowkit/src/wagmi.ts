import { getDefaultConfig } from '@rainbow-me/rainbowkit'
import { arbitrum, mainnet, optimism, polygon, zora } from 'wagmi/chains'

// Dummy WalletConnect Cloud project id: the bench runs offline.
export const projectId = '0123456789abcdef0123456789abcdef'

// getDefaultConfig = the kit's default wallet list (Rainbow, Coinbase,
// MetaMask, WalletConnect, plus injected/Safe detection) and http transports.
export const config = getDefaultConfig({
  appName: 'RainbowKit peer',
  projectId,
  chains: [mainnet, polygon, optimism, arbitrum, zora],
})
