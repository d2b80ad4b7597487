// Derives the connect modal's wallet options (§3) from wagmi's connectors: the configured wallets
// (carrying `gatehouse` details from connectorsForWallets) merged with EIP-6963 discoveries, then
// the §5 visibility rules and the §9 recent-first order. Pure: no React, DOM or storage.

import { RECENT_WALLETS_SHOWN } from '../core/constants'
import { UNAVAILABLE_CONNECTOR_TYPE } from '../core/unavailableConnectorType'
import type { DownloadUrls, Wallet, WalletDetails, WalletOption } from './Wallet'

/** The part of a wagmi `Connector` read here. */
export type ConnectorLike = {
  readonly uid: string
  readonly id: string
  readonly name: string
  readonly type: string
  readonly icon?: string | undefined
  readonly rdns?: string | readonly string[] | undefined
  readonly gatehouse?: WalletDetails | undefined
  /** Set by a connector that knows it cannot serve this app; the UI adds "(unsupported)" (§8). */
  readonly unsupported?: boolean | undefined
}

export type WalletListInput = {
  connectors: readonly ConnectorLike[]
  recentWalletIds: readonly string[]
  /** A phone: WalletConnect wallets open by deep link, and §5 keeps mobile-downloadable ones. */
  isMobile: boolean
  /** Picks the extension store link; undefined: the wallet's generic extension page. */
  browser?: 'chrome' | 'edge' | 'firefox' | 'opera' | 'safari' | 'brave' | undefined
  /** Picks the app store link; on ios/android no extension link is offered. */
  os?: 'ios' | 'android' | 'desktop' | undefined
}

export type WalletGroupView = { groupName: string; wallets: WalletOption[] }

export const RECENT_GROUP_NAME = 'Recent'
/** EIP-6963 wallets the app did not configure; listed before every configured group. */
export const INSTALLED_GROUP_NAME = 'Installed'
export const INSTALLED_GROUP_INDEX = -1
export { UNAVAILABLE_CONNECTOR_TYPE }

