// ConnectButton and GatehouseProvider props the spec's page does not use (issue 17), shown by the
// demo when its address names them: `?accountStatus=avatar` and `?initialChain=137`. Which parts
// show for every prop value is unit-tested (connectButtonDisplay.test.ts) and component-tested
// (ConnectButton.test.tsx, GatehouseProvider.initialChain.test.tsx); this runs them for real.
import { DEV_ENS_PROFILES } from '@gatehouse/testkit'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

const alice = DEV_ENS_PROFILES[0]

async function connectFrom(page: Page, path: string) {
  await page.goto(path)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: 'Test Wallet' }).click()
  await expect(dialog).toBeHidden()
  // The test wallet's ENS name, once it has resolved (the short address shows until then).
  const name = alice.name.replaceAll('.', '\\.')
  const account = page.getByRole('button', { name: new RegExp(`^Account ${name}( |$)`) })
  await expect(account).toBeVisible()
  const label = (await account.getAttribute('aria-label')) ?? ''
  // "Account {name} {balance}": the name (an ENS name or a short address) has no space
  return { account, name: label.replace(/^Account /, '').split(' ')[0] ?? '' }
}

test('accountStatus="avatar" hides the name but keeps it in the accessible name', async ({
  page,
  wallet,
}) => {
  // The spec's page first: the name is on the button.
  const full = await connectFrom(page, '/')
  expect(full.name).not.toBe('')
  await expect(full.account).toContainText(full.name)
  await page.getByRole('button', { name: /^Account / }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()

  const avatar = await connectFrom(page, '/?accountStatus=avatar')
  expect(avatar.name).toBe(full.name)
  await expect(avatar.account).not.toContainText(avatar.name)
  await expect(avatar.account.locator('img, svg, [aria-hidden="true"]').first()).toBeVisible()
  expect(wallet.authorized).toBe(true)
})

test('initialChain connects on Polygon', async ({ page, wallet }) => {
  expect(wallet.chainId).toBe(1)
  await connectFrom(page, '/?initialChain=137')
  await expect(page.getByRole('button', { name: 'Switch network, current: Polygon' })).toBeVisible()
  expect(wallet.chainId).toBe(137)
  expect(wallet.requests).toContainEqual({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0x89' }],
  })
})

test('without initialChain the wallet stays on its chain', async ({ page, wallet }) => {
  await connectFrom(page, '/')
  await expect(
    page.getByRole('button', { name: 'Switch network, current: Ethereum' }),
  ).toBeVisible()
  expect(wallet.requests.map((r) => r.method)).not.toContain('wallet_switchEthereumChain')
})
