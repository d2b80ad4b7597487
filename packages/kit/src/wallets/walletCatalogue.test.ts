// Covers every wallet factory @gatehouse/kit/wallets exports (the spec's ten plus RainbowKit
// 2.2.11's catalogue): each RainbowKit name exists, ids are unique, URLs are well-formed https
// (deep links may use the wallet's own scheme), rdns are reverse-DNS names, colours are hex, and
// each icon loads lazily as an image data: URL (a brand mark or the neutral initial).
import { describe, expect, test } from 'vitest'
import * as exported from '../exports/wallets'
import type { Wallet, WalletFactory } from './Wallet'

// RainbowKit 2.2.11's packages/rainbowkit/src/wallets/walletConnectors/index.ts, every export.
const RAINBOWKIT_WALLET_EXPORTS = [
  'argentWallet',
  'anchorageDigitalWallet',
  'backpackWallet',
  'base',
  'baseAccount',
  'berasigWallet',
  'bestWallet',
  'bifrostWallet',
  'binanceWallet',
  'bitgetWallet',
  'bitskiWallet',
  'bitverseWallet',
  'bloomWallet',
  'braveWallet',
  'bybitWallet',
  'clvWallet',
  'coin98Wallet',
  'coinbaseWallet',
  'compassWallet',
  'coreWallet',
  'ctrlWallet',
  'dawnWallet',
  'desigWallet',
  'enkryptWallet',
  'foxWallet',
  'frameWallet',
  'frontierWallet',
  'gateWallet',
  'geminiWallet',
  'imTokenWallet',
  'injectedWallet',
  'iopayWallet',
  'kaiaWallet',
  'kaikasWallet',
  'krakenWallet',
  'kresusWallet',
  'ledgerWallet',
  'magicEdenWallet',
  'metaMaskWallet',
  'mewWallet',
  'mecoWallet',
  'nestWallet',
  'novaWallet',
  'oktoWallet',
  'okxWallet',
  'omniWallet',
  'oneInchWallet',
  'oneKeyWallet',
  'paraSwapWallet',
  'portoWallet',
  'phantomWallet',
  'rabbyWallet',
  'rainbowWallet',
  'readyWallet',
  'ramperWallet',
  'roninWallet',
  'safeWallet',
  'safeheronWallet',
  'safepalWallet',
  'seifWallet',
  'subWallet',
  'tahoWallet',
  'talismanWallet',
  'tokenPocketWallet',
  'tokenaryWallet',
  'trustWallet',
  'universalProfilesWallet',
  'uniswapWallet',
  'valoraWallet',
  'walletConnectWallet',
  'wigwamWallet',
  'xdefiWallet',
  'xPortalWallet',
  'zealWallet',
  'zerionWallet',
  'zilPayWallet',
] as const

const NOT_WALLETS = new Set([
  'connectorsForWallets',
  'walletDetailsOf',
  'defaultWalletGroups',
  'getDefaultConfig',
  'getWalletConnectConnector',
  'lazyHttp',
])
const factories = new Map<string, WalletFactory>(
  Object.entries(exported).filter(
    (entry): entry is [string, WalletFactory] =>
      typeof entry[1] === 'function' && !NOT_WALLETS.has(entry[0]),
  ),
)
// Aliases (baseAccount, xdefiWallet) are the same factory: one wallet each.
const wallets: Wallet[] = [...new Set(factories.values())].map((factory) => factory())

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i
const RDNS = /^[a-z0-9-]+(\.[a-z0-9$_-]+)+$/i
const WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn'

function isHttps(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && parsed.hostname.includes('.')
  } catch {
    return false
  }
}

/** A deep link: https, the WalletConnect URI itself, or the wallet's own scheme carrying it. */
function isDeepLink(link: string): boolean {
  if (link === WC_URI || isHttps(link)) return true
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(link)?.[1]
  return (
    scheme !== undefined &&
    !['http', 'javascript', 'data', 'file'].includes(scheme.toLowerCase()) &&
    link.includes(encodeURIComponent(WC_URI))
  )
}

test('behavior: every wallet factory RainbowKit 2.2.11 exports is exported under its name', () => {
  const missing = RAINBOWKIT_WALLET_EXPORTS.filter((name) => !factories.has(name))
  expect(missing).toEqual([])
  expect(wallets.length).toBeGreaterThanOrEqual(RAINBOWKIT_WALLET_EXPORTS.length - 2)
})

test('behavior: every wallet id is unique', () => {
  const ids = wallets.map((w) => w.id)
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
})

describe.each(wallets.map((w) => [w.id, w] as const))('%s', (_id, wallet) => {
  test('behavior: a name, hex colours, reverse-DNS rdns', () => {
    expect(wallet.name.trim()).not.toBe('')
    expect(wallet.iconBackground).toMatch(HEX)
    if (wallet.iconAccent !== undefined) expect(wallet.iconAccent).toMatch(HEX)
    for (const rdns of wallet.rdns ?? []) expect(rdns).toMatch(RDNS)
  })

  test('behavior: download links are well-formed https', () => {
    for (const [platform, url] of Object.entries(wallet.downloadUrls ?? {}))
      expect(isHttps(url), `${platform}: ${url}`).toBe(true)
  })

  test('behavior: deep links are https or the wallet’s own scheme, carrying the pairing URI', () => {
    for (const part of ['mobile', 'desktop', 'qrCode'] as const) {
      const getUri = wallet[part]?.getUri
      if (getUri) expect(isDeepLink(getUri(WC_URI)), `${part}: ${getUri(WC_URI)}`).toBe(true)
    }
  })

  test('behavior: the icon loads lazily as an image data: URL', async () => {
    expect(await wallet.iconUrl()).toMatch(/^data:image\/svg\+xml,%3Csvg/)
  })
})
