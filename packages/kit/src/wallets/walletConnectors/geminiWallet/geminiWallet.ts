import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/**
 * Gemini Wallet: its extension when it announces itself (EIP-6963, `com.gemini.wallet`),
 * otherwise its app over WalletConnect. RainbowKit 2.2.11 connects it through wagmi 2's `gemini`
 * connector, which wagmi 3 no longer ships; the announced provider is the same wallet.
 */
export const geminiWallet: WalletFactory = () =>
  walletFromData({
    id: 'gemini',
    name: 'Gemini Wallet',
    shortName: 'Gemini',
    rdns: ['com.gemini.wallet'],
    iconUrl: () => import('./geminiWalletIcon').then((m) => m.default),
    iconBackground: '#1fc4df',
    iconAccent: '#1fc4df',
    walletConnect: true,
    downloadUrls: {
      browserExtension: 'https://keys.gemini.com',
      qrCode: 'https://keys.gemini.com',
    },
    mobile: { getUri: (uri) => uri },
    qrCode: { getUri: (uri) => uri },
  })
