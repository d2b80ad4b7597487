import { injected } from 'wagmi/connectors'
import type { WalletFactory } from '../../Wallet'
import { findInjectedProvider, hasFlag, injectedEthereum } from '../findInjectedProvider'
import { getWalletConnectConnector } from '../getWalletConnectConnector'
import { instructions } from '../instructions'

const isRainbow = hasFlag('isRainbow')

/** Rainbow: the browser extension when injected, otherwise the mobile app over WalletConnect. */
export const rainbowWallet: WalletFactory = () => {
  const installed = findInjectedProvider(injectedEthereum(), isRainbow) !== undefined
  return {
    id: 'rainbow',
    name: 'Rainbow',
    shortName: 'Rainbow',
    rdns: ['me.rainbow'],
    iconUrl: () => import('./rainbowWalletIcon').then((m) => m.default),
    iconBackground: '#174299',
    iconAccent: '#174299',
    installed,
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/rainbow/cpojfbodiccabbabgimdeohkkpjfpbnf',
      firefox: 'https://addons.mozilla.org/firefox/addon/rainbow-extension/',
      browserExtension: 'https://rainbow.me/extension',
      android: 'https://play.google.com/store/apps/details?id=me.rainbow',
      ios: 'https://apps.apple.com/app/id1457119021',
      mobile: 'https://rainbow.download',
      qrCode: 'https://rainbow.download',
    },
    mobile: { getUri: (uri) => `rainbow://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: {
      getUri: (uri) => uri,
      instructions: instructions(
        'rainbow.qr_code',
        'scan',
        'https://learn.rainbow.me/connect-to-a-website-or-app',
      ),
    },
    extension: {
      instructions: instructions(
        'rainbow.extension',
        'refresh',
        'https://learn.rainbow.me/connect-to-a-website-or-app',
      ),
    },
    createConnector: (params) => {
      const extension = injected({
        target: {
          id: 'rainbow',
          name: 'Rainbow',
          provider: (w) => findInjectedProvider(w?.ethereum, isRainbow),
        },
      })
      if (installed) return extension
      // Without a project id the extension connector still stands in: connecting reports "not
      // installed" and the download path stays open, rather than the wallet vanishing.
      return getWalletConnectConnector(params) ?? extension
    },
  }
}
