// Covers walletList's rules: configured wallets to options (§3), EIP-6963 merging, readiness,
// store links, §5 hiding (not ready without a way to get it; hidden rules), recent-first order
// (§9, at most 3) and grouping. Connectors are plain fixtures; wagmi itself is not involved.
import { describe, expect, test } from 'vitest'
import type { Wallet, WalletDetails } from './Wallet'
import {
  type ConnectorLike,
  groupWallets,
  INSTALLED_GROUP_INDEX,
  INSTALLED_GROUP_NAME,
  UNAVAILABLE_CONNECTOR_TYPE,
  type WalletListInput,
  walletList,
} from './walletList'

const icon = async () => 'data:image/svg+xml,x'
const instructions = {
  learnMoreUrl: 'https://example.org/learn',
  steps: [{ step: 'scan' as const, title: 'k.title', description: 'k.description' }],
}

const wallet = (patch: Partial<Wallet> & { id: string }): Wallet => ({
  name: patch.id,
  iconUrl: icon,
  iconBackground: '#ffffff',
  createConnector: () => undefined,
  ...patch,
})

let uid = 0
let index = 0
/** A connector as connectorsForWallets makes it (carrying the wallet's details). */
const configured = (
  w: Wallet,
  type = 'injected',
  group: Pick<WalletDetails, 'groupIndex' | 'groupName'> = { groupIndex: 0, groupName: 'Popular' },
): ConnectorLike => ({
  uid: `uid-${++uid}`,
  id: w.id,
  name: w.name,
  type,
  gatehouse: { wallet: w, ...group, index: index++ },
})

/** A connector wagmi made from an EIP-6963 announcement: id = rdns, no gatehouse details. */
const announced = (rdns: string, name: string): ConnectorLike => ({
  uid: `uid-${++uid}`,
  id: rdns,
  name,
  type: 'injected',
  icon: `data:image/png;base64,${name}`,
})

const metaMask = wallet({
  id: 'metaMask',
  name: 'MetaMask',
  rdns: ['io.metamask'],
  installed: false,
  downloadUrls: {
    chrome: 'https://chrome.example/mm',
    firefox: 'https://firefox.example/mm',
    browserExtension: 'https://metamask.example/download',
    ios: 'https://apps.example/mm',
    android: 'https://play.example/mm',
    mobile: 'https://metamask.example/mobile',
  },
  qrCode: { getUri: (uri) => uri, instructions },
  mobile: { getUri: (uri) => `metamask://wc?uri=${uri}` },
})
const walletConnect = wallet({ id: 'walletConnect', qrCode: { getUri: (uri) => uri } })
const argent = wallet({
  id: 'argent',
  downloadUrls: { mobile: 'https://argent.example/app' },
  mobile: { getUri: (uri) => `argent://${uri}` },
})
const brave = wallet({ id: 'brave', rdns: ['com.brave.wallet'], installed: false })
const injected = wallet({
  id: 'injected',
  installed: true,
  hidden: (installedIds) => installedIds.length > 0,
})

const list = (connectors: ConnectorLike[], patch: Partial<WalletListInput> = {}) =>
  walletList({ connectors, recentWalletIds: [], isMobile: false, ...patch })
const ids = (options: { id: string }[]) => options.map((o) => o.id)

describe('configured wallets', () => {
  test('behavior: a wallet becomes an option with its group, name and connector', () => {
    const connector = configured(
      wallet({ id: 'coinbase', name: 'Coinbase Wallet' }),
      'coinbaseWallet',
      {
        groupIndex: 1,
        groupName: 'Other',
      },
    )
    const [option] = list([connector])
    expect(option).toMatchObject({
      id: 'coinbase',
      name: 'Coinbase Wallet',
      shortName: 'Coinbase Wallet',
      groupIndex: 1,
      groupName: 'Other',
      installed: false,
      recent: false,
      unsupported: false,
      connectorUid: connector.uid,
    })
  })

  test('behavior: ready when installed, or when it cannot tell and has a connector', () => {
    const options = list([
      configured(wallet({ id: 'flagged', installed: true })),
      configured(wallet({ id: 'sdk' }), 'coinbaseWallet'),
      configured(metaMask, 'walletConnect'),
    ])
    const ready = Object.fromEntries(options.map((o) => [o.id, o.ready]))
    expect(ready).toEqual({ flagged: true, sdk: true, metaMask: false })
  })

  test('behavior: an unavailable connector leaves the wallet unready, with its reason', () => {
    const w = wallet({
      id: 'ledger',
      downloadUrls: { browserExtension: 'https://ledger.example' },
      unavailableReason: 'connect.unavailable.no_project_id',
    })
    const [option] = list([configured(w, UNAVAILABLE_CONNECTOR_TYPE)])
    expect(option).toMatchObject({
      ready: false,
      connectorUid: undefined,
      unavailableReason: 'connect.unavailable.no_project_id',
    })
  })

  test('behavior: QR code and deep links only through a WalletConnect connector', () => {
    const [viaExtension] = list([configured({ ...metaMask, installed: true }, 'injected')])
    expect(viaExtension?.qrCode).toBeUndefined()
    expect(viaExtension?.mobile?.getUri).toBeUndefined()
    // the QR instructions still serve the mobile instructions step
    expect(viaExtension?.mobile?.instructions).toBe(instructions)
    const [viaWalletConnect] = list([configured(metaMask, 'walletConnect')])
    expect(viaWalletConnect?.qrCode?.getUri('wc:1')).toBe('wc:1')
    expect(viaWalletConnect?.mobile?.getUri?.('wc:1')).toBe('metamask://wc?uri=wc:1')
  })

  test('behavior: the unsupported flag comes from the connector', () => {
    const connector = { ...configured(wallet({ id: 'x', installed: true })), unsupported: true }
    expect(list([connector])[0]?.unsupported).toBe(true)
  })
})

