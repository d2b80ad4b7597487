// The size an app pays for `import { ConnectButton, GatehouseProvider } from '@gatehouse/kit'`
// beyond react, react-dom, wagmi, viem and TanStack Query, bundled from the built dist/ by plain
// Vite (no build plugin of ours). Sizes are deterministic, so the budget is a test.
import { beforeAll, expect, test } from 'vitest'
import enRest from '../packages/kit/src/i18n/en.json'
import { KIT_FIRST_RENDER_BUDGET_BYTES, type KitSize, measureKitSize } from './kitSize'

let size: KitSize

beforeAll(async () => {
  size = await measureKitSize()
  console.log(
    `@gatehouse/kit first render beyond react, react-dom, wagmi, viem, TanStack Query: ${(size.gzip / 1024).toFixed(1)} KB gzip (budget ${KIT_FIRST_RENDER_BUDGET_BYTES / 1024} KB)`,
  )
}, 120_000)

test('behavior: ConnectButton + GatehouseProvider stay within the budget', () => {
  // A floor too: a bundle that lost the kit (tree-shaken away) must not pass as small.
  expect(size.gzip).toBeGreaterThan(5 * 1024)
  expect(size.gzip).toBeLessThanOrEqual(KIT_FIRST_RENDER_BUDGET_BYTES)
})

test('behavior: modals, languages, transactions and the QR code stay lazy in an app bundling dist/', () => {
  const lazy = [
    /ConnectModal\/ConnectModal\.js$/,
    /AccountModal\/AccountModal\.js$/,
    /ChainModal\/ChainModal\.js$/,
    /SignInDialog\/SignInDialog\.js$/,
    /i18n\/locales\/de\.js$/,
    /i18n\/withAllStrings\.js$/,
    // the recent-transaction store and the follower that tracks and announces (#18)
    /transactions\/browserTransactionStore\.js$/,
    /TransactionAnnouncer\/TransactionFollower\.js$/,
    // the kit's own QR encoder (components/QRCode/qr/), whose entry is qrSvg
    /components\/QRCode\/qr\/qrSvg\.js$/,
  ]
  for (const pattern of lazy) {
    // Each is in the build as a chunk of its own…
    expect(size.all.filter((k) => pattern.test(k)).length, String(pattern)).toBeGreaterThan(0)
    // …and none is reachable from the entry through static imports.
    expect(
      size.firstRender.filter((k) => pattern.test(k)),
      String(pattern),
    ).toEqual([])
  }
})

test('behavior: only the first render’s English is in the first render', () => {
  // en.json's strings load with the lazy views (packages/kit/src/i18n/allStrings.ts); the long
  // ones are distinctive enough that finding one means the file came along.
  const distinctive = Object.values(enRest as Record<string, string>).filter((s) => s.length > 30)
  expect(distinctive.length).toBeGreaterThan(10)
  expect(distinctive.filter((text) => size.firstRenderCode.includes(text))).toEqual([])
})
