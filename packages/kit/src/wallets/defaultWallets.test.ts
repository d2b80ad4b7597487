// Covers the wallet catalogue: §2's groups, and for every wallet factory the §3 fields (names,
// hex colours, a lazily loaded data: icon, real https download and learn-more URLs, instruction
// steps whose texts are keys of en.wallets.json, deep links) and which wallets need a WalletConnect
// project id. Installed detection from the page is covered in findInjectedProvider.test.ts.
import { describe, expect, test } from 'vitest'
import en from '../i18n/en.json'
import enWallets from '../i18n/en.wallets.json'
import { defaultWalletGroups } from './defaultWallets'
import type { DownloadUrls, Instructions, Wallet } from './Wallet'

const catalogue: Record<string, string> = { ...en, ...enWallets }
const wallets = defaultWalletGroups.flatMap((group) => group.wallets.map((factory) => factory()))
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i
const DOWNLOAD_KEYS: (keyof DownloadUrls)[] = [
  'android',
  'ios',
  'mobile',
  'qrCode',
  'chrome',
  'edge',
  'firefox',
  'opera',
  'safari',
  'browserExtension',
]
const EXTENSION_KEYS: (keyof DownloadUrls)[] = [
  'chrome',
  'edge',
  'firefox',
  'opera',
  'safari',
  'browserExtension',
]
const MOBILE_KEYS: (keyof DownloadUrls)[] = ['android', 'ios', 'mobile']
const WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn'

const isHttps = (url: string) => new URL(url).protocol === 'https:'
const allInstructions = (w: Wallet): Instructions[] =>
  [
    w.extension?.instructions,
    w.qrCode?.instructions,
    w.mobile?.instructions,
    w.desktop?.instructions,
  ].filter((i): i is Instructions => i !== undefined)

test('behavior: §2 groups: Popular and Other, in order', () => {
  expect(defaultWalletGroups.map((g) => [g.groupName, g.wallets.map((f) => f().id)])).toEqual([
    ['Popular', ['injected', 'safe', 'rainbow', 'coinbase', 'metaMask', 'walletConnect', 'brave']],
    ['Other', ['argent', 'trust', 'ledger']],
  ])
})

test('behavior: wallet ids are unique', () => {
  expect(new Set(wallets.map((w) => w.id)).size).toBe(wallets.length)
})

test('behavior: the generic injected wallet is the Browser Wallet', () => {
  expect(wallets.find((w) => w.id === 'injected')?.name).toBe('Browser Wallet')
})

test('behavior: EIP-6963 ids of the wallets that announce themselves', () => {
  const rdns = Object.fromEntries(wallets.filter((w) => w.rdns).map((w) => [w.id, w.rdns]))
  expect(rdns).toEqual({
    metaMask: ['io.metamask', 'io.metamask.mobile'],
    coinbase: ['com.coinbase.wallet'],
    rainbow: ['me.rainbow'],
    brave: ['com.brave.wallet'],
    trust: ['com.trustwallet.app'],
  })
})

describe.each(wallets.map((w) => [w.id, w] as const))('%s', (_, wallet) => {
  test('behavior: has a name, a short name and hex colours', () => {
    expect(wallet.name.length).toBeGreaterThan(0)
    expect(wallet.shortName?.length).toBeGreaterThan(0)
    expect(wallet.iconBackground).toMatch(HEX)
    expect(wallet.iconAccent).toMatch(HEX)
  })

  test('behavior: its icon loads lazily as an SVG data: URL', async () => {
    const url = await wallet.iconUrl()
    expect(url).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toMatch(
      /^<svg [^>]*>.*<\/svg>$/,
    )
  })

  test('behavior: download URLs are known kinds and https', () => {
    for (const [kind, url] of Object.entries(wallet.downloadUrls ?? {})) {
      expect(DOWNLOAD_KEYS).toContain(kind)
      expect(isHttps(url), `${kind}: ${url}`).toBe(true)
    }
  })

  test('behavior: instructions have https learn-more URLs and steps keyed in en.wallets.json', () => {
    for (const { learnMoreUrl, steps } of allInstructions(wallet)) {
      expect(isHttps(learnMoreUrl)).toBe(true)
      expect(steps.length).toBeGreaterThan(0)
      expect(new Set(steps.map((s) => s.step)).size).toBe(steps.length)
      for (const { step, title, description } of steps) {
        expect(['install', 'create', 'scan', 'refresh']).toContain(step)
        expect(catalogue[title], title).toEqual(expect.any(String))
        expect(catalogue[description], description).toEqual(expect.any(String))
      }
    }
    if (wallet.unavailableReason)
      expect(catalogue[wallet.unavailableReason]).toEqual(expect.any(String))
  })

  test('behavior: an extension to download comes with extension instructions', () => {
    const urls = wallet.downloadUrls ?? {}
    if (EXTENSION_KEYS.some((k) => urls[k])) expect(wallet.extension?.instructions).toBeDefined()
    if (MOBILE_KEYS.some((k) => urls[k]))
      expect(wallet.qrCode?.instructions ?? wallet.mobile?.instructions).toBeDefined()
  })

  test('behavior: deep links carry the WalletConnect URI', () => {
    for (const getUri of [wallet.qrCode?.getUri, wallet.mobile?.getUri, wallet.desktop?.getUri]) {
      if (!getUri) continue
      const uri = getUri(WC_URI)
      expect(uri === WC_URI || uri.includes(encodeURIComponent(WC_URI))).toBe(true)
    }
  })

  test('behavior: outside a browser nothing is installed', () => {
    expect(wallet.installed === undefined || wallet.installed === false).toBe(true)
  })
})

describe('connectors', () => {
  const params = { appName: 'Test', projectId: 'a01b2c3d4e5f60718293a4b5c6d7e8f9' }
  const walletConnectOnly = ['walletConnect', 'argent', 'ledger']

  test('behavior: every wallet has a connector when a project id is set', () => {
    for (const wallet of wallets)
      expect(wallet.createConnector(params), wallet.id).toBeTypeOf('function')
  })

  test('behavior: without a project id only WalletConnect-only wallets are unavailable, with a reason', () => {
    const unavailable = wallets.filter(
      (w) => !w.createConnector({ ...params, projectId: undefined }),
    )
    expect(unavailable.map((w) => w.id)).toEqual(walletConnectOnly)
    for (const w of unavailable)
      expect(w.unavailableReason).toBe('connect.unavailable.no_project_id')
  })
})
