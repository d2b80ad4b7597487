import { injected } from 'wagmi/connectors'
import type { WalletFactory } from '../../Wallet'
import { findInjectedProvider, injectedEthereum } from '../findInjectedProvider'
import { getWalletConnectConnector } from '../getWalletConnectConnector'
import { instructions } from '../instructions'

// Many wallets set `isMetaMask` for compatibility; a provider carrying any of these flags is not
// MetaMask. Brave's own provider is recognised by lacking MetaMask's internal `_events`/`_state`.
const IMPERSONATOR_FLAGS = [
  'isApexWallet',
  'isAvalanche',
  'isBackpack',
  'isBifrost',
  'isBitKeep',
  'isBitski',
  'isBlockWallet',
  'isCoinbaseWallet',
  'isDawn',
  'isEnkrypt',
  'isExodus',
  'isFrame',
  'isFrontier',
  'isGamestop',
  'isHyperPay',
  'isImToken',
  'isKuCoinWallet',
  'isMathWallet',
  'isOkxWallet',
  'isOKExWallet',
  'isOneInchAndroidWallet',
  'isOneInchIOSWallet',
  'isOpera',
  'isPhantom',
  'isPortal',
  'isRabby',
  'isRainbow',
  'isStatus',
  'isTally',
  'isTokenPocket',
  'isTokenary',
  'isTrust',
  'isTrustWallet',
  'isUniswapWallet',
  'isXDEFI',
  'isZerion',
] as const

function isMetaMask(candidate: object): boolean {
  const provider = candidate as Record<string, unknown>
  if (provider.isMetaMask !== true) return false
  if (provider.isBraveWallet === true && !provider._events && !provider._state) return false
  return IMPERSONATOR_FLAGS.every((flag) => provider[flag] !== true)
}

/** MetaMask: the browser extension when injected, otherwise the mobile app over WalletConnect. */
export const metaMaskWallet: WalletFactory = () => {
  const installed = findInjectedProvider(injectedEthereum(), isMetaMask) !== undefined
  return {
    id: 'metaMask',
    name: 'MetaMask',
    shortName: 'MetaMask',
    // The mobile app's in-app browser announces itself as io.metamask.mobile.
    rdns: ['io.metamask', 'io.metamask.mobile'],
    iconUrl: () => import('./metaMaskWalletIcon').then((m) => m.default),
    iconBackground: '#ffffff',
    iconAccent: '#ff5c16',
    installed,
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/metamask/ejbalbakoplchlghecdalmeeeajnimhm',
      firefox: 'https://addons.mozilla.org/firefox/addon/ether-metamask/',
      opera: 'https://addons.opera.com/extensions/details/metamask-10/',
      browserExtension: 'https://metamask.io/download/',
      android: 'https://play.google.com/store/apps/details?id=io.metamask',
      ios: 'https://apps.apple.com/app/id1438144202',
      mobile: 'https://metamask.io/download/',
      qrCode: 'https://metamask.io/download/',
    },
    mobile: { getUri: (uri) => `metamask://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: {
      getUri: (uri) => uri,
      instructions: instructions(
        'metamask.qr_code',
        'scan',
        'https://support.metamask.io/start/getting-started-with-metamask/',
      ),
    },
    extension: {
      instructions: instructions(
        'metamask.extension',
        'refresh',
        'https://support.metamask.io/start/getting-started-with-metamask/',
      ),
    },
    createConnector: (params) => {
      const extension = injected({
        target: {
          id: 'metaMask',
          name: 'MetaMask',
          provider: (w) => findInjectedProvider(w?.ethereum, isMetaMask),
        },
      })
      if (installed) return extension
      // Without a project id the extension connector still stands in: connecting reports "not
      // installed" and the download path stays open, rather than the wallet vanishing.
      return getWalletConnectConnector(params) ?? extension
    },
  }
}
