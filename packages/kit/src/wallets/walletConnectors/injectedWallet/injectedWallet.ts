import { injected } from 'wagmi/connectors'
import type { WalletFactory } from '../../Wallet'
import { injectedEthereum } from '../findInjectedProvider'

/**
 * Whatever the browser injected as `window.ethereum`, for wallets the kit does not know and that
 * do not announce themselves through EIP-6963.
 */
export const injectedWallet: WalletFactory = () => ({
  id: 'injected',
  name: 'Browser Wallet',
  shortName: 'Browser',
  iconUrl: () => import('./injectedWalletIcon').then((m) => m.default),
  iconBackground: '#f3f4f6',
  iconAccent: '#4b5563',
  installed: injectedEthereum() !== undefined,
  // A catch-all: once any specific wallet is installed, that wallet is the better entry for the
  // same provider, so this one steps aside (§5).
  hidden: (installedWalletIds) => installedWalletIds.length > 0,
  createConnector: () =>
    injected({
      target: { id: 'injected', name: 'Browser Wallet', provider: (w) => w?.ethereum },
    }),
})
