import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/**
 * Porto: connects through the provider Porto announces (EIP-6963, `xyz.ithaca.porto`) once the
 * app has set Porto up (`Porto.create()` from the `porto` package); listed as unavailable until
 * then. RainbowKit 2.2.11 wraps wagmi 2's `porto` connector, which wagmi 3 no longer ships.
 */
export const portoWallet: WalletFactory = () =>
  walletFromData({
    id: 'porto',
    name: 'Porto',
    shortName: 'Porto',
    rdns: ['xyz.ithaca.porto'],
    iconUrl: () => import('./portoWalletIcon').then((m) => m.default),
    iconBackground: '#2e7cf6',
    iconAccent: '#2e7cf6',
  })
