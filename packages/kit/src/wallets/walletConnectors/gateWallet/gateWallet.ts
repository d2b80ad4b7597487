import type { WalletFactory } from '../../Wallet'
import { isAndroid } from '../platform'
import { walletFromData } from '../walletFromData'

/** Gate Wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's gateWallet. */
export const gateWallet: WalletFactory = () =>
  walletFromData({
    id: 'gate',
    name: 'Gate Wallet',
    rdns: ['io.gate.wallet'],
    iconUrl: () => import('./gateWalletIcon').then((m) => m.default),
    iconBackground: '#2354E6',
    iconAccent: '#0255eb',
    injected: { namespace: 'gatewallet' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=com.gateio.gateio',
      ios: 'https://apps.apple.com/us/app/gate-io-buy-bitcoin-crypto/id1294998195',
      mobile: 'https://www.gate.io/mobileapp',
      qrCode: 'https://www.gate.io/web3',
      chrome:
        'https://chromewebstore.google.com/detail/gate-wallet/cpmkedoipcpimgecpmgpldfpohjplkpp',
      browserExtension: 'https://www.gate.io/web3',
    },
    mobile: {
      getUri: (uri) => (isAndroid() ? uri : `gtweb3wallet://wc?uri=${encodeURIComponent(uri)}`),
    },
    qrCode: { getUri: (uri) => uri },
  })
