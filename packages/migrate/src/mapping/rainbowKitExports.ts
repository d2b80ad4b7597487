import type { Mapping, RainbowKitEntry } from './Mapping'
import { WALLET_FACTORIES } from './walletFactories'

const kit = '@gatehouse/kit'
const wallets = '@gatehouse/kit/wallets'

const CUSTOM_WALLET =
  "a custom wallet is written against Gatehouse's Wallet (createConnector(params) returns a wagmi connector; see docs/reference/kit-wallets.md in Gatehouse's repository)"

/** Every export of RainbowKit's main entry point, `@rainbow-me/rainbowkit`. */
const main: Record<string, Mapping> = {
  ConnectButton: {
    kind: 'same',
    entry: kit,
    note: 'Same states: Connect Wallet, then a chain button (Wrong network on an unsupported chain) and an account button with avatar, name and balance. Its props: the table of ConnectButton’s props below. `ConnectButton.Custom` (also `ConnectButtonRenderer`) gets every RainbowKit render field plus `status`; the three openers are always functions (one §4 does not allow does nothing)',
  },
  WalletButton: {
    kind: 'same',
    entry: kit,
    note: "`wallet` is required (RainbowKit's default is 'rainbow'; the codemod writes it) and is any configured wallet's id or alias, in any case. An installed extension connects at once; otherwise the connect modal opens on that wallet. An id the config lacks throws `WalletNotConfiguredError` (RainbowKit: `Connector not found`); `.Custom` adds `phase`",
  },
  WalletButtonRendererProps: {
    kind: 'same',
    entry: kit,
    note: '`{ wallet, children }`; `wallet` is required',
  },
  RainbowKitProvider: {
    kind: 'rename',
    entry: kit,
    name: 'GatehouseProvider',
    note: 'Same place (inside WagmiProvider and QueryClientProvider); its props: the table of RainbowKitProvider’s props below. showRecentTransactions defaults to true (the codemod writes false where it was unset); sign-in is its `authentication` prop, so there is no separate authentication provider',
  },
  RainbowKitProviderProps: {
    kind: 'rename',
    entry: kit,
    name: 'GatehouseProviderProps',
    note: "RainbowKit's props plus Gatehouse's own (`authentication`, `connectLabel`, `safeGatewayUrl`, `nonce`, …)",
  },
  getDefaultConfig: {
    kind: 'same',
    entry: kit,
    note: "The same call (`appName`, `projectId`, `chains`, optional `transports`, `wallets` and any wagmi createConfig option such as `ssr`); also from `@gatehouse/kit/wallets` on a server. Default transports are `lazyHttp()` (viem's http, loaded with the first request). appDescription/appUrl/appIcon go in walletConnectParameters.metadata (the codemod moves them)",
  },
  getDefaultWallets: {
    kind: 'rename',
    entry: wallets,
    name: 'defaultWalletGroups',
    note: 'a constant, not a function: Popular (Browser Wallet, Safe, Rainbow, Coinbase, MetaMask, WalletConnect, Brave) and Other (Argent, Trust, Ledger); the codemod writes `{ wallets: defaultWalletGroups }` for the call',
  },
  getWalletConnectConnector: {
    kind: 'same',
    entry: kit,
    note: 'takes the wallet params itself: a custom wallet sets `createConnector: getWalletConnectConnector`, not `getWalletConnectConnector({ projectId })`',
  },
  connectorsForWallets: {
    kind: 'same',
    entry: kit,
    note: 'Same shape (`[{ groupName, wallets }]`, `{ appName, projectId }`), also from `@gatehouse/kit/wallets`. `projectId` may be undefined: WalletConnect-based wallets are then listed as unavailable instead of failing; an empty string throws `MissingProjectIdError`',
  },
  useAccountModal: {
    kind: 'same',
    entry: kit,
    note: '`{ openAccountModal, accountModalOpen }`, the opener undefined when §4 does not allow it (as in RainbowKit); `useGatehouseModals()` gives all three plus `closeModals`',
  },
  useChainModal: {
    kind: 'same',
    entry: kit,
    note: 'as useAccountModal: `{ openChainModal, chainModalOpen }`',
  },
  useConnectModal: {
    kind: 'same',
    entry: kit,
    note: 'as useAccountModal: `{ openConnectModal, connectModalOpen }`',
  },
  useAddRecentTransaction: {
    kind: 'same',
    entry: kit,
    note: 'Same call, `addRecentTransaction({ hash, description, confirmations? })`, plus `{ callsId, description }` for an EIP-5792 batch; throws typed errors for a bad hash, description or confirmations, and `NoAddressOrChainIdError` when nothing is connected',
  },
  RainbowKitAuthenticationProvider: {
    kind: 'unwrap',
    why: "remove this provider and pass the adapter to GatehouseProvider's `authentication` prop; the kit reads the session itself (no `status` prop)",
  },
  createAuthenticationAdapter: {
    kind: 'rename',
    entry: kit,
    name: 'AuthAdapter',
    typeOnly: true,
    note: 'No wrapper function: the adapter is a plain object (`getNonce`, `createMessage`, `verify`, `getSession`, `signOut`) and the kit reads the session with `getSession` (on load, on focus, across tabs) instead of an app-held `status`. The codemod writes the object: getNonce returns { nonce }, verify returns { address, chainId } or throws, and a getSession the app completes (a TODO). `createAuthAdapter()` of @gatehouse/siwe is a ready one for @gatehouse/auth-server',
  },
  Wallet: { kind: 'same', entry: kit, note: CUSTOM_WALLET },
  WalletList: {
    kind: 'rename',
    entry: kit,
    name: 'WalletGroup',
    typeText: 'WalletGroup[]',
    note: 'the same `{ groupName, wallets }[]`',
  },
  WalletDetailsParams: { kind: 'todo', why: CUSTOM_WALLET },
  RainbowKitWalletConnectParameters: {
    kind: 'rename',
    entry: wallets,
    name: 'WalletConnectorParams',
    typeText: "NonNullable<WalletConnectorParams['walletConnectParameters']>",
    note: "`relayUrl`, `verifyUrl` (Gatehouse's own WalletConnect client) and `metadata`",
  },
  Theme: {
    kind: 'same',
    entry: kit,
    note: "Gatehouse's keys: 26 of RainbowKit's 43 have a counterpart (the codemod renames `modalBackdrop` → `overlay`, `connectionIndicator` → `connectedDot`, `blurs.modalOverlay` → `blurs.overlay`; the rest keep their names), 17 style nothing in Gatehouse (a TODO each); Gatehouse adds `confetti1…5`, `qrBackground`, `radii.qrCode`, `radii.walletIcon` and `fonts.mono`. The variables are `--gh-*` in kebab case (`--rk-colors-accentColor` is `--gh-colors-accent-color`), scoped to `[data-gh]`",
  },
  AuthenticationStatus: {
    kind: 'rename',
    entry: kit,
    name: 'SignInStatus',
    note: "the same three values, as ConnectButton.Custom's `authenticationStatus`; the kit derives it from the adapter's getSession, the app does not hold it",
  },
  AuthenticationConfig: {
    kind: 'todo',
    why: "Gatehouse has no authentication config object: pass an AuthAdapter to GatehouseProvider's `authentication` prop",
  },
  Locale: {
    kind: 'rename',
    entry: kit,
    name: 'SupportedLocale',
    note: 'a type of the 22 tags; `locale` itself accepts any string',
  },
  DisclaimerComponent: {
    kind: 'same',
    entry: kit,
    note: 'Same shape, `({ Text, Link }) => …`, drawn under the wallet list in the theme’s colours',
  },
  AvatarComponent: {
    kind: 'same',
    entry: kit,
    note: 'Same props, `{ address, ensImage, size }`; the default `Avatar` (a gradient from the address, no emoji) is exported',
  },
  Chain: {
    kind: 'same',
    entry: kit,
    note: "viem's Chain with `iconUrl` (a URL or `() => Promise<string>`; `null` asks for none) and `iconBackground`; without them about 30 networks have marks from @web3icons/core and any other chain a neutral tile with its initial",
  },
  lightTheme: {
    kind: 'same',
    entry: kit,
    note: 'Same options (`accentColor`, `accentColorForeground`, `borderRadius`, `fontStack`, `overlayBlur`) and `.accentColors` presets (six per theme, WCAG AA); an invalid option throws `InvalidThemeOptionError` at setup',
  },
  darkTheme: { kind: 'same', entry: kit, note: 'as lightTheme' },
  midnightTheme: { kind: 'same', entry: kit, note: 'as lightTheme' },
  cssStringFromTheme: {
    kind: 'same',
    entry: kit,
    note: 'Takes a theme or a theme function (`cssStringFromTheme(lightTheme)`) and `{ extends }`, and keeps only what differs from it; the variables are `--gh-*`',
  },
  cssObjectFromTheme: {
    kind: 'rename',
    entry: kit,
    name: 'cssVariablesFromTheme',
    note: 'as cssStringFromTheme, as an object of `--gh-*` variables',
  },
  __private__: {
    kind: 'todo',
    why: "RainbowKit's private internals have no Gatehouse counterpart; remove this use",
  },
}

