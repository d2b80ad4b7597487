// @gatehouse/kit/wallets: the wallet catalogue and the wagmi connector setup.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  type ConnectorsForWalletsErrorType,
  connectorsForWallets,
  walletDetailsOf,
} from '../wallets/connectorsForWallets'
export { defaultWalletGroups } from '../wallets/defaultWallets'
export {
  type GetDefaultConfigErrorType,
  type GetDefaultConfigParameters,
  getDefaultConfig,
} from '../wallets/getDefaultConfig'
export type {
  DownloadUrls,
  InstructionStep,
  InstructionStepName,
  Instructions,
  Wallet,
  WalletConnectorParams,
  WalletDetails,
  WalletFactory,
  WalletGroup,
} from '../wallets/Wallet'
export { argentWallet } from '../wallets/walletConnectors/argentWallet/argentWallet'
export { braveWallet } from '../wallets/walletConnectors/braveWallet/braveWallet'
export { coinbaseWallet } from '../wallets/walletConnectors/coinbaseWallet/coinbaseWallet'
export { injectedWallet } from '../wallets/walletConnectors/injectedWallet/injectedWallet'
export { ledgerWallet } from '../wallets/walletConnectors/ledgerWallet/ledgerWallet'
export { metaMaskWallet } from '../wallets/walletConnectors/metaMaskWallet/metaMaskWallet'
export { rainbowWallet } from '../wallets/walletConnectors/rainbowWallet/rainbowWallet'
export {
  type SafeWalletOptions,
  safeWallet,
} from '../wallets/walletConnectors/safeWallet/safeWallet'
export { trustWallet } from '../wallets/walletConnectors/trustWallet/trustWallet'
export { walletConnectWallet } from '../wallets/walletConnectors/walletConnectWallet/walletConnectWallet'
