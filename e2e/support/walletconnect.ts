// WalletConnect in the browser, offline: the SDK's verify.walletconnect.org frame stubbed (it
// cannot exist offline; the stub answers an unsigned attestation at once, as the reference
// browser.mjs does), QR codes read back from screenshots, and a Node wallet per test.
import {
  NodeWalletConnectWallet,
  type NodeWalletConnectWalletOptions,
} from '@gatehouse/testkit/walletconnect'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { expect, test } from './fixtures'
import { E2E_RELAY_URL, E2E_RPC_URLS, E2E_WC_BASE_URL } from './ports'

const VERIFY_STUB = `<script>
const id = new URLSearchParams(location.search).get("id");
const b64 = (o) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\\+/g, "-").replace(/\\//g, "_");
const jwt = b64({ alg: "ES256", typ: "JWT" }) + "." + b64({ id, origin: "offline-test", isScam: false, isVerified: false, exp: Math.floor(Date.now() / 1000) + 300 }) + ".AA";
parent.postMessage(JSON.stringify({ type: "verify_attestation", attestation: jwt }), "*");
</script>`

export async function stubWalletConnectVerify(context: BrowserContext): Promise<void> {
  await context.route('https://verify.walletconnect.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: VERIFY_STUB }),
  )
}

/** Reads the QR code in `qr` from a screenshot, as a phone's camera would. */
export async function decodeQr(qr: Locator): Promise<string> {
  const png = PNG.sync.read(await qr.screenshot())
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  if (!code) throw new Error('no QR code found in the screenshot')
  return code.data
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

/** Has `wallet` scan the WalletConnect QR code, as a phone would, and waits for the connection. */
export async function connectByQr(page: Page, wallet: NodeWalletConnectWallet) {
  const { dialog, qr } = await showWalletConnectQr(page)
  const uri = await decodeQr(qr)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri)
  await expect(dialog).toBeHidden()
}

/**
 * Registers, in the enclosing describe, a fresh Node wallet on the local relay for each test
 * (verify frame stubbed); returns a getter for the current one. `options` is read per test.
 */
export function walletConnectPeer(
  options: () => Partial<NodeWalletConnectWalletOptions> = () => ({}),
): () => NodeWalletConnectWallet {
  let wallet: NodeWalletConnectWallet | undefined
  test.beforeEach(async ({ context }) => {
    await stubWalletConnectVerify(context)
    wallet = await NodeWalletConnectWallet.start({
      relayUrl: E2E_RELAY_URL,
      rpcUrls: E2E_RPC_URLS,
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
