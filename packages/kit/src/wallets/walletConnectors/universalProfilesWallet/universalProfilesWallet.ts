import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Universal Profiles: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's universalProfilesWallet. */
export const universalProfilesWallet: WalletFactory = () =>
  walletFromData({
    id: 'universal-profiles',
    name: 'Universal Profiles',
    rdns: ['io.universaleverything.universalprofiles'],
    iconUrl: () => import('./universalProfilesWalletIcon').then((m) => m.default),
    iconBackground: '#6e77a9',
    iconAccent: '#6e77a9',
    injected: { namespace: 'lukso' },
    walletConnect: true,
    downloadUrls: {
      android:
        'https://play.google.com/store/apps/details?id=io.universaleverything.universalprofiles',
      ios: 'https://apps.apple.com/us/app/universalprofiles/id6702018631',
      mobile: 'https://my.universalprofile.cloud',
      qrCode: 'https://my.universalprofile.cloud/apps',
      chrome: 'https://chrome.google.com/webstore/detail/abpickdkkbnbcoepogfhkhennhfhehfn',
      browserExtension: 'https://my.universalprofile.cloud',
    },
    mobile: { getUri: (uri) => uri },
    qrCode: { getUri: (uri) => uri },
  })