// A neutral mark for a discovered wallet that announced no icon.
const FALLBACK_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#e5e7eb"/><rect x="7" y="9" width="14" height="10" rx="2" fill="#9ca3af"/></svg>',
)}`

type Candidate = {
  option: WalletOption
  order: number
  hidden: Wallet['hidden']
  /** can connect by WalletConnect deep link (counts as a way in on mobile, §5) */
  walletConnectPath: boolean
}

export function walletList(listInput: WalletListInput): WalletOption[] {
  // a phone's OS implies the mobile rules, whatever the layout says
  const input = { ...listInput, isMobile: listInput.isMobile || isPhone(listInput.os) }
  const candidates = collectCandidates(input)
  const installedIds = candidates.filter((c) => c.option.installed).map((c) => c.option.id)
  const visible = unique(
    candidates
      .filter((c) => !c.hidden?.(installedIds.filter((id) => id !== c.option.id)))
      .filter((c) => isShown(c, input.isMobile)),
  )
    .sort((a, b) => a.option.groupIndex - b.option.groupIndex || a.order - b.order)
    .map((c) => c.option)

  const byId = new Map(visible.map((option) => [option.id, option]))
  const recentIds = [...new Set(input.recentWalletIds)]
    .filter((id) => byId.has(id))
    .slice(0, RECENT_WALLETS_SHOWN)
  const recent = recentIds.flatMap((id) => {
    const option = byId.get(id)
    return option ? [{ ...option, recent: true }] : []
  })
  return [...recent, ...visible.filter((option) => !recentIds.includes(option.id))]
}

/**
 * The GET step's wallets (§2): configured wallets the visitor can download and has not
 * installed, in configured order. §5's hiding does not apply: this is the list of wallets to get.
 */
export function walletsToGet(listInput: WalletListInput): WalletOption[] {
  const input = { ...listInput, isMobile: listInput.isMobile || isPhone(listInput.os) }
  return unique(collectCandidates(input))
    .filter((c) => c.option.groupIndex >= 0 && !c.option.installed)
    .filter((c) => c.option.extensionDownloadUrl || c.option.mobileDownloadUrl)
    .sort((a, b) => a.option.groupIndex - b.option.groupIndex || a.order - b.order)
    .map((c) => c.option)
}

/** Options grouped for display, in order; the recent ones form a 'Recent' group, first. */
export function groupWallets(options: readonly WalletOption[]): WalletGroupView[] {
  const groups = new Map<string, WalletOption[]>([[RECENT_GROUP_NAME, []]])
  for (const option of options) {
    const name = option.recent ? RECENT_GROUP_NAME : option.groupName
    const group = groups.get(name)
    if (group) group.push(option)
    else groups.set(name, [option])
  }
  return [...groups]
    .filter(([, wallets]) => wallets.length > 0)
    .map(([groupName, wallets]) => ({ groupName, wallets }))
}

function collectCandidates(input: WalletListInput): Candidate[] {
  const announced = input.connectors.filter((c) => !c.gatehouse && c.type === 'injected')
  const claimed = new Set<string>()
  const candidates: Candidate[] = []
  for (const connector of input.connectors) {
    const details = connector.gatehouse
    if (!details) continue
    // wagmi names an EIP-6963 connector by its rdns
    const match = announced.find((a) => rdnsOf(a).some((r) => details.wallet.rdns?.includes(r)))
    if (match) claimed.add(match.uid)
    candidates.push(configuredCandidate(connector, details, match, input))
  }
  announced.forEach((connector, order) => {
    if (!claimed.has(connector.uid)) candidates.push(discoveredCandidate(connector, order))
  })
  return candidates
}

function configuredCandidate(
  connector: ConnectorLike,
  { wallet, groupIndex, groupName, index }: WalletDetails,
  announced: ConnectorLike | undefined,
  input: WalletListInput,
): Candidate {
  const available = connector.type !== UNAVAILABLE_CONNECTOR_TYPE
  const installed = announced !== undefined || wallet.installed === true
  // QR codes and deep links only work through a WalletConnect connector; an extension (found by
  // its flag or announced) connects directly.
  const viaWalletConnect = !announced && connector.type === 'walletConnect'
  const walletConnectPath = viaWalletConnect && wallet.mobile?.getUri !== undefined
  // A wallet that can tell whether it is installed is ready only when it is, except on a phone,
  // where its app is reached by deep link whatever the browser holds.
  const ready =
    installed ||
    (available && (wallet.installed === undefined || (input.isMobile && walletConnectPath)))
  return {
    order: index,
    hidden: wallet.hidden,
    walletConnectPath,
    option: {
      id: wallet.id,
      name: wallet.name,
      shortName: wallet.shortName ?? wallet.name,
      iconUrl: wallet.iconUrl,
      iconBackground: wallet.iconBackground,
      iconAccent: wallet.iconAccent,
      groupIndex,
      groupName,
      ready,
      recent: false,
      installed,
      unsupported: (announced ?? connector).unsupported === true,
      unavailableReason: available || announced ? undefined : wallet.unavailableReason,
      downloadUrls: wallet.downloadUrls,
      extensionDownloadUrl: isPhone(input.os)
        ? undefined
        : extensionDownloadUrl(wallet.downloadUrls, input),
      mobileDownloadUrl: mobileDownloadUrl(wallet.downloadUrls, input),
      qrCode: viaWalletConnect ? wallet.qrCode : undefined,
      extension: wallet.extension,
      // without WalletConnect the deep links are dropped, but the QR instructions still serve
      // the mobile instructions step
      mobile: viaWalletConnect
        ? wallet.mobile
        : withoutUri(wallet.mobile, wallet.mobile?.instructions ?? wallet.qrCode?.instructions),
      desktop: viaWalletConnect ? wallet.desktop : withoutUri(wallet.desktop),
      connectorUid: announced?.uid ?? (available ? connector.uid : undefined),
    },
  }
}

function discoveredCandidate(connector: ConnectorLike, order: number): Candidate {
  return {
    order,
    hidden: undefined,
    walletConnectPath: false,
    option: {
      id: connector.id,
      name: connector.name,
      shortName: connector.name,
      iconUrl: connector.icon ?? FALLBACK_ICON,
      iconBackground: '#ffffff',
      groupIndex: INSTALLED_GROUP_INDEX,
      groupName: INSTALLED_GROUP_NAME,
      ready: true,
      recent: false,
      installed: true,
      unsupported: connector.unsupported === true,
      connectorUid: connector.uid,
    },
  }
}

/**
 * §5: not ready and no way to get it here means hidden. A wallet the app's configuration leaves
 * unavailable (WalletConnect without a project id) stays listed with its reason: the visitor
 * learns why, instead of the wallet silently missing.
 */
function isShown({ option, walletConnectPath }: Candidate, isMobile: boolean): boolean {
  if (option.ready || option.extensionDownloadUrl || option.unavailableReason) return true
  return isMobile && (option.mobileDownloadUrl !== undefined || walletConnectPath)
}

function extensionDownloadUrl(
  urls: DownloadUrls | undefined,
  { browser }: WalletListInput,
): string | undefined {
  if (!urls) return undefined
  // Brave installs extensions from the Chrome Web Store.
  const store = browser === 'brave' ? urls.chrome : browser ? urls[browser] : undefined
  return store ?? urls.browserExtension
}

function mobileDownloadUrl(
  urls: DownloadUrls | undefined,
  { os }: WalletListInput,
): string | undefined {
  if (!urls) return undefined
  const store = os === 'ios' ? urls.ios : os === 'android' ? urls.android : undefined
  return store ?? urls.mobile
}

function withoutUri(
  surface: Wallet['mobile'] | Wallet['desktop'],
  instructions = surface?.instructions,
): Wallet['mobile'] {
  return instructions ? { instructions } : undefined
}

/** The first candidate wins should two claim the same id (e.g. a wallet configured twice). */
function unique(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>()
  return candidates.filter((c) => {
    if (seen.has(c.option.id)) return false
    seen.add(c.option.id)
    return true
  })
}

function isPhone(os: WalletListInput['os']): boolean {
  return os === 'ios' || os === 'android'
}

function rdnsOf(connector: ConnectorLike): readonly string[] {
  const { rdns } = connector
  if (rdns === undefined) return [connector.id]
  return typeof rdns === 'string' ? [rdns] : rdns
}
