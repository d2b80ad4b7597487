// The wallet SDKs (WalletConnect, Coinbase) are loaded only when needed: never on a page load or a
// reload after connecting an injected wallet, nor, in this build without WalletConnect, on opening
// the modal. With WalletConnect on, its code (no more) preloads in idle time once the wallet list
// is open (#25; e2e/walletconnect.spec.ts). The QR library is part of the
// modals' code, which preloads in idle time after the first render so that no step suspends when
// shown (e2e/noSuspend.spec.ts); that it stays out of the first render is checked on the build by
// bench/bundleBudget.test.ts. Chunk files are looked up in the e2e build's Vite manifest.
import path from 'node:path'
import { expect, test } from './support/fixtures'
import { chunkFiles, recordScripts } from './support/scripts'

const DIST = path.resolve(import.meta.dirname, '../apps/demo/dist-e2e')
const SDK_FILES = chunkFiles(DIST, /(@gatehouse|packages)\/walletconnect\/|@coinbase\/wallet-sdk/)
const QR_FILES = chunkFiles(DIST, /kit\/(src|dist)\/components\/QRCode\/qr\/qrSvg\.[jt]s$/)

test('no wallet SDK loads on page load, auto-connect or opening the modal', async ({
  page,
  wallet,
}) => {
  expect(SDK_FILES.length).toBeGreaterThan(0)
  const loaded = recordScripts(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: 'Test Wallet' }).click()
  await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
  expect(wallet.authorized).toBe(true)
  expect(loaded.length).toBeGreaterThan(0)
  expect(loaded.filter((file) => SDK_FILES.includes(file))).toEqual([])
})

test('the QR library loads when a QR code is shown', async ({ page }) => {
  const loaded = recordScripts(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
  await dialog.getByRole('button', { name: 'GET' }).first().click()
  await dialog.getByRole('button', { name: 'Get the app' }).click()
  await expect(
    dialog.getByRole('img', { name: /^QR code to download / }).locator('svg'),
  ).toBeVisible()
  expect(loaded.some((file) => QR_FILES.includes(file))).toBe(true)
})
