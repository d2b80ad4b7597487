import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Nova Wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's novaWallet. */
export const novaWallet: WalletFactory = () =>
  walletFromData({
    id: 'nova',
    name: 'Nova Wallet',
    rdns: ['io.novawallet'],
    iconUrl: () => import('./novaWalletIcon').then((m) => m.default),
    iconBackground: '#a19cde',
    iconAccent: '#a19cde',
    injected: { flag: 'isNovaWallet' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=io.novafoundation.nova.market',
      ios: 'https://apps.apple.com/us/app/nova-polkadot-wallet/id1597119355',
      mobile: 'https://nova-wallet.app.link',
      qrCode: 'https://nova-wallet.app.link',
    },
    mobile: { getUri: (uri) => `novawallet://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })
