// Keyboard only (issue 7): every flow — connect with each connect step and Back, copy, switch
// network, disconnect, sign in — is completed with Tab, Shift+Tab, Enter and Escape; no pointer
// event is used anywhere in this file. Focus starts inside each dialog and returns on close.
import type { Locator, Page } from '@playwright/test'
import { enableDemoSignIn } from './support/connect'
import { expect, test } from './support/fixtures'

const MAX_TABS = 60

/** Moves focus with Tab until `target` has it; fails when the keyboard cannot reach it. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible()
  for (let i = 0; i < MAX_TABS; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`${target} is not reachable with the Tab key`)
}

async function activate(page: Page, target: Locator) {
  await tabTo(page, target)
  await page.keyboard.press('Enter')
}

async function expectFocusWithin(container: Locator) {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true)
}

async function connectWithKeyboard(page: Page) {
  await page.goto('/')
  await activate(page, page.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expectFocusWithin(dialog)
  await activate(page, dialog.getByRole('button', { name: 'Test Wallet' }))
  return dialog
}

test('connect: every step and Back, then a wallet, with the keyboard only', async ({
  page,
  context,
  wallet,
  blockedRequests,
}) => {
  context.on('page', (popup) => void popup.close())
  await page.goto('/')
  const trigger = page.getByRole('button', { name: 'Connect Wallet' })
  await activate(page, trigger)
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expectFocusWithin(dialog)

  await activate(page, dialog.getByRole('button', { name: 'Get a Wallet' }))
  await expect(dialog.getByRole('heading', { name: 'Get a Wallet' })).toBeVisible()
  await activate(page, dialog.getByRole('button', { name: 'GET' }).first())
  const optionsTitle = dialog.getByRole('heading', { name: /^Get / })
  await expect(optionsTitle).toBeVisible()
  const walletName = (await optionsTitle.textContent())!.replace(/^Get /, '')
  await activate(page, dialog.getByRole('button', { name: 'Get the app' }))
  await expect(dialog.getByRole('heading', { name: `Install ${walletName}` })).toBeVisible()
  await activate(page, dialog.getByRole('button', { name: 'Continue' }))
  await expect(
    dialog.getByRole('heading', { name: `Get started with ${walletName}` }),
  ).toBeVisible()
  await activate(page, dialog.getByRole('button', { name: 'Back' }))
  await activate(page, dialog.getByRole('button', { name: 'Back' }))
  await expect(optionsTitle).toBeVisible()
  const store = await dialog.getByRole('link', { name: /^Add to / }).getAttribute('href')
  await activate(page, dialog.getByRole('link', { name: /^Add to / }))
  await expect(
    dialog.getByRole('heading', { name: `Get started with ${walletName}` }),
  ).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeVisible()
  // the store tab the visitor asked for is the only request that tried to leave 127.0.0.1
  await expect.poll(() => blockedRequests.length).toBeGreaterThan(0)
  expect(blockedRequests.every((url) => url.startsWith(new URL(store!).origin))).toBe(true)
  blockedRequests.length = 0
  await activate(page, dialog.getByRole('button', { name: 'Back' }))
  await activate(page, dialog.getByRole('button', { name: 'Back' }))
  await expect(dialog.getByRole('heading', { name: 'Get a Wallet' })).toBeVisible()
  await activate(page, dialog.getByRole('button', { name: 'Back' }))
  await expect(dialog.getByRole('heading', { name: 'What is a Wallet?' })).toBeVisible()

  await activate(page, dialog.getByRole('button', { name: 'Test Wallet' }))
  await expect(dialog).toBeHidden()
  const account = page.getByRole('button', { name: /^Account / })
  await expect(account).toBeVisible()
  expect(wallet.authorized).toBe(true)
  // the trigger is gone: focus moves to the connect button that replaced it, not the page body
  await expect(page.getByRole('button', { name: /^Switch network, current:/ })).toBeFocused()
})

test('Escape closes the connect dialog and focus returns to its trigger', async ({ page }) => {
  await page.goto('/')
  const trigger = page.getByRole('button', { name: 'Connect Wallet' })
  await activate(page, trigger)
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expectFocusWithin(dialog)
  // the page behind is hidden from assistive tech while the dialog is open
  // (by CSS selector: a role query cannot see what is hidden from assistive tech)
  const hiddenBehind = () =>
    page
      .locator('[data-gh-connect-button]')
      .evaluate((element) => element.closest('[aria-hidden="true"], [inert]') !== null)
  expect(await hiddenBehind()).toBe(true)
  // the focus trap: Tab and Shift+Tab cycle inside the dialog
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab')
  await expectFocusWithin(dialog)
  for (let i = 0; i < 25; i++) await page.keyboard.press('Shift+Tab')
  await expectFocusWithin(dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  expect(await hiddenBehind()).toBe(false)
})

test('copy, switch network and disconnect with the keyboard only', async ({
  page,
  context,
  wallet,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await connectWithKeyboard(page)
  const account = page.getByRole('button', { name: /^Account / })
  await expect(account).toBeVisible()

  await activate(page, account)
  const accountDialog = page.getByRole('dialog', { name: 'Account' })
  await expectFocusWithin(accountDialog)
  await activate(page, accountDialog.getByRole('button', { name: 'Copy Address' }))
  await expect(accountDialog.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)
  await page.keyboard.press('Escape')
  await expect(accountDialog).toBeHidden()
  await expect(account).toBeFocused()

  const chainButton = page.getByRole('button', { name: 'Switch network, current: Ethereum' })
  await activate(page, chainButton)
  const chains = page.getByRole('dialog', { name: 'Switch Networks' })
  await expectFocusWithin(chains)
  await activate(page, chains.getByRole('button', { name: /Polygon/ }))
  await expect(chains).toBeHidden()
  const polygon = page.getByRole('button', { name: 'Switch network, current: Polygon' })
  await expect(polygon).toBeFocused()

  await activate(page, page.getByRole('button', { name: /^Account / }))
  await activate(page, accountDialog.getByRole('button', { name: 'Disconnect' }))
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(connect).toBeVisible()
  await expect(connect).toBeFocused()
})

test('sign in with the keyboard only', async ({ page, context, wallet }) => {
  await enableDemoSignIn(context)
  await connectWithKeyboard(page)
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await expect(verify).toBeVisible()
  await expectFocusWithin(verify)
  await activate(page, verify.getByRole('button', { name: 'Send message' }))
  await expect(verify).toBeHidden()
  await expect(page.getByTestId('session-state')).toHaveText(
    `Signed in as ${wallet.address} on chain 1`,
  )
  await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
})
