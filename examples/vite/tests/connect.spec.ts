// The quick start as a visitor meets it: connect the test wallet, see the ENS name and balance,
// keep the connection across a reload; nothing logged as an error, nothing fetched off 127.0.0.1.
import { DEV_ENS_PROFILES } from '@gatehouse/testkit'
import { expect, test } from './fixtures'
import { CHAIN_PORT_BASE } from './ports'

test.use({ portBase: CHAIN_PORT_BASE })

test('connects the test wallet, shows alice.eth and the balance, and stays connected on reload', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: 'Test Wallet' }).click()
  await expect(dialog).toBeHidden()

  const account = page.getByRole('button', { name: 'Account alice.eth' })
  await expect(account).toBeVisible()
  await expect(account).toContainText('10k ETH')
  expect(wallet.address).toBe(DEV_ENS_PROFILES[0]?.address)

  await page.reload()
  await expect(page.getByRole('button', { name: 'Account alice.eth' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
})

// The wallet fixture injects the test wallet into the page: a test that uses it names it.
test('opens the account modal and disconnects', async ({ page, wallet }) => {
  expect(wallet.info.name).toBe('Test Wallet')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: 'Test Wallet' })
    .click()
  await page.getByRole('button', { name: 'Account alice.eth' }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('heading', { name: 'alice.eth' })).toBeVisible()
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
