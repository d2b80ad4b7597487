import type { WalletGroup } from './Wallet'
import { argentWallet } from './walletConnectors/argentWallet/argentWallet'
import { braveWallet } from './walletConnectors/braveWallet/braveWallet'
import { coinbaseWallet } from './walletConnectors/coinbaseWallet/coinbaseWallet'
import { injectedWallet } from './walletConnectors/injectedWallet/injectedWallet'
import { ledgerWallet } from './walletConnectors/ledgerWallet/ledgerWallet'
import { metaMaskWallet } from './walletConnectors/metaMaskWallet/metaMaskWallet'
import { rainbowWallet } from './walletConnectors/rainbowWallet/rainbowWallet'
import { safeWallet } from './walletConnectors/safeWallet/safeWallet'
import { trustWallet } from './walletConnectors/trustWallet/trustWallet'
import { walletConnectWallet } from './walletConnectors/walletConnectWallet/walletConnectWallet'

/** §2: the connect modal's wallet groups. */
export const defaultWalletGroups: readonly WalletGroup[] = [
  {
    groupName: 'Popular',
    wallets: [
      injectedWallet,
      safeWallet,
      rainbowWallet,
      coinbaseWallet,
      metaMaskWallet,
      walletConnectWallet,
      braveWallet,
    ],
  },
  { groupName: 'Other', wallets: [argentWallet, trustWallet, ledgerWallet] },
]
