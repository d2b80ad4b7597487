// axe-core on every modal and every connect step (issue 7): desktop and phone viewports, light and
// dark colour schemes, and Arabic (right to left). Zero violations of WCAG 2.1 A/AA rules. The
// demo follows the browser's colour scheme and language by default, so emulation picks them.
import { rpc } from '@gatehouse/testkit'
import type { Page } from '@playwright/test'
import { devices } from '@playwright/test'
import { scanner } from './support/axe'
import { connectTestWallet, enableDemoSignIn } from './support/connect'
import { expect, test } from './support/fixtures'
import { e2eRpcUrl } from './support/ports'
import { showWalletConnectQr } from './support/walletconnect'

// Each walk runs a dozen full-page axe analyses (about a second each on 2 cores). Each test starts
// from its own page, so the file's tests are spread over the workers (it was the suite's slowest
// file: 5.2 min on one worker).
test.describe.configure({ mode: 'parallel', timeout: 120_000 })

/** Store links open tabs the visitor asked for; offline they are aborted, so close them. */
function closePopups(page: Page) {
  // page.on('popup'), not context.on('page'): axe opens a page of its own to finish its run.
  page.on('popup', (popup) => void popup.close())
}

test.describe('axe, desktop', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme}`, () => {
      test.use({ colorScheme })
      test(`every modal and connect step has no violations (${colorScheme})`, async ({
        page,
        wallet,
        blockedRequests,
      }) => {
        const scan = scanner(page, `desktop, ${colorScheme}`)
        closePopups(page)
        await page.goto('/')
        await scan('page, disconnected')
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
        await expect(dialog.getByRole('heading', { name: 'What is a Wallet?' })).toBeVisible()
        await scan('connect modal: NONE')

        await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
        await expect(dialog.getByRole('heading', { name: 'Get a Wallet' })).toBeVisible()
        await scan('connect modal: GET')
        await dialog.getByRole('button', { name: 'GET' }).first().click()
        const optionsTitle = dialog.getByRole('heading', { name: /^Get / })
        await expect(optionsTitle).toBeVisible()
        await scan('connect modal: DOWNLOAD_OPTIONS')
        const walletName = (await optionsTitle.textContent())!.replace(/^Get /, '')
        await dialog.getByRole('button', { name: 'Get the app' }).click()
        await expect(
          dialog.getByRole('img', { name: `QR code to download ${walletName}` }).locator('svg'),
        ).toBeVisible()
        await scan('connect modal: DOWNLOAD')
        await dialog.getByRole('button', { name: 'Continue' }).click()
        await expect(
          dialog.getByRole('heading', { name: `Get started with ${walletName}` }),
        ).toBeVisible()
        await scan('connect modal: INSTRUCTIONS_MOBILE')
        await dialog.getByRole('button', { name: 'Back' }).click()
        await dialog.getByRole('button', { name: 'Back' }).click()
        await dialog.getByRole('link', { name: /^Add to / }).click()
        await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeVisible()
        await scan('connect modal: INSTRUCTIONS_EXTENSION')
        // the store tab the visitor asked for is the only request that tried to leave 127.0.0.1
        await expect.poll(() => blockedRequests.length).toBeGreaterThan(0)
        blockedRequests.length = 0

        // CONNECT, not installed / unavailable (no WalletConnect project id in this build)
        await dialog.getByRole('button', { name: 'WalletConnect' }).click()
        await expect(dialog.getByRole('alert')).toBeVisible()
        await scan('connect modal: CONNECT, unavailable')

        // CONNECT, confirm in the extension, then a rejection with RETRY
        const held = wallet.holdNext('wallet_requestPermissions')
        await dialog.getByRole('button', { name: 'Test Wallet' }).click()
        await held.requested
        await expect(dialog.getByRole('status')).toContainText('Opening Test Wallet')
        await scan('connect modal: CONNECT, confirm in extension')
        held.reject()
        await expect(dialog.getByRole('button', { name: 'RETRY' })).toBeVisible()
        await scan('connect modal: CONNECT, RETRY')
        await dialog.getByRole('button', { name: 'RETRY' }).click()
        await expect(dialog).toBeHidden()

        const account = page.getByRole('button', { name: /^Account / })
        await expect(account).toBeVisible()
        await scan('page, connected')
        await account.click()
        const accountDialog = page.getByRole('dialog', { name: 'Account' })
        await expect(accountDialog).toBeVisible()
        await page.getByRole('button', { name: 'Copy Address' }).click()
        await scan('account modal')
        await page.keyboard.press('Escape')
        await page.getByRole('button', { name: /^Switch network, current:/ }).click()
        await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toBeVisible()
        await scan('chain modal')
      })
    })
  }

  test('the WalletConnect QR step has no violations', async ({ page }) => {
    const scan = scanner(page, 'desktop, light')
    await showWalletConnectQr(page)
    await scan('connect modal: CONNECT, QR code')
  })
})

// Sign-in, transactions and a wrong network, in each colour scheme and in Arabic. Elements are
// found by CSS hooks and dialog roles only, so the same steps run in every language.
const VARIANTS = [
  { name: 'light', use: { colorScheme: 'light' as const } },
  { name: 'dark', use: { colorScheme: 'dark' as const } },
  { name: 'Arabic', use: { locale: 'ar-EG' } },
]

for (const variant of VARIANTS) {
  test.describe(`axe, more states (${variant.name})`, () => {
    test.use(variant.use)

    test('the sign-in dialog, idle and after an error', async ({ page, context, wallet }) => {
      await enableDemoSignIn(context)
      const scan = scanner(page, variant.name)
      await page.goto('/')
      await page.locator('[data-gh-connect-button]').click()
      await page.getByRole('dialog').locator('[data-wallet-id="dev.gatehouse.testwallet"]').click()
      const verify = page.getByRole('dialog')
      // the action button: the one whose label is a polite live region (its states change)
      const send = verify.getByRole('button').filter({ has: page.locator('[aria-live]') })
      await expect(verify.getByRole('alert')).toHaveCount(0)
      await expect(send).toBeVisible()
      await expect(send).not.toHaveAttribute('aria-disabled', 'true')
      await scan('sign-in dialog')
      wallet.failNext('personal_sign')
      await send.click()
      await expect(verify.getByRole('alert')).toBeVisible()
      await scan('sign-in dialog, error')
    })

    test('the account modal with confirmed and pending transactions', async ({ page, wallet }) => {
      const scan = scanner(page, variant.name)
      await page.goto('/')
      await page.locator('[data-gh-connect-button]').click()
      await page.getByRole('dialog').locator('[data-wallet-id="dev.gatehouse.testwallet"]').click()
      await expect(page.getByRole('dialog')).toBeHidden()
      expect(wallet.authorized).toBe(true)
      // the demo panel's first action sends 0.001 of the native coin to the visitor
      const send = page.getByRole('main').getByRole('region').getByRole('button').first()
      await send.click()
      await expect(page.getByTestId('demo-sent')).toBeVisible()
      await rpc(e2eRpcUrl(1), 'evm_setAutomine', [false])
      await send.click()
      const [, accountButton] = await page.locator('[data-gh-connect-button] button').all()
      await accountButton!.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('listitem')).toHaveCount(2)
      await expect(dialog.locator('[data-loading]')).toHaveCount(1)
      await scan('account modal, a confirmed and a pending transaction')
      await rpc(e2eRpcUrl(1), 'evm_mine')
      await expect(dialog.locator('[data-loading]')).toHaveCount(0)
      await scan('account modal, confirmed transactions')
    })
  })
}

test.describe('axe, a wrong network', () => {
  test.use({ walletOptions: { chainId: 11155111 } })

  test('the Wrong network button and the chain modal', async ({ page, wallet }) => {
    const scan = scanner(page, 'desktop, light')
    await connectTestWallet(page)
    const wrong = page.getByRole('button', { name: 'Wrong network' })
    await expect(wrong).toBeVisible()
    expect(wallet.authorized).toBe(true)
    await scan('page, wrong network')
    await wrong.click()
    await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toBeVisible()
    await scan('chain modal, wrong network')
  })
})

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7']

test.describe('axe, phone', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme}`, () => {
      test.use({ ...pixel, colorScheme })
      test(`the bottom sheet, its steps and the modals have no violations (${colorScheme})`, async ({
        page,
        wallet,
      }) => {
        const scan = scanner(page, `phone, ${colorScheme}`)
        await page.goto('/')
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        const sheet = page.getByRole('dialog', { name: 'Connect a Wallet' })
        await expect(sheet.getByRole('list', { name: 'Wallets' })).toBeVisible()
        await scan('connect sheet')
        await sheet.getByRole('button', { name: 'What is a Wallet?' }).click()
        await expect(sheet.getByRole('heading', { name: 'What is a Wallet?' })).toBeVisible()
        await scan('connect sheet: LEARN_COMPACT')
        await sheet.getByRole('button', { name: 'Get a Wallet' }).click()
        await expect(sheet.getByRole('heading', { name: 'Get a Wallet' })).toBeVisible()
        await scan('connect sheet: GET')
        await sheet.getByRole('button', { name: 'GET' }).first().click()
        await expect(sheet.getByRole('button', { name: 'Back' })).toBeVisible()
        await scan('connect sheet: a wallet to get')
        await page.keyboard.press('Escape')
        await expect(sheet).toBeHidden()
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        const held = wallet.holdNext('wallet_requestPermissions')
        await sheet.getByRole('button', { name: 'Test Wallet' }).click()
        await held.requested
        await scan('connect sheet: CONNECT')
        held.approve()
        await expect(sheet).toBeHidden()
        const account = page.getByRole('button', { name: /^Account / })
        await account.click()
        await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
        await scan('account modal')
        await page.keyboard.press('Escape')
        await page.getByRole('button', { name: /^Switch network, current:/ }).click()
        await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toBeVisible()
        await scan('chain modal')
      })
    })
  }
})

