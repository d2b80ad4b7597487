import { injected } from 'wagmi/connectors'
import type { WalletFactory } from '../../Wallet'
import {
  type FlaggedProvider,
  findInjectedProvider,
  injectedEthereum,
} from '../findInjectedProvider'
import { getWalletConnectConnector } from '../getWalletConnectConnector'
import { instructions } from '../instructions'

const isTrust = (candidate: object): boolean => {
  const provider = candidate as Record<string, unknown>
  return provider.isTrust === true || provider.isTrustWallet === true
}

/** The extension also exposes itself as `window.trustwallet`, even when another wallet owns `ethereum`. */
function trustProvider(): FlaggedProvider | undefined {
  if (typeof window === 'undefined') return undefined
  const own: unknown = (window as { trustwallet?: unknown }).trustwallet
  if (typeof own === 'object' && own !== null) return own as FlaggedProvider
  return findInjectedProvider(injectedEthereum(), isTrust)
}

/** Trust Wallet: the browser extension when injected, otherwise the mobile app over WalletConnect. */
export const trustWallet: WalletFactory = () => {
  const installed = trustProvider() !== undefined
  return {
    id: 'trust',
    name: 'Trust Wallet',
    shortName: 'Trust',
    rdns: ['com.trustwallet.app'],
    iconUrl: () => import('./trustWalletIcon').then((m) => m.default),
    iconBackground: '#0500ff',
    iconAccent: '#0500ff',
    installed,
    downloadUrls: {
      chrome:
        'https://chromewebstore.google.com/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph',
      browserExtension: 'https://trustwallet.com/browser-extension',
      android: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
      ios: 'https://apps.apple.com/app/id1288339409',
      mobile: 'https://trustwallet.com/download',
      qrCode: 'https://trustwallet.com/download',
    },
    mobile: { getUri: (uri) => `trust://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: {
      getUri: (uri) => uri,
      instructions: instructions('trust.qr_code', 'scan', 'https://trustwallet.com/'),
    },
    extension: {
      instructions: instructions(
        'trust.extension',
        'refresh',
        'https://trustwallet.com/browser-extension',
      ),
    },
    createConnector: (params) => {
      const extension = injected({
        target: {
          id: 'trust',
          name: 'Trust Wallet',
          provider: (w) => {
            // wagmi passes the real window, typed with only the keys it knows about.
            type Provider = NonNullable<typeof w>['ethereum']
            const own = (w as { trustwallet?: Provider } | undefined)?.trustwallet
            return own ?? findInjectedProvider(w?.ethereum, isTrust)
          },
        },
      })
      if (installed) return extension
      // Without a project id the extension connector still stands in: connecting reports "not
      // installed" and the download path stays open, rather than the wallet vanishing.
      return getWalletConnectConnector(params) ?? extension
    },
  }
}
