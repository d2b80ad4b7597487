import type { CreateConnectorFn } from 'wagmi'

/** §3 Instruction step. `title` and `description` are i18n catalogue keys, never literal text. */
export type InstructionStepName = 'install' | 'create' | 'scan' | 'refresh'
export type InstructionStep = {
  step: InstructionStepName
  title: string
  description: string
}
export type Instructions = {
  learnMoreUrl: string
  steps: readonly InstructionStep[]
}

/** §3 downloadUrls. */
export type DownloadUrls = {
  android?: string
  ios?: string
  mobile?: string
  qrCode?: string
  chrome?: string
  edge?: string
  firefox?: string
  opera?: string
  safari?: string
  browserExtension?: string
}

/** What a wallet's connector factory receives. */
export type WalletConnectorParams = {
  appName: string
  /** undefined: WalletConnect not configured (WalletConnect-based wallets are unavailable). */
  projectId: string | undefined
  walletConnectParameters?: {
    relayUrl?: string
    /**
     * WalletConnect Verify, off unless given: a Verify server (the Verify spec's: its enclave page
     * at this URL, framed hidden when a visitor picks a WalletConnect wallet, and `/attestation`
     * below it). Each proposal, sign-in and request is then attested, so a wallet that asks the
     * same server shows the app's domain as verified. `false` or unset: off, with any relay.
     */
    verifyUrl?: string | false
    metadata?: { name: string; description: string; url: string; icons: string[] }
  }
  /** Safe App mode: how long to wait for the host's Safe info. */
  safeInfoTimeoutMs?: number
  /**
   * Safe App mode: origins allowed to host the app (default Safe{Wallet}'s own), as origin strings
   * or RegExps anchored from `^` to `$` (an unanchored one throws InvalidSafeAllowedDomainError).
   */
  safeAllowedDomains?: readonly (string | RegExp)[]
}

/**
 * A wallet as data (ARCHITECTURE §5.4): one file per wallet under walletConnectors/.
 * Components read capabilities from here; they never compare ids.
 */
export type Wallet = {
  id: string
  /** other ids `WalletButton` accepts for this wallet (RainbowKit's, e.g. `coinbaseWallet`) */
  aliases?: readonly string[]
  name: string
  shortName?: string
  /** EIP-6963 reverse-DNS id(s): an announced provider with one of these makes the wallet installed. */
  rdns?: readonly string[]
  /** Lazily loaded icon (a data: URL), so icons stay out of the first-render bundle. */
  iconUrl: () => Promise<string>
  iconBackground: string
  /** §5: 3- or 6-digit hex colour. */
  iconAccent?: string
  /** true/false when the wallet can tell from the page (legacy injected flags); undefined: cannot tell. */
  installed?: boolean
  /** §5: dropped when an installed wallet matching this rule exists (returns true to hide). */
  hidden?: (installedWalletIds: readonly string[]) => boolean
  downloadUrls?: DownloadUrls
  mobile?: { getUri?: (uri: string) => string; instructions?: Instructions }
  desktop?: { getUri?: (uri: string) => string; instructions?: Instructions }
  qrCode?: { getUri: (uri: string) => string; instructions?: Instructions }
  extension?: { instructions?: Instructions }
  /** The wagmi connector; undefined when this wallet cannot work with the given params. */
  createConnector: (params: WalletConnectorParams) => CreateConnectorFn | undefined
  /** Why the wallet is unavailable when createConnector returns undefined (an i18n key). */
  unavailableReason?: string
}

export type WalletFactory = () => Wallet

export type WalletGroup = { groupName: string; wallets: readonly WalletFactory[] }

/** Attached to each wagmi connector created by connectorsForWallets. */
export type WalletDetails = {
  wallet: Wallet
  groupIndex: number
  groupName: string
  /** position in the configured list, for stable ordering */
  index: number
}

/**
 * §3 Wallet option: what the connect modal shows. Derived by wallets/walletList.ts from the
 * configured wallets, wagmi's connectors (including EIP-6963 discoveries) and the recent list.
 */
export type WalletOption = {
  id: string
  name: string
  shortName: string
  iconUrl: string | (() => Promise<string>)
  iconBackground: string
  iconAccent?: string
  groupIndex: number
  groupName: string
  ready: boolean
  recent: boolean
  installed: boolean
  /** §8: shown with "(unsupported)" */
  unsupported: boolean
  unavailableReason?: string
  downloadUrls?: DownloadUrls
  extensionDownloadUrl?: string
  mobileDownloadUrl?: string
  qrCode?: Wallet['qrCode']
  extension?: Wallet['extension']
  mobile?: Wallet['mobile']
  desktop?: Wallet['desktop']
  /** uid of the wagmi connector used to connect; undefined when unavailable */
  connectorUid?: string
}
