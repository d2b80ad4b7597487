/**
 * A prop that may differ below 768 px (§2's compact layout) and above, as in RainbowKit; without
 * `largeScreen` the `smallScreen` value holds on every screen (RainbowKit's mobile-first rule).
 */
export type ResponsiveValue<T> = T | { smallScreen: T; largeScreen?: T }

/** What the account button shows: the avatar, the name (ENS or short address), or both. */
export type AccountStatus = 'avatar' | 'address' | 'full'

/** What the chain button shows: the network's icon, its name, both, or no button at all. */
export type ChainStatus = 'icon' | 'name' | 'full' | 'none'

export type ConnectButtonDisplayOptions = {
  accountStatus: ResponsiveValue<AccountStatus>
  chainStatus: ResponsiveValue<ChainStatus>
  showBalance: ResponsiveValue<boolean>
}

/**
 * Avatar and name; the network's icon and name where there is room, its icon alone below 768 px
 * (RainbowKit's default); the balance on large screens only (§2).
 */
export const DEFAULT_CONNECT_BUTTON_DISPLAY: ConnectButtonDisplayOptions = {
  accountStatus: 'full',
  chainStatus: { smallScreen: 'icon', largeScreen: 'full' },
  showBalance: { smallScreen: false, largeScreen: true },
}

export type ConnectButtonDisplay = {
  avatar: boolean
  name: boolean
  chainButton: boolean
  chainIcon: boolean
  chainName: boolean
  balance: boolean
}

export function resolveResponsive<T>(value: ResponsiveValue<T>, compact: boolean): T {
  if (typeof value === 'object' && value !== null && 'smallScreen' in value) {
    return compact ? value.smallScreen : (value.largeScreen ?? value.smallScreen)
  }
  return value
}

/**
 * Which parts of the connected button are drawn. The wrong-network button always shows (§4: it is
 * how the visitor gets back to a supported chain), whatever chainStatus says.
 */
export function connectButtonDisplay(
  options: ConnectButtonDisplayOptions,
  { compact, unsupported }: { compact: boolean; unsupported: boolean },
): ConnectButtonDisplay {
  const account = resolveResponsive(options.accountStatus, compact)
  const chain = resolveResponsive(options.chainStatus, compact)
  return {
    avatar: account !== 'address',
    name: account !== 'avatar',
    chainButton: unsupported || chain !== 'none',
    // A wrong network says so in words; the chain modal then lists the networks with their icons.
    chainIcon: !unsupported && (chain === 'icon' || chain === 'full'),
    chainName: unsupported || chain === 'name' || chain === 'full',
    // A plain `true` (the prop's old boolean form) keeps §2's rule: large screens only.
    balance:
      !unsupported &&
      (options.showBalance === true ? !compact : resolveResponsive(options.showBalance, compact)),
  }
}
