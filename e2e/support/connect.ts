// Shared steps for specs that start from a connected visitor.
import type { BrowserContext, Page } from '@playwright/test'
import { expect } from './fixtures'
import { E2E_APP_ORIGINS } from './ports'

/**
 * Turns on the demo's sign-in toggle before its pages load. An init script runs in every page and
 * frame of the context (the first blank page, axe's own page, the Safe host), and reading
 * localStorage on an opaque origin throws, so it writes on the demo's origins only.
 */
export async function enableDemoSignIn(context: BrowserContext) {
  await context.addInitScript((origins) => {
    if (origins.includes(window.location.origin))
      window.localStorage.setItem('gatehouse-demo.signIn', 'true')
  }, E2E_APP_ORIGINS)
}

export async function connectTestWallet(page: Page, walletName = 'Test Wallet') {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: walletName }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
}

export async function openAccountModal(page: Page) {
  await page.getByRole('button', { name: /^Account / }).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog).toBeVisible()
  return dialog
}

export async function openChainModal(page: Page) {
  await page.getByRole('button', { name: /^Switch network, current:|^Wrong network$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Switch Networks' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Account button → Account dialog → Disconnect. */
export async function disconnectFromAccountModal(page: Page) {
  await page.getByRole('button', { name: /^Account / }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
}
