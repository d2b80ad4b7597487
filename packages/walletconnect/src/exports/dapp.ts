// @gatehouse/walletconnect/dapp: the dapp side's starting points, the same functions as the main
// entry's, for an app that loads WalletConnect on demand (the kit's connector; a Verify client
// comes with the provider's `verifyUrl`, loaded only when one is given). The main
// entry also re-exports the synchronous verifyCacao and the wallet side; an app bundler keeps
// every module an imported entry reaches statically in the chunk that imports it, whether used or
// not, so importing the main entry on a click would load the CACAO check (9 KB gzip) with it.

// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { createWalletConnectProvider } from '../provider/createWalletConnectProvider'
export { createWebStorage } from '../storage/createWebStorage'
