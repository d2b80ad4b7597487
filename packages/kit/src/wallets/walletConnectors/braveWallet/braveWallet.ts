import { injected } from 'wagmi/connectors'
import type { WalletFactory } from '../../Wallet'
import { findInjectedProvider, hasFlag, injectedEthereum } from '../findInjectedProvider'
import { instructions } from '../instructions'

const isBraveWallet = hasFlag('isBraveWallet')

/**
 * Brave Wallet is built into the Brave browser: there is no extension to download, so on desktop
 * it shows only inside Brave (§5); on mobile it points to the Brave browser app.
 */
export const braveWallet: WalletFactory = () => ({
  id: 'brave',
  name: 'Brave Wallet',
  shortName: 'Brave',
  rdns: ['com.brave.wallet'],
  iconUrl: () => import('./braveWalletIcon').then((m) => m.default),
  iconBackground: '#f0391c',
  iconAccent: '#f0391c',
  installed: findInjectedProvider(injectedEthereum(), isBraveWallet) !== undefined,
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.brave.browser',
    ios: 'https://apps.apple.com/app/id1052879175',
    mobile: 'https://brave.com/download/',
    qrCode: 'https://brave.com/download/',
  },
  mobile: {
    instructions: instructions('brave.mobile', 'refresh', 'https://brave.com/wallet/'),
  },
  createConnector: () =>
    injected({
      target: {
        id: 'brave',
        name: 'Brave Wallet',
        provider: (w) => findInjectedProvider(w?.ethereum, isBraveWallet),
      },
    }),
})