describe('download links', () => {
  const option = (patch: Partial<WalletListInput>) => list([configured(metaMask)], patch)[0]

  test('behavior: the extension link is the browser’s store, else the generic page', () => {
    expect(option({ browser: 'chrome' })?.extensionDownloadUrl).toBe('https://chrome.example/mm')
    expect(option({ browser: 'brave' })?.extensionDownloadUrl).toBe('https://chrome.example/mm')
    expect(option({ browser: 'firefox' })?.extensionDownloadUrl).toBe('https://firefox.example/mm')
    expect(option({ browser: 'safari' })?.extensionDownloadUrl).toBe(
      'https://metamask.example/download',
    )
    expect(option({})?.extensionDownloadUrl).toBe('https://metamask.example/download')
  })

  test('behavior: the mobile link is the OS’s store, else the generic page; no extension on a phone', () => {
    expect(option({ os: 'ios' })).toMatchObject({
      mobileDownloadUrl: 'https://apps.example/mm',
      extensionDownloadUrl: undefined,
    })
    expect(option({ os: 'android' })?.mobileDownloadUrl).toBe('https://play.example/mm')
    expect(option({ os: 'desktop' })?.mobileDownloadUrl).toBe('https://metamask.example/mobile')
  })
})

describe('§5 hiding', () => {
  test('behavior: not ready and no extension download URL is hidden on desktop', () => {
    const options = list([
      configured(metaMask),
      configured(brave),
      configured(argent, UNAVAILABLE_CONNECTOR_TYPE),
    ])
    expect(ids(options)).toEqual(['metaMask'])
  })

  test('behavior: on mobile a mobile download URL or a WalletConnect path keeps a wallet', () => {
    const deepLinkOnly = wallet({ id: 'deepLink', installed: false, mobile: { getUri: (u) => u } })
    const options = list(
      [
        configured(argent, UNAVAILABLE_CONNECTOR_TYPE),
        configured(deepLinkOnly, 'walletConnect'),
        configured(brave),
      ],
      { isMobile: true, os: 'ios' },
    )
    expect(ids(options)).toEqual(['argent', 'deepLink'])
  })

  test('behavior: on a phone a WalletConnect wallet is ready through its deep link', () => {
    const [option] = list([configured(metaMask, 'walletConnect')], {
      isMobile: true,
      os: 'android',
    })
    expect(option?.ready).toBe(true)
  })

  test('behavior: a WalletConnect wallet without a project id is listed as unavailable', () => {
    const reason = 'connect.unavailable.no_project_id'
    const unconfigured = { ...walletConnect, unavailableReason: reason }
    const [option] = list([configured(unconfigured, UNAVAILABLE_CONNECTOR_TYPE)])
    expect(option).toMatchObject({ id: 'walletConnect', ready: false, unavailableReason: reason })
    // without a reason, an unready wallet with no way to get it is still hidden (§5)
    expect(list([configured(walletConnect, UNAVAILABLE_CONNECTOR_TYPE)])).toEqual([])
    expect(ids(list([configured(walletConnect, 'walletConnect')]))).toEqual(['walletConnect'])
  })

  test('behavior: a hidden rule drops the wallet when another installed wallet exists', () => {
    expect(ids(list([configured(injected), configured(metaMask)]))).toEqual([
      'injected',
      'metaMask',
    ])
    const mmInstalled = { ...metaMask, installed: true }
    expect(ids(list([configured(injected), configured(mmInstalled)]))).toEqual(['metaMask'])
    // an announced (EIP-6963) wallet counts as installed too
    expect(ids(list([configured(injected), announced('io.rabby', 'Rabby')]))).toEqual(['io.rabby'])
  })

  test('behavior: the hidden rule is given the other installed ids, never the wallet’s own', () => {
    const seen: (readonly string[])[] = []
    const w = wallet({
      id: 'self',
      installed: true,
      hidden: (installedIds) => {
        seen.push(installedIds)
        return false
      },
    })
    list([configured(w), configured(wallet({ id: 'other', installed: true }))])
    expect(seen).toEqual([['other']])
  })
})

