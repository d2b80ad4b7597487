// Shared steps for specs that start from a connected visitor.
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

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