const WALLET_FACTORY_NOTE =
  "RainbowKit's ids (`xdefiWallet` and `baseAccount` are aliases). Called with no options (connectorsForWallets passes appName and projectId); each is tree-shaken unless listed. `geminiWallet` and `portoWallet` connect through their EIP-6963 announcement (wagmi 3 dropped those connectors); `base` needs @base-org/account (the codemod adds the SDKs the app's wallets need to package.json). Marks come from @web3icons/core where it has the brand, else a neutral initial"

const walletFactories: Record<string, Mapping> = Object.fromEntries(
  WALLET_FACTORIES.map((name) => [
    name,
    { kind: 'same', entry: wallets, note: WALLET_FACTORY_NOTE },
  ]),
)

/** Every export of `@rainbow-me/rainbowkit/components`. */
const components: Record<string, Mapping> = {
  RainbowKitProvider: {
    kind: 'rename',
    entry: kit,
    name: 'GatehouseProvider',
    note: 'as the main entry’s RainbowKitProvider',
  },
  RainbowKitProviderProps: {
    kind: 'rename',
    entry: kit,
    name: 'GatehouseProviderProps',
    note: 'as the main entry’s',
  },
  ConnectButton: { kind: 'move', entry: kit, note: 'as the main entry’s ConnectButton' },
  ConnectButtonProps: {
    kind: 'move',
    entry: kit,
    note: 'its props: the table of ConnectButton’s props below',
  },
  WalletButton: { kind: 'move', entry: kit, note: 'as the main entry’s WalletButton' },
  WalletButtonProps: { kind: 'move', entry: kit, note: '`{ wallet }`, required' },
  Avatar: { kind: 'move', entry: kit, note: 'a gradient from the address, no emoji' },
  AvatarProps: { kind: 'move', entry: kit, note: '`{ address, ensImage, size }`' },
  EmojiAvatar: {
    kind: 'todo',
    why: "Gatehouse's default Avatar draws a gradient from the address (no emoji); use Avatar or your own AvatarComponent",
  },
  EmojiAvatarProps: {
    kind: 'rename',
    entry: kit,
    name: 'AvatarProps',
    note: 'the props of Gatehouse’s Avatar (no emoji)',
  },
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
  RainbowButtonProvider: {
    kind: 'rename',
    entry: kit,
    name: 'GatehouseProvider',
    note: 'the one provider of every Gatehouse button',
  },
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

/** What an export of RainbowKit's NextAuth package becomes (it has no one-name counterpart). */
export type CompanionMapping = { gatehouse: string; note: string }

/**
 * Every export of `@rainbow-me/rainbowkit-siwe-next-auth` (0.6.0, the same commit): the codemod
 * moves its app to `@gatehouse/auth-server/next-auth` (rewrite/rewriteNextAuthClient.ts and
 * rewriteNextAuthServer.ts) rather than renaming names, so this is not an import mapping.
 */
export const SIWE_NEXT_AUTH_EXPORTS: Record<string, CompanionMapping> = {
  RainbowKitSiweNextAuthProvider: {
    gatehouse:
      "`createNextAuthAdapter({ getCsrfToken, getSession, signIn, signOut }, { statement })` on GatehouseProvider's `authentication`; `siweCredentials({ appOrigin, statement, chainIds })` as the server's Credentials provider (both from @gatehouse/auth-server/next-auth)",
    note: "No wrapper: the adapter is a module-level object. The nonce is NextAuth's CSRF token, as in RainbowKit, or a Gatehouse handler's single-use nonce. RainbowKit left verification to the app's own `authorize`; siweCredentials checks domain and URI against `appOrigin`, the chain against `chainIds`, the statement, the times and the signature (ERC-1271/6492 on `rpcUrls` chains). NextAuth's session, callbacks and getServerSession / auth() stay. The codemod writes both halves (the statement and the wagmi config's chains carried over) and replaces the app's SIWE Credentials provider; `enabled` becomes a condition on `authentication`",
  },
  GetSiweMessageOptions: {
    gatehouse: '`NextAuthAdapterOptions`',
    note: "Options, not a function returning a partial message: `statement`, `domain`, `uri`, `expirationMs`. The codemod carries `getSiweMessageOptions`' statement over; any other field is a TODO",
  },
}

/** The codemod's mapping: every export of each RainbowKit 2.2.11 entry point. */
export const RAINBOWKIT_EXPORTS: Record<RainbowKitEntry, Record<string, Mapping>> = {
  '@rainbow-me/rainbowkit': main,
  '@rainbow-me/rainbowkit/wallets': walletFactories,
  '@rainbow-me/rainbowkit/components': components,
  '@rainbow-me/rainbow-button': rainbowButton,
}
