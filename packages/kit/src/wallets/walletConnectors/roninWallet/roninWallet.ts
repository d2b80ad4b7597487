import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Ronin Wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's roninWallet. */
export const roninWallet: WalletFactory = () =>
  walletFromData({
    id: 'ronin',
    name: 'Ronin Wallet',
    rdns: ['com.roninchain.wallet'],
    iconUrl: () => import('./roninWalletIcon').then((m) => m.default),
    iconBackground: '#004DE5',
    iconAccent: '#0606b7',
    injected: { namespace: 'ronin.provider' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=com.skymavis.genesis',
      ios: 'https://apps.apple.com/us/app/ronin-wallet/id1592675001',
      mobile: 'https://wallet.roninchain.com',
      chrome:
        'https://chrome.google.com/webstore/detail/ronin-wallet/fnjhmkhhmkbjkkabndcnnogagogbneec',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/ronin-wallet/kjmoohlgokccodicjjfebfomlbljgfhk',
      firefox: 'https://addons.mozilla.org/firefox/addon/ronin-wallet',
      browserExtension: 'https://wallet.roninchain.com/',
      qrCode: 'https://wallet.roninchain.com/',
    },
    mobile: { getUri: (uri) => `roninwallet://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })
