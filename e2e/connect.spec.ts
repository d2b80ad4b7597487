// The connect flow end to end (issue 2): the built demo in Chromium, local anvil chains, the
// EIP-6963 test wallet from @gatehouse/testkit. Covers connect, auto-reconnect, wallet-side
// disconnect, rejection, failure + RETRY, the mobile bottom sheet, recent wallets and offline-ness.
// The account and chain modals are not covered here (a later issue).
import { DEV_ENS_PROFILES } from '@gatehouse/testkit'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

const alice = DEV_ENS_PROFILES[0]

const openConnectModal = async (page: Page) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog).toBeVisible()
  return dialog
}

const expectConnected = async (page: Page) => {
  await expect(page.getByRole('button', { name: `Account ${alice.name}` })).toBeVisible()
  await expect(
    page.getByRole('button', { name: /Switch network, current: Ethereum/ }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
}

test('connects the EIP-6963 wallet and shows the account in the header', async ({
  page,
  wallet,
  blockedRequests,
}) => {
  await page.goto('/')
  const dialog = await openConnectModal(page)
  // NONE: the explainer with both actions
  await expect(dialog.getByRole('heading', { name: 'What is a Wallet?' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Get a Wallet' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Learn More' })).toBeVisible()
  // an unknown announced wallet joins the Installed group
  const installed = dialog.getByRole('region', { name: 'Installed' })
  await installed.getByRole('button', { name: 'Test Wallet' }).click()
  await expect(dialog).toBeHidden() // §4: all modals close on connect
  await expectConnected(page)
  // the balance is shown on a large screen: anvil's 10000 ETH minus the ENS seeding gas
  await expect(page.getByRole('button', { name: `Account ${alice.name}` })).toContainText(
    /10k ETH|9,999\.\d ETH/,
  )
  await expect(
    page.getByRole('button', { name: `Account ${alice.name}` }).locator('img'),
  ).toHaveAttribute('src', alice.avatar)
  expect(wallet.authorized).toBe(true)
  expect(blockedRequests).toEqual([])
})

test('reload reconnects automatically; a wallet-side disconnect returns to Connect Wallet', async ({
  page,
  wallet,
  blockedRequests,
}) => {
  await page.goto('/')
  const dialog = await openConnectModal(page)
  await dialog.getByRole('button', { name: 'Test Wallet' }).click()
  await expectConnected(page)
  await page.reload()
  await expectConnected(page) // §1/§9: auto-connect is on
  wallet.authorized = false
  await wallet.emit('accountsChanged', [])
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByRole('button', { name: `Account ${alice.name}` })).toHaveCount(0)
  expect(blockedRequests).toEqual([])
})

test('a rejected connection stays disconnected with no error', async ({ page, wallet }) => {
  await page.goto('/')
  wallet.rejectNext('wallet_requestPermissions')
  const dialog = await openConnectModal(page)
  await dialog.getByRole('button', { name: 'Test Wallet' }).click()
  await expect(dialog.getByRole('button', { name: 'RETRY' })).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(dialog).toBeVisible()
  expect(wallet.authorized).toBe(false)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('a failing connection shows RETRY, and RETRY connects', async ({ page, wallet }) => {
  await page.goto('/')
  // wagmi tolerates a failing wallet_requestPermissions and falls back to eth_requestAccounts
  wallet.failNext('wallet_requestPermissions', -32603, 'Internal JSON-RPC error.')
  wallet.failNext('eth_requestAccounts', -32603, 'Internal JSON-RPC error.')
  const dialog = await openConnectModal(page)
  await dialog.getByRole('button', { name: 'Test Wallet' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Connection failed')
  await dialog.getByRole('button', { name: 'RETRY' }).click()
  await expect(dialog).toBeHidden()
  await expectConnected(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('shows the bottom sheet with a row of wallet icons and connects', async ({
    page,
    wallet,
    blockedRequests,
  }) => {
    await page.goto('/')
    const sheet = await openConnectModal(page)
    const row = sheet.getByRole('list', { name: 'Wallets' })
    await expect(row).toBeVisible()
    // anchored to the bottom edge, full width (once the slide-up animation has settled)
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox()
        return box && [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)]
      })
      .toEqual([0, 390, 844])
    await row.getByRole('button', { name: 'Test Wallet' }).click()
    await expect(sheet).toBeHidden()
    const account = page.getByRole('button', { name: `Account ${alice.name}` })
    await expect(account).toBeVisible()
    await expect(account).not.toContainText('ETH') // §2: the balance only on large screens
    expect(wallet.authorized).toBe(true)
    expect(blockedRequests).toEqual([])
  })

  test('compact explainer and GET show 3 wallets', async ({ page }) => {
    await page.goto('/')
    const sheet = await openConnectModal(page)
    await sheet.getByRole('button', { name: 'What is a Wallet?' }).click()
    await expect(sheet.getByRole('heading', { name: 'What is a Wallet?' })).toBeVisible()
    await sheet.getByRole('button', { name: 'Get a Wallet' }).click()
    await expect(sheet.getByRole('heading', { name: 'Get a Wallet' })).toBeVisible()
    await expect(sheet.getByRole('button', { name: 'GET' })).toHaveCount(3)
    await sheet.getByRole('button', { name: 'Back' }).click()
    await expect(sheet.getByRole('heading', { name: 'What is a Wallet?' })).toBeVisible()
  })
})

test('GET, DOWNLOAD and both instruction steps are reachable and Back returns', async ({
  page,
  context,
  blockedRequests,
}) => {
  // "Add to <browser>" opens the store in a new tab; offline that tab is aborted — close it.
  context.on('page', (popup) => void popup.close())
  await page.goto('/')
  const dialog = await openConnectModal(page)
  await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
  await expect(dialog.getByRole('heading', { name: 'Get a Wallet' })).toBeVisible()
  const gets = dialog.getByRole('button', { name: 'GET' })
  await expect(gets).toHaveCount(5)
  await gets.first().click()
  const optionsTitle = dialog.getByRole('heading', { name: /^Get / })
  await expect(optionsTitle).toBeVisible()
  const walletName = (await optionsTitle.textContent())!.replace(/^Get /, '')
  // mobile app: DOWNLOAD with a QR, then Continue to the mobile instructions
  await dialog.getByRole('button', { name: 'Get the app' }).click()
  await expect(dialog.getByRole('heading', { name: `Install ${walletName}` })).toBeVisible()
  await expect(
    dialog.getByRole('img', { name: `QR code to download ${walletName}` }).locator('svg'),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(
    dialog.getByRole('heading', { name: `Get started with ${walletName}` }),
  ).toBeVisible()
  await expect(dialog.getByRole('listitem')).not.toHaveCount(0)
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByRole('heading', { name: `Install ${walletName}` })).toBeVisible()
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(optionsTitle).toBeVisible()
  // extension: the store opens, the extension instructions offer Refresh
  const store = await dialog.getByRole('link', { name: /^Add to / }).getAttribute('href')
  await dialog.getByRole('link', { name: /^Add to / }).click()
  await expect(
    dialog.getByRole('heading', { name: `Get started with ${walletName}` }),
  ).toBeVisible()
  // the only request that tried to leave 127.0.0.1 is the store page the visitor asked for
  await expect.poll(() => blockedRequests.length).toBeGreaterThan(0)
  expect(blockedRequests.every((url) => url.startsWith(new URL(store!).origin))).toBe(true)
  blockedRequests.length = 0
  await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByRole('heading', { name: 'Get a Wallet' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByRole('heading', { name: 'What is a Wallet?' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0)
})

test('a wallet that is not installed leads to its download options', async ({ page }) => {
  await page.goto('/')
  const dialog = await openConnectModal(page)
  await dialog
    .getByRole('region', { name: 'Popular' })
    .getByRole('button', { name: 'MetaMask' })
    .click()
  await expect(dialog.getByRole('heading', { name: 'Get MetaMask' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: /^Add to / })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
})

test('the last wallet used is listed first next time', async ({ page, wallet }) => {
  await page.goto('/')
  let dialog = await openConnectModal(page)
  await dialog.getByRole('button', { name: 'Test Wallet' }).click()
  await expectConnected(page)
  wallet.authorized = false
  await wallet.emit('accountsChanged', [])
  dialog = await openConnectModal(page)
  const groups = dialog.getByRole('navigation', { name: 'Wallets' }).getByRole('heading')
  await expect(groups.first()).toHaveText('Recent')
  const recent = dialog.getByRole('region', { name: 'Recent' }).getByRole('button')
  await expect(recent).toHaveCount(1)
  await expect(recent).toHaveAccessibleName('Test Wallet')
  await page.reload()
  dialog = await openConnectModal(page)
  await expect(groups.first()).toHaveText('Recent')
})

test('Escape and the close button close the modal', async ({ page }) => {
  await page.goto('/')
  let dialog = await openConnectModal(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  dialog = await openConnectModal(page)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeFocused()
})
