// The pages-router example as an integrator tests it: the app's production build, local anvil
// chains and the Test Wallet from @gatehouse/testkit. Covers the server-rendered button, connect,
// the account and chain modals, a reload, a click before hydration; every test also checks the
// console and that no request leaves 127.0.0.1 (fixtures.ts). Not covered: WalletConnect, Safe.
import type { TestWallet } from '@gatehouse/testkit/wallet'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { CHAIN_IDS, PORT_BASE } from './ports'

test.use({ chainIds: [...CHAIN_IDS], portBase: PORT_BASE })

const ACCOUNT = /^Account alice\.eth .+ ETH$/

/** The `wallet` fixture must be requested by the test: that is what installs the Test Wallet. */
async function connect(page: Page, wallet: TestWallet) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: 'Test Wallet' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: ACCOUNT })).toBeVisible()
  expect(wallet.authorized).toBe(true)
}

test('the server HTML already holds the Connect Wallet button', async ({ request }) => {
  const response = await request.get('/')
  expect(response.ok()).toBe(true)
  expect(await response.text()).toMatch(/<button[^>]*>Connect Wallet<\/button>/)
})

test('connects the Test Wallet: ENS name and balance in the account button', async ({
  page,
  wallet,
}) => {
  await connect(page, wallet)
  await expect(
    page.getByRole('button', { name: 'Switch network, current: Ethereum' }),
  ).toBeVisible()
})

test('the account modal shows the account and disconnects', async ({ page, wallet }) => {
  await connect(page, wallet)
  await page.getByRole('button', { name: ACCOUNT }).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog.getByRole('heading', { name: 'alice.eth' })).toBeVisible()
  await expect(dialog.getByText('Recent Transactions')).toBeVisible()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('the chain modal switches to Polygon', async ({ page, wallet }) => {
  await connect(page, wallet)
  await page.getByRole('button', { name: 'Switch network, current: Ethereum' }).click()
  const dialog = page.getByRole('dialog', { name: 'Switch Networks' })
  await expect(dialog.getByRole('button', { name: /^Ethereum/ })).toContainText('Connected')
  await dialog.getByRole('button', { name: /^Polygon/ }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Switch network, current: Polygon' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Account alice\.eth .+ POL$/ })).toBeVisible()
})

test('a reload keeps the connection', async ({ page, wallet }) => {
  await connect(page, wallet)
  await page.reload()
  await expect(page.getByRole('button', { name: ACCOUNT })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
})

test('before hydration Connect Wallet says it is not ready, then opens the dialog', async ({
  page,
}) => {
  // Hold every script: the page is the server's HTML, with no click handler attached yet.
  let releaseScripts!: () => void
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  // Not a dead button that looks ready: the kit marks it aria-disabled and aria-busy.
  await expect(button).toBeDisabled()
  await expect(button).toHaveAttribute('aria-busy', 'true')
  await button.click({ force: true }) // an early click, refused visibly
  releaseScripts()
  await expect(button).toBeEnabled()
  // The early click was dropped, not queued: hydration opened nothing.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await button.click()
  await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toBeVisible()
})
