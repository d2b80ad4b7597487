import type { Mapping, RainbowKitEntry } from './Mapping'
import { WALLET_FACTORIES } from './walletFactories'

const kit = '@gatehouse/kit'
const wallets = '@gatehouse/kit/wallets'

const CUSTOM_WALLET =
  "a custom wallet is written against Gatehouse's Wallet (createConnector(params) returns a wagmi connector; see docs/reference/kit-wallets.md in Gatehouse's repository)"

/** Every export of RainbowKit's main entry point, `@rainbow-me/rainbowkit`. */
const main: Record<string, Mapping> = {
  ConnectButton: { kind: 'same', entry: kit },
  WalletButton: {
    kind: 'same',
    entry: kit,
    note: "`wallet` has no default (RainbowKit's is 'rainbow'; the codemod writes it)",
  },
  WalletButtonRendererProps: { kind: 'same', entry: kit },
  RainbowKitProvider: {
    kind: 'rename',
    entry: kit,
    name: 'GatehouseProvider',
    note: 'showRecentTransactions defaults to true (the codemod writes false where it was unset); sign-in is its `authentication` prop',
  },
  RainbowKitProviderProps: { kind: 'rename', entry: kit, name: 'GatehouseProviderProps' },
  getDefaultConfig: {
    kind: 'same',
    entry: kit,
    note: 'appDescription/appUrl/appIcon go in walletConnectParameters.metadata',
  },
  getDefaultWallets: {
    kind: 'rename',
    entry: wallets,
    name: 'defaultWalletGroups',
    note: 'a constant, not a function: the codemod writes `{ wallets: defaultWalletGroups }` for the call',
  },
  getWalletConnectConnector: {
    kind: 'same',
    entry: kit,
    note: 'takes the wallet params itself: `createConnector: getWalletConnectConnector`',
  },
  connectorsForWallets: { kind: 'same', entry: kit },
  useAccountModal: { kind: 'same', entry: kit },
  useChainModal: { kind: 'same', entry: kit },
  useConnectModal: { kind: 'same', entry: kit },
  useAddRecentTransaction: { kind: 'same', entry: kit },
  RainbowKitAuthenticationProvider: {
    kind: 'unwrap',
    why: "remove this provider and pass the adapter to GatehouseProvider's `authentication` prop; the kit reads the session itself (no `status` prop)",
  },
  createAuthenticationAdapter: {
    kind: 'rename',
    entry: kit,
    name: 'AuthAdapter',
    typeOnly: true,
    note: 'the call becomes an AuthAdapter object: getNonce returns { nonce }, verify returns { address, chainId } or throws, and a getSession the app completes (a TODO)',
  },
  Wallet: { kind: 'same', entry: kit, note: CUSTOM_WALLET },
  WalletList: { kind: 'rename', entry: kit, name: 'WalletGroup', typeText: 'WalletGroup[]' },
  WalletDetailsParams: { kind: 'todo', why: CUSTOM_WALLET },
  RainbowKitWalletConnectParameters: {
    kind: 'rename',
    entry: wallets,
    name: 'WalletConnectorParams',
    typeText: "NonNullable<WalletConnectorParams['walletConnectParameters']>",
  },
  Theme: {
    kind: 'same',
    entry: kit,
    note: "a custom theme object uses Gatehouse's keys (colors, radii, fonts, shadows, blurs)",
  },
  AuthenticationStatus: { kind: 'rename', entry: kit, name: 'SignInStatus' },
  AuthenticationConfig: {
    kind: 'todo',
    why: "Gatehouse has no authentication config object: pass an AuthAdapter to GatehouseProvider's `authentication` prop",
  },
  Locale: { kind: 'rename', entry: kit, name: 'SupportedLocale' },
  DisclaimerComponent: { kind: 'same', entry: kit },
  AvatarComponent: { kind: 'same', entry: kit },
  Chain: { kind: 'same', entry: kit },
  lightTheme: { kind: 'same', entry: kit },
  darkTheme: { kind: 'same', entry: kit },
  midnightTheme: { kind: 'same', entry: kit },
  cssStringFromTheme: { kind: 'same', entry: kit },
  cssObjectFromTheme: { kind: 'rename', entry: kit, name: 'cssVariablesFromTheme' },
  __private__: {
    kind: 'todo',
    why: "RainbowKit's private internals have no Gatehouse counterpart; remove this use",
  },
}

const walletFactories: Record<string, Mapping> = Object.fromEntries(
  WALLET_FACTORIES.map((name) => [name, { kind: 'same', entry: wallets }]),
)

/** Every export of `@rainbow-me/rainbowkit/components`. */
const components: Record<string, Mapping> = {
  RainbowKitProvider: { kind: 'rename', entry: kit, name: 'GatehouseProvider' },
  RainbowKitProviderProps: { kind: 'rename', entry: kit, name: 'GatehouseProviderProps' },
  ConnectButton: { kind: 'move', entry: kit },
  ConnectButtonProps: { kind: 'move', entry: kit },
  WalletButton: { kind: 'move', entry: kit },
  WalletButtonProps: { kind: 'move', entry: kit },
  Avatar: { kind: 'move', entry: kit },
  AvatarProps: { kind: 'move', entry: kit },
  EmojiAvatar: {
    kind: 'todo',
    why: "Gatehouse's default Avatar draws a gradient from the address (no emoji); use Avatar or your own AvatarComponent",
  },
  EmojiAvatarProps: { kind: 'rename', entry: kit, name: 'AvatarProps' },
  emojiAvatarForAddress: {
    kind: 'todo',
    why: 'Gatehouse has no emoji avatars; draw your own AvatarComponent',
  },
  AccountModal: {
    kind: 'todo',
    why: 'GatehouseProvider mounts the account modal itself: open it with useAccountModal().openAccountModal',
  },
  AccountModalProps: { kind: 'todo', why: 'the account modal is not a component you mount' },
  ChainModal: {
    kind: 'todo',
    why: 'GatehouseProvider mounts the chain modal itself: open it with useChainModal().openChainModal',
  },
  ChainModalProps: { kind: 'todo', why: 'the chain modal is not a component you mount' },
}

/** Every export of `@rainbow-me/rainbow-button`: a Rainbow-only connect button. */
const rainbowButton: Record<string, Mapping> = {
  RainbowButtonProvider: { kind: 'rename', entry: kit, name: 'GatehouseProvider' },
  RainbowButton: {
    kind: 'rename',
    entry: kit,
    name: 'WalletButton',
    note: 'the codemod writes wallet="rainbow"',
  },
  rainbowConnector: {
    kind: 'rename',
    entry: wallets,
    name: 'connectorsForWallets',
    note: "the call becomes ...connectorsForWallets([{ groupName: 'Rainbow', wallets: [rainbowWallet] }], options)",
  },
  useRainbowConnectModal: {
    kind: 'rename',
    entry: kit,
    name: 'useConnectModal',
    note: '`connect` is `openConnectModal` (the codemod renames a destructured `connect`)',
  },
}

/** The codemod's mapping: every export of each RainbowKit 2.2.11 entry point. */
export const RAINBOWKIT_EXPORTS: Record<RainbowKitEntry, Record<string, Mapping>> = {
  '@rainbow-me/rainbowkit': main,
  '@rainbow-me/rainbowkit/wallets': walletFactories,
  '@rainbow-me/rainbowkit/components': components,
  '@rainbow-me/rainbow-button': rainbowButton,
}
