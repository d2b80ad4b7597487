import { coinbaseWallet as coinbaseWalletConnector } from 'wagmi/connectors'
import type { WalletFactory } from '../../Wallet'
import { loadSdkOnDemand } from '../loadSdkOnDemand'

/**
 * Coinbase Wallet through Coinbase's SDK, which itself picks the extension when present and
 * otherwise opens its own popup (Smart Wallet or the mobile app). The page alone cannot tell
 * which, so `installed` stays undefined and the wallet is ready whenever its connector exists.
 */
export const coinbaseWallet: WalletFactory = () => ({
  id: 'coinbase',
  name: 'Coinbase Wallet',
  shortName: 'Coinbase',
  rdns: ['com.coinbase.wallet'],
  iconUrl: () => import('./coinbaseWalletIcon').then((m) => m.default),
  iconBackground: '#0e5bff',
  iconAccent: '#0e5bff',
  downloadUrls: {
    chrome:
      'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
    browserExtension: 'https://www.coinbase.com/wallet/downloads',
    android: 'https://play.google.com/store/apps/details?id=org.toshi',
    ios: 'https://apps.apple.com/app/id1278383455',
    mobile: 'https://www.coinbase.com/wallet/downloads',
    qrCode: 'https://www.coinbase.com/wallet/downloads',
  },
  mobile: {
    instructions: {
      learnMoreUrl:
        'https://www.coinbase.com/learn/tips-and-tutorials/how-to-set-up-a-crypto-wallet',
      steps: [
        {
          step: 'install',
          title: 'wallet_connectors.coinbase.mobile.step1.title',
          description: 'wallet_connectors.coinbase.mobile.step1.description',
        },
        {
          step: 'create',
          title: 'wallet_connectors.coinbase.mobile.step2.title',
          description: 'wallet_connectors.coinbase.mobile.step2.description',
        },
        {
          step: 'scan',
          title: 'wallet_connectors.coinbase.mobile.step3.title',
          description: 'wallet_connectors.coinbase.mobile.step3.description',
        },
      ],
    },
  },
  extension: {
    instructions: {
      learnMoreUrl:
        'https://www.coinbase.com/learn/tips-and-tutorials/how-to-set-up-a-crypto-wallet',
      steps: [
        {
          step: 'install',
          title: 'wallet_connectors.coinbase.extension.step1.title',
          description: 'wallet_connectors.coinbase.extension.step1.description',
        },
        {
          step: 'create',
          title: 'wallet_connectors.coinbase.extension.step2.title',
          description: 'wallet_connectors.coinbase.extension.step2.description',
        },
        {
          step: 'refresh',
          title: 'wallet_connectors.coinbase.extension.step3.title',
          description: 'wallet_connectors.coinbase.extension.step3.description',
        },
      ],
    },
  },
  createConnector: (params) =>
    loadSdkOnDemand(
      coinbaseWalletConnector({
        appName: params.appName,
        appLogoUrl: params.walletConnectParameters?.metadata?.icons[0] ?? null,
      }),
    ),
})
