// WalletButton in a real browser (issue 17): the demo draws one per wallet its address names
// (`?walletButton=metaMask,rainbow`). The test wallet announces itself (EIP-6963) as MetaMask, so
// the configured metaMaskWallet is installed and its button connects it in place; Rainbow is not
// installed, so its button opens the connect modal on Rainbow's download options. axe checks the
// page with the buttons. Rejections, failures and sign-in are covered by the component tests
// (packages/kit/src/components/WalletButton/WalletButton.test.tsx).
import { scanner } from './support/axe'
import { expect, test } from './support/fixtures'

test.use({ walletOptions: { info: { name: 'MetaMask', rdns: 'io.metamask' } } })

test('WalletButton connects the test wallet without the connect modal', async ({
  page,
  wallet,
  blockedRequests,
}) => {
  await page.goto('/?walletButton=metaMask')
  const button = page.getByRole('button', { name: 'Connect MetaMask' })
  await expect(button).toBeVisible()
  await button.click()
  await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(wallet.authorized).toBe(true)
  // The button's live region says it, and the button rests until the visitor disconnects.
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
  await expect(button).toHaveAttribute('aria-disabled', 'true')

  // The same connection the modal makes: MetaMask is now a recent wallet there.
  await page.getByRole('button', { name: /^Account / }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(
    dialog.getByRole('region', { name: 'Recent' }).getByRole('button', { name: 'MetaMask' }),
  ).toBeVisible()
  expect(blockedRequests).toEqual([])
})

test('WalletButton for a wallet that is not installed opens its download options', async ({
  page,
  wallet,
}) => {
  await page.goto('/?walletButton=metaMask,rainbow')
  await page.getByRole('button', { name: 'Connect Rainbow' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog.getByRole('heading', { name: 'Get Rainbow' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByRole('heading', { name: 'What is a Wallet?' })).toBeVisible()
  expect(wallet.authorized).toBe(false)
})

test('the page with wallet buttons has no axe violations, before and after connecting', async ({
  page,
  wallet,
}) => {
  const scan = scanner(page, 'wallet buttons')
  await page.goto('/?walletButton=metaMask,rainbow,coinbase')
  await expect(page.getByRole('button', { name: 'Connect Coinbase Wallet' })).toBeVisible()
  await scan('wallet buttons, disconnected')
  await page.getByRole('button', { name: 'Connect MetaMask' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
  expect(wallet.authorized).toBe(true)
  await scan('wallet buttons, connected')
})
