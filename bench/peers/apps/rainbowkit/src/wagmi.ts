import { getDefaultConfig } from '@rainbow-me/rainbowkit'
import { arbitrum, mainnet, optimism, polygon, zora } from 'wagmi/chains'

// Dummy WalletConnect Cloud project id: the bench runs offline.
export const projectId = '0123456789abcdef0123456789abcdef'

// The bench's local relay (bench/peers/walletConnectRelay.ts), so that WalletConnect can show its
// QR code offline: passed to wagmi's walletConnect() as every RainbowKit app can.
const relayUrl = import.meta.env.VITE_BENCH_WC_RELAY_URL as string | undefined

// getDefaultConfig = the kit's default wallet list (Rainbow, Coinbase,
// MetaMask, WalletConnect, plus injected/Safe detection) and http transports.
export const config = getDefaultConfig({
  appName: 'RainbowKit peer',
  projectId,
  chains: [mainnet, polygon, optimism, arbitrum, zora],
  ...(relayUrl ? { walletConnectParameters: { relayUrl } } : {}),
})
