// @gatehouse/kit/wallets: the wallet catalogue and the wagmi connector setup.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { lazyHttp } from '../transports/lazyHttp'
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
export { anchorageDigitalWallet } from '../wallets/walletConnectors/anchorageDigitalWallet/anchorageDigitalWallet'
export { argentWallet } from '../wallets/walletConnectors/argentWallet/argentWallet'
export { backpackWallet } from '../wallets/walletConnectors/backpackWallet/backpackWallet'
export { base, baseAccount } from '../wallets/walletConnectors/base/base'
export { berasigWallet } from '../wallets/walletConnectors/berasigWallet/berasigWallet'
export { bestWallet } from '../wallets/walletConnectors/bestWallet/bestWallet'
export { bifrostWallet } from '../wallets/walletConnectors/bifrostWallet/bifrostWallet'
export { binanceWallet } from '../wallets/walletConnectors/binanceWallet/binanceWallet'
export { bitgetWallet } from '../wallets/walletConnectors/bitgetWallet/bitgetWallet'
export { bitskiWallet } from '../wallets/walletConnectors/bitskiWallet/bitskiWallet'
export { bitverseWallet } from '../wallets/walletConnectors/bitverseWallet/bitverseWallet'
export { bloomWallet } from '../wallets/walletConnectors/bloomWallet/bloomWallet'
export { braveWallet } from '../wallets/walletConnectors/braveWallet/braveWallet'
export { bybitWallet } from '../wallets/walletConnectors/bybitWallet/bybitWallet'
export { clvWallet } from '../wallets/walletConnectors/clvWallet/clvWallet'
export { coin98Wallet } from '../wallets/walletConnectors/coin98Wallet/coin98Wallet'
export { coinbaseWallet } from '../wallets/walletConnectors/coinbaseWallet/coinbaseWallet'
export { compassWallet } from '../wallets/walletConnectors/compassWallet/compassWallet'
export { coreWallet } from '../wallets/walletConnectors/coreWallet/coreWallet'
export { ctrlWallet, xdefiWallet } from '../wallets/walletConnectors/ctrlWallet/ctrlWallet'
export { dawnWallet } from '../wallets/walletConnectors/dawnWallet/dawnWallet'
export { desigWallet } from '../wallets/walletConnectors/desigWallet/desigWallet'
export { enkryptWallet } from '../wallets/walletConnectors/enkryptWallet/enkryptWallet'
export { foxWallet } from '../wallets/walletConnectors/foxWallet/foxWallet'
export { frameWallet } from '../wallets/walletConnectors/frameWallet/frameWallet'
export { frontierWallet } from '../wallets/walletConnectors/frontierWallet/frontierWallet'
export { gateWallet } from '../wallets/walletConnectors/gateWallet/gateWallet'
export { geminiWallet } from '../wallets/walletConnectors/geminiWallet/geminiWallet'
export { getWalletConnectConnector } from '../wallets/walletConnectors/getWalletConnectConnector'
export { imTokenWallet } from '../wallets/walletConnectors/imTokenWallet/imTokenWallet'
export { injectedWallet } from '../wallets/walletConnectors/injectedWallet/injectedWallet'
export { iopayWallet } from '../wallets/walletConnectors/iopayWallet/iopayWallet'
export { kaiaWallet } from '../wallets/walletConnectors/kaiaWallet/kaiaWallet'
export { kaikasWallet } from '../wallets/walletConnectors/kaikasWallet/kaikasWallet'
export { krakenWallet } from '../wallets/walletConnectors/krakenWallet/krakenWallet'
export { kresusWallet } from '../wallets/walletConnectors/kresusWallet/kresusWallet'
export { ledgerWallet } from '../wallets/walletConnectors/ledgerWallet/ledgerWallet'
export { magicEdenWallet } from '../wallets/walletConnectors/magicEdenWallet/magicEdenWallet'
export { mecoWallet } from '../wallets/walletConnectors/mecoWallet/mecoWallet'
export { metaMaskWallet } from '../wallets/walletConnectors/metaMaskWallet/metaMaskWallet'
export { mewWallet } from '../wallets/walletConnectors/mewWallet/mewWallet'
export { nestWallet } from '../wallets/walletConnectors/nestWallet/nestWallet'
export { novaWallet } from '../wallets/walletConnectors/novaWallet/novaWallet'
export { oktoWallet } from '../wallets/walletConnectors/oktoWallet/oktoWallet'
export { okxWallet } from '../wallets/walletConnectors/okxWallet/okxWallet'
export { omniWallet } from '../wallets/walletConnectors/omniWallet/omniWallet'
export { oneInchWallet } from '../wallets/walletConnectors/oneInchWallet/oneInchWallet'
export { oneKeyWallet } from '../wallets/walletConnectors/oneKeyWallet/oneKeyWallet'
export { paraSwapWallet } from '../wallets/walletConnectors/paraSwapWallet/paraSwapWallet'
export { phantomWallet } from '../wallets/walletConnectors/phantomWallet/phantomWallet'
export { portoWallet } from '../wallets/walletConnectors/portoWallet/portoWallet'
export { rabbyWallet } from '../wallets/walletConnectors/rabbyWallet/rabbyWallet'
export { rainbowWallet } from '../wallets/walletConnectors/rainbowWallet/rainbowWallet'
export { ramperWallet } from '../wallets/walletConnectors/ramperWallet/ramperWallet'
export { readyWallet } from '../wallets/walletConnectors/readyWallet/readyWallet'
export { roninWallet } from '../wallets/walletConnectors/roninWallet/roninWallet'
export { safeheronWallet } from '../wallets/walletConnectors/safeheronWallet/safeheronWallet'
export { safepalWallet } from '../wallets/walletConnectors/safepalWallet/safepalWallet'
export {
  type SafeWalletOptions,
  safeWallet,
} from '../wallets/walletConnectors/safeWallet/safeWallet'
export { seifWallet } from '../wallets/walletConnectors/seifWallet/seifWallet'
export { subWallet } from '../wallets/walletConnectors/subWallet/subWallet'
export { tahoWallet } from '../wallets/walletConnectors/tahoWallet/tahoWallet'
export { talismanWallet } from '../wallets/walletConnectors/talismanWallet/talismanWallet'
export { tokenaryWallet } from '../wallets/walletConnectors/tokenaryWallet/tokenaryWallet'
export { tokenPocketWallet } from '../wallets/walletConnectors/tokenPocketWallet/tokenPocketWallet'
export { trustWallet } from '../wallets/walletConnectors/trustWallet/trustWallet'
export { uniswapWallet } from '../wallets/walletConnectors/uniswapWallet/uniswapWallet'
export { universalProfilesWallet } from '../wallets/walletConnectors/universalProfilesWallet/universalProfilesWallet'
export { valoraWallet } from '../wallets/walletConnectors/valoraWallet/valoraWallet'
export { walletConnectWallet } from '../wallets/walletConnectors/walletConnectWallet/walletConnectWallet'
export { wigwamWallet } from '../wallets/walletConnectors/wigwamWallet/wigwamWallet'
export { xPortalWallet } from '../wallets/walletConnectors/xPortalWallet/xPortalWallet'
export { zealWallet } from '../wallets/walletConnectors/zealWallet/zealWallet'
export { zerionWallet } from '../wallets/walletConnectors/zerionWallet/zerionWallet'
export { zilPayWallet } from '../wallets/walletConnectors/zilPayWallet/zilPayWallet'