describe('EIP-6963', () => {
  test('behavior: an announced wallet matching a configured rdns makes it installed and ready', () => {
    const mm = configured(metaMask)
    const announcement = announced('io.metamask', 'MetaMask')
    const options = list([mm, configured(brave), announcement])
    expect(options).toHaveLength(1)
    expect(options[0]).toMatchObject({
      id: 'metaMask',
      installed: true,
      ready: true,
      connectorUid: announcement.uid,
      groupName: 'Popular',
    })
  })

  test('behavior: the announced connector replaces an unavailable one', () => {
    const trust = wallet({ id: 'trust', rdns: ['com.trustwallet.app'], unavailableReason: 'r' })
    const announcement = announced('com.trustwallet.app', 'Trust Wallet')
    const [option] = list([configured(trust, UNAVAILABLE_CONNECTOR_TYPE), announcement])
    expect(option).toMatchObject({
      ready: true,
      connectorUid: announcement.uid,
      unavailableReason: undefined,
    })
  })

  test('behavior: unknown announced wallets form the Installed group, listed first', () => {
    const rabby = announced('io.rabby', 'Rabby Wallet')
    const options = list([configured(metaMask), rabby])
    expect(ids(options)).toEqual(['io.rabby', 'metaMask'])
    expect(options[0]).toMatchObject({
      name: 'Rabby Wallet',
      iconUrl: rabby.icon,
      groupIndex: INSTALLED_GROUP_INDEX,
      groupName: INSTALLED_GROUP_NAME,
      installed: true,
      ready: true,
      connectorUid: rabby.uid,
    })
  })

  test('behavior: an announced wallet without an icon gets a neutral data URL', () => {
    const { icon: _, ...noIcon } = announced('io.plain', 'Plain')
    expect(list([noIcon])[0]?.iconUrl).toMatch(/^data:image\/svg\+xml,/)
  })

  test('behavior: connectors that are neither configured nor injected are ignored', () => {
    expect(list([{ uid: 'u', id: 'mock', name: 'Mock', type: 'mock' }])).toEqual([])
  })
})

describe('order and recent wallets', () => {
  const popular = (w: Wallet) => configured({ ...w, installed: true }, 'injected')
  const other = (w: Wallet) =>
    configured({ ...w, installed: true }, 'injected', { groupIndex: 1, groupName: 'Other' })
  const connectors = () => [
    other(wallet({ id: 'ledger' })),
    popular(wallet({ id: 'rainbow' })),
    popular(wallet({ id: 'coinbase' })),
    other(wallet({ id: 'trust' })),
    popular(wallet({ id: 'metaMask' })),
  ]

  test('behavior: group order, then configured order', () => {
    expect(ids(list(connectors()))).toEqual(['rainbow', 'coinbase', 'metaMask', 'ledger', 'trust'])
  })

  test('behavior: at most 3 recent wallets come first, in recent order, flagged recent', () => {
    const options = list(connectors(), {
      recentWalletIds: ['trust', 'gone', 'metaMask', 'trust', 'ledger', 'coinbase'],
    })
    expect(ids(options)).toEqual(['trust', 'metaMask', 'ledger', 'rainbow', 'coinbase'])
    expect(options.map((o) => o.recent)).toEqual([true, true, true, false, false])
  })

  test('behavior: a hidden wallet is not brought back by the recent list', () => {
    const options = list([configured(brave), popular(wallet({ id: 'rainbow' }))], {
      recentWalletIds: ['brave'],
    })
    expect(ids(options)).toEqual(['rainbow'])
  })

  test('behavior: groupWallets keeps order, with Recent first', () => {
    const options = list([announced('io.rabby', 'Rabby'), ...connectors()], {
      recentWalletIds: ['ledger'],
    })
    expect(groupWallets(options).map((g) => [g.groupName, ids(g.wallets)])).toEqual([
      ['Recent', ['ledger']],
      ['Installed', ['io.rabby']],
      ['Popular', ['rainbow', 'coinbase', 'metaMask']],
      ['Other', ['trust']],
    ])
  })

  test('behavior: groupWallets puts Recent first whatever the input order', () => {
    const [a, b] = list(connectors())
    if (!a || !b) throw new Error('fixture')
    const groups = groupWallets([a, { ...b, recent: true }])
    expect(groups.map((g) => g.groupName)).toEqual(['Recent', 'Popular'])
    expect(groupWallets([])).toEqual([])
  })
})
