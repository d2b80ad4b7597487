import type { WalletFactory } from '../../Wallet'
import { instructions } from '../instructions'
import { lazyConnector } from '../lazyConnector'
import { loadSdkOnDemand } from '../loadSdkOnDemand'

/**
 * Coinbase Wallet through Coinbase's SDK, which itself picks the extension when present and
 * otherwise opens its own popup (Smart Wallet or the mobile app). The page alone cannot tell
 * which, so `installed` stays undefined and the wallet is ready whenever its connector exists.
 */
export const coinbaseWallet: WalletFactory = () => ({
  id: 'coinbase',
  aliases: ['coinbaseWallet'],
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
    instructions: instructions(
      'coinbase.mobile',
      'scan',
      'https://www.coinbase.com/learn/tips-and-tutorials/how-to-set-up-a-crypto-wallet',
    ),
  },
  extension: {
    instructions: instructions(
      'coinbase.extension',
      'refresh',
      'https://www.coinbase.com/learn/tips-and-tutorials/how-to-set-up-a-crypto-wallet',
    ),
  },
  createConnector: (params) => {
    const options = {
      appName: params.appName,
      appLogoUrl: params.walletConnectParameters?.metadata?.icons[0] ?? null,
    }
    // wagmi's connector (what it reads at setup is here) loads on first use, its SDK after it.
    return loadSdkOnDemand(
      lazyConnector(
        {
          id: 'coinbaseWalletSDK',
          name: 'Coinbase Wallet',
          type: 'coinbaseWallet',
          rdns: 'com.coinbase.wallet',
          optional: ['switchChain'],
        },
        () => import('./coinbaseConnector').then((module) => module.coinbaseConnector(options)),
      ),
    )
  },
})
