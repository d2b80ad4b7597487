// WalletConnect in the browser, offline: QR codes read back from screenshots and a Node wallet
// per test. Nothing stubs verify.walletconnect.org: the demo's relay is local, so the kit leaves
// WalletConnect Verify off, and the suite's outside-request guard fails any test whose page asks
// for it (or for any other non-loopback host).
import {
  NodeWalletConnectWallet,
  type NodeWalletConnectWalletOptions,
} from '@gatehouse/testkit/walletconnect'
import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { expect, test } from './fixtures'
import { E2E_RELAY_URL, E2E_RPC_URLS, E2E_WC_BASE_URL } from './ports'

/** The text of the QR code in one screenshot of `qr`, or undefined when none can be read. */
async function readQr(qr: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await qr.screenshot())
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
}

/**
 * Reads the QR code in `qr` from screenshots, as a phone's camera does: it keeps looking until
 * it reads one (within expect's time-out). One screenshot is not always enough: a fresh-clone run
 * on a busy machine, with the code now drawn in the click's own task, took one it could not read
 * (not reproduced in 18 runs under load since, its cause not found).
 */
export async function decodeQr(qr: Locator): Promise<string> {
  let text: string | undefined
  await expect
    .poll(
      async () => {
        text = await readQr(qr)
        return text
      },
      { message: 'a QR code that can be read' },
    )
    .toBeDefined()
  return text as string
}

/** Opens the WalletConnect demo's connect modal, chooses WalletConnect and waits for its QR code. */
export async function showWalletConnectQr(page: Page) {
  await page.goto(E2E_WC_BASE_URL)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: 'WalletConnect' }).click()
  const qr = dialog.getByRole('img', { name: /^Scan with / })
  await expect(qr.locator('svg')).toBeVisible()
  return { dialog, qr }
}

/**
 * pair()'s wait before it reads the URI. The test kit's default (1.5 s) lets Reown's dapp SDK
 * finish a pass it makes 1 s after its init; the dapp here is the demo, on the kit's own
 * WalletConnect client, which makes no such pass, so the phone pairs as soon as the test has the
 * URI (walletconnectOfficialDapp.spec.ts, whose dapp is Reown's, keeps the default).
 */
export const DEMO_DAPP_SCAN_DELAY_MS = 0

/** Has `wallet` scan the WalletConnect QR code, as a phone would, and waits for the connection. */
export async function connectByQr(page: Page, wallet: NodeWalletConnectWallet) {
  const { dialog, qr } = await showWalletConnectQr(page)
  const uri = await decodeQr(qr)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri)
  await expect(dialog).toBeHidden()
}

/**
 * Registers, in the enclosing describe, a fresh Node wallet on the local relay for each test;
 * returns a getter for the current one. `options` is read per test.
 */
export function walletConnectPeer(
  options: () => Partial<NodeWalletConnectWalletOptions> = () => ({}),
): () => NodeWalletConnectWallet {
  let wallet: NodeWalletConnectWallet | undefined
  test.beforeEach(async () => {
    wallet = await NodeWalletConnectWallet.start({
      relayUrl: E2E_RELAY_URL,
      rpcUrls: E2E_RPC_URLS,
      scanDelayMs: DEMO_DAPP_SCAN_DELAY_MS,
      ...options(),
    })
  })
  test.afterEach(async () => {
    await wallet?.close()
    wallet = undefined
  })
  return () => {
    if (!wallet) throw new Error('the WalletConnect peer exists only inside a test')
    return wallet
  }
}
