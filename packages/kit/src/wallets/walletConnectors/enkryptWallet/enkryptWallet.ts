import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Enkrypt Wallet: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's enkryptWallet. */
export const enkryptWallet: WalletFactory = () =>
  walletFromData({
    id: 'enkrypt',
    name: 'Enkrypt Wallet',
    rdns: ['com.enkrypt'],
    iconUrl: () => import('./enkryptWalletIcon').then((m) => m.default),
    iconBackground: '#C54AFF',
    iconAccent: '#c549ff',
    injected: { namespace: 'enkrypt.providers.ethereum' },
    downloadUrls: {
      qrCode: 'https://www.enkrypt.com',
      chrome:
        'https://chrome.google.com/webstore/detail/enkrypt-ethereum-polkadot/kkpllkodjeloidieedojogacfhpaihoh',
      browserExtension: 'https://www.enkrypt.com/',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/enkrypt-ethereum-polkad/gfenajajnjjmmdojhdjmnngomkhlnfjl',
      firefox: 'https://addons.mozilla.org/en-US/firefox/addon/enkrypt/',
      opera: 'https://addons.opera.com/en/extensions/details/enkrypt/',
      safari: 'https://apps.apple.com/app/enkrypt-web3-wallet/id1640164309',
    },
  })