test.describe('axe, Arabic (right to left)', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    test.describe(viewport, () => {
      test.use(viewport === 'phone' ? { ...pixel, locale: 'ar-EG' } : { locale: 'ar-EG' })
      test(`the connect modal, account and chain modals have no violations (${viewport})`, async ({
        page,
        wallet,
      }) => {
        const scan = scanner(page, `${viewport}, Arabic`)
        await page.goto('/')
        const connectButton = page.locator('[data-gh-connect-button]')
        await expect(connectButton).toHaveAttribute('dir', 'rtl')
        await expect(connectButton).toHaveAttribute('lang', 'ar')
        await scan('page, disconnected')
        await connectButton.click()
        const dialog = page.getByRole('dialog')
        await expect(dialog).toHaveAttribute('dir', 'rtl')
        await scan('connect modal')
        const testWallet = dialog.getByRole('button', { name: 'Test Wallet' })
        await testWallet.click()
        await expect(dialog).toBeHidden()
        expect(wallet.authorized).toBe(true)
        const [chainButton, accountButton] = await page
          .locator('[data-gh-connect-button] button')
          .all()
        await accountButton!.click()
        await expect(page.getByRole('dialog')).toHaveAttribute('dir', 'rtl')
        await scan('account modal')
        await page.keyboard.press('Escape')
        await chainButton!.click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await scan('chain modal')
      })
    })
  }
})
