import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** BeraSig: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's berasigWallet. */
export const berasigWallet: WalletFactory = () =>
  walletFromData({
    id: 'berasig',
    name: 'BeraSig',
    rdns: ['app.berasig'],
    iconUrl: () => import('./berasigWalletIcon').then((m) => m.default),
    iconBackground: '#451d07',
    iconAccent: '#451d07',
    injected: { namespace: 'berasig.ethereum' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=io.berasig.ios',
      ios: 'https://apps.apple.com/us/app/berasig-wallet-on-berachain/id6502052535',
      qrCode: 'https://berasig.com',
      mobile: 'https://berasig.com',
      browserExtension:
        'https://chromewebstore.google.com/detail/berasig/ckedkkegjbflcfblcjklibnedmfjppbj',
    },
    qrCode: { getUri: (uri) => uri },
  })
