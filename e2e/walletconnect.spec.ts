// WalletConnect v2 end to end (issue 5), offline: the demo built with a project id and the local
// relay from @gatehouse/testkit, a Node wallet on @reown/walletkit in this process. The wallet
// pairs from the URI decoded out of the QR on screen (jsqr on a screenshot), as a phone would.
// The SDK's verify.walletconnect.org frame is stubbed (it cannot exist offline; the reference
// stub answers an unsigned attestation at once). Not covered yet: the mobile deep link path and a
// chain outside the session.
import { DEV_ENS_PROFILES } from '@gatehouse/testkit'
import { NodeWalletConnectWallet } from '@gatehouse/testkit/walletconnect'
import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { expect, test } from './support/fixtures'
import { E2E_RELAY_URL, E2E_RPC_URLS, E2E_WC_BASE_URL } from './support/ports'

const VERIFY_STUB = `<script>
const id = new URLSearchParams(location.search).get("id");
const b64 = (o) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\\+/g, "-").replace(/\\//g, "_");
const jwt = b64({ alg: "ES256", typ: "JWT" }) + "." + b64({ id, origin: "offline-test", isScam: false, isVerified: false, exp: Math.floor(Date.now() / 1000) + 300 }) + ".AA";
parent.postMessage(JSON.stringify({ type: "verify_attestation", attestation: jwt }), "*");
</script>`

async function decodeQr(qr: Locator): Promise<string> {
  const png = PNG.sync.read(await qr.screenshot())
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  if (!code) throw new Error('no QR code found in the screenshot')
  return code.data
}

async function scanWithWallet(page: Page, wallet: NodeWalletConnectWallet) {
  await page.goto(E2E_WC_BASE_URL)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: 'WalletConnect' }).click()
  const qr = dialog.getByRole('img', { name: /^Scan with / })
  await expect(qr.locator('svg')).toBeVisible()
  const uri = await decodeQr(qr)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri)
  await expect(dialog).toBeHidden()
}

test.describe('WalletConnect', () => {
  let wallet: NodeWalletConnectWallet | undefined
  test.beforeEach(async ({ context }) => {
    await context.route('https://verify.walletconnect.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: VERIFY_STUB }),
    )
    wallet = await NodeWalletConnectWallet.start({ relayUrl: E2E_RELAY_URL, rpcUrls: E2E_RPC_URLS })
  })
  test.afterEach(async () => {
    await wallet?.close()
  })

  test('pairs from the scanned QR, signs, survives a reload, and disconnects on both sides', async ({
    page,
  }) => {
    const peer = wallet!
    await scanWithWallet(page, peer)
    const account = page.getByRole('button', { name: `Account ${DEV_ENS_PROFILES[0].name}` })
    await expect(account).toBeVisible()
    expect(peer.sessions()).toHaveLength(1)

    await page.getByRole('button', { name: 'Sign a message' }).click()
    const expected = await peer.account.signMessage({ message: 'Hello from the Gatehouse demo' })
    await expect(page.getByTestId('demo-signature')).toHaveText(expected)

    await page.reload()
    await expect(account).toBeVisible() // the stored session is restored (auto-connect)
    expect(peer.sessions()).toHaveLength(1)

    await account.click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect.poll(() => peer.sessions().length).toBe(0)
  })

  test('switches to a chain in the session, and a transaction is confirmed', async ({ page }) => {
    const peer = wallet!
    await scanWithWallet(page, peer)
    await page.getByRole('button', { name: /^Switch network, current:/ }).click()
    const chains = page.getByRole('dialog', { name: 'Switch Networks' })
    await chains.getByRole('button', { name: /Polygon/ }).click()
    await expect(chains).toBeHidden()
    await expect(
      page.getByRole('button', { name: 'Switch network, current: Polygon' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Send 0.001 POL to yourself' }).click()
    await page.getByRole('button', { name: /^Account / }).click()
    const row = page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('region', { name: 'Recent Transactions' })
      .getByRole('listitem')
    await expect(row).toContainText('Confirmed')
    expect(peer.requestsFor('eth_sendTransaction')).toHaveLength(1)
  })

  test('a rejected session offers RETRY, and RETRY pairs', async ({ page }) => {
    const peer = wallet!
    peer.rejectNextSession()
    await page.goto(E2E_WC_BASE_URL)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    const qr = dialog.getByRole('img', { name: /^Scan with / })
    await expect(qr.locator('svg')).toBeVisible()
    await peer.pair(await decodeQr(qr))
    await expect(dialog.getByRole('button', { name: 'RETRY' })).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'RETRY' }).click()
    await expect(qr.locator('svg')).toBeVisible()
    await peer.pair(await decodeQr(qr))
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
  })
})
