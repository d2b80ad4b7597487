import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** CTRL Wallet: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's ctrlWallet. */
export const ctrlWallet: WalletFactory = () =>
  walletFromData({
    id: 'ctrl',
    name: 'CTRL Wallet',
    rdns: ['xyz.ctrl'],
    iconUrl: () => import('./ctrlWalletIcon').then((m) => m.default),
    iconBackground: '#001405',
    iconAccent: '#001405',
    injected: { namespace: 'xfi.ethereum' },
    downloadUrls: {
      chrome:
        'https://chromewebstore.google.com/detail/ctrl-wallet/hmeobnfnfcmdkdcmlblgagmfpfboieaf',
      browserExtension: 'https://ctrl.xyz',
    },
  })

/** CTRL's former name (XDEFI Wallet), as RainbowKit still exports it. */
export const xdefiWallet: WalletFactory = ctrlWallet
