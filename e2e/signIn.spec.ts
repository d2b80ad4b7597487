// Sign-In with Ethereum end to end (issue 4): the demo's toggle, the kit's "Verify your account"
// dialog, the real server's auth routes and the testkit wallet's real signatures. Covers every
// button label, silent rejection, the nonce and verify error messages, an account switch
// signing out, and a logout in one tab signing out the other. Contract wallets are not covered.
import { DEV_ACCOUNTS } from '@gatehouse/testkit'
import { TestWallet } from '@gatehouse/testkit/wallet'
import type { Page } from '@playwright/test'
import { enableDemoSignIn } from './support/connect'
import { expect, test } from './support/fixtures'
import { E2E_RPC_URLS } from './support/ports'

async function connectForSignIn(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: 'Test Wallet' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Verify your account' })
  await expect(dialog).toBeVisible() // §4: the modal stays open, now to verify
  return dialog
}

test.beforeEach(async ({ context }) => enableDemoSignIn(context))

test('signs in through every button label', async ({ page, context, wallet }) => {
  let releaseVerify!: () => void
  const verifyHeld = new Promise<void>((resolve) => (releaseVerify = resolve))
  await context.route('**/api/auth/verify', async (route) => {
    await verifyHeld
    await route.continue()
  })
  const dialog = await connectForSignIn(page)
  await expect(page.getByTestId('session-state')).toHaveText('Not signed in')
  const held = wallet.holdNext('personal_sign')
  await dialog.getByRole('button', { name: 'Send message' }).click()
  await held.requested
  await expect(dialog.getByRole('button', { name: 'Waiting for signature...' })).toBeVisible()
  held.approve()
  await expect(dialog.getByRole('button', { name: 'Verifying signature...' })).toBeVisible()
  releaseVerify()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('session-state')).toHaveText(
    `Signed in as ${wallet.address} on chain 1`,
  )
  await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
  // the session survives a reload (server-side session, cookie)
  await page.reload()
  await expect(page.getByTestId('session-state')).toHaveText(
    `Signed in as ${wallet.address} on chain 1`,
  )
})

test('a rejected signature returns to Send message silently', async ({ page, wallet }) => {
  const dialog = await connectForSignIn(page)
  wallet.rejectNext('personal_sign')
  await dialog.getByRole('button', { name: 'Send message' }).click()
  await expect(dialog.getByRole('button', { name: 'Send message' })).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(page.getByTestId('session-state')).toHaveText('Not signed in')
})

test('the nonce endpoint down shows the preparing error', async ({
  page,
  context,
  wallet,
  pageErrors,
}) => {
  pageErrors.allowFailedRequest('/api/auth/nonce', 'this test makes the nonce endpoint answer 503')
  await context.route('**/api/auth/nonce', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"unavailable"}',
    }),
  )
  const dialog = await connectForSignIn(page)
  await expect(dialog.getByRole('button', { name: 'Preparing message...' })).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveText('Error preparing message, please retry!')
  expect(wallet.requestsFor('personal_sign')).toHaveLength(0)
})

test('a failing verify shows the verifying error and stays signed out', async ({
  page,
  context,
  wallet,
  pageErrors,
}) => {
  pageErrors.allowFailedRequest(
    '/api/auth/verify',
    'this test makes the verify endpoint answer 401',
  )
  await context.route('**/api/auth/verify', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"error":"verification_failed"}',
    }),
  )
  const dialog = await connectForSignIn(page)
  await dialog.getByRole('button', { name: 'Send message' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Error verifying signature, please retry!')
  await expect(dialog.getByRole('button', { name: 'Send message' })).toBeVisible()
  await expect(page.getByTestId('session-state')).toHaveText('Not signed in')
  expect(wallet.requestsFor('personal_sign')).toHaveLength(1)
})

test('switching accounts in the wallet signs out', async ({ page, wallet }) => {
  const dialog = await connectForSignIn(page)
  await dialog.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByTestId('session-state')).toHaveText(
    `Signed in as ${wallet.address} on chain 1`,
  )
  await wallet.emit('accountsChanged', [DEV_ACCOUNTS[1]])
  await expect(page.getByTestId('session-state')).toHaveText('Not signed in')
  await expect(page.getByRole('button', { name: /^Account / })).toHaveCount(0)
})

test('logging out in one tab signs out the other', async ({ page, context, wallet }) => {
  const dialog = await connectForSignIn(page)
  await dialog.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByTestId('session-state')).toHaveText(
    `Signed in as ${wallet.address} on chain 1`,
  )
  const other = await context.newPage()
  const otherWallet = new TestWallet(other, { rpcUrls: E2E_RPC_URLS, chainId: 1 })
  otherWallet.authorized = true
  await otherWallet.install()
  await other.goto('/')
  await expect(other.getByTestId('session-state')).toHaveText(
    `Signed in as ${wallet.address} on chain 1`,
  )
  await page.getByRole('button', { name: /^Account / }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(page.getByTestId('session-state')).toHaveText('Not signed in')
  await expect(other.getByTestId('session-state')).toHaveText('Not signed in')
})

test.describe('on a chain the app does not support', () => {
  test.use({ walletOptions: { chainId: 11155111 } })

  test('the dialog offers the networks first, then signs in on the chosen one', async ({
    page,
    wallet,
  }) => {
    const dialog = await connectForSignIn(page)
    await expect(
      dialog.getByText('Wrong network detected, switch or disconnect to continue.'),
    ).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Send message' })).toHaveCount(0)
    await dialog.getByRole('button', { name: /Polygon/ }).click()
    await dialog.getByRole('button', { name: 'Send message' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('session-state')).toHaveText(
      `Signed in as ${wallet.address} on chain 137`,
    )
  })
})
