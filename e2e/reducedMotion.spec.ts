// prefers-reduced-motion (issue 7): no confetti and no slide or scale animation when the visitor
// asks for less motion; the same steps with motion allowed show both, so the check can fail.

import type { TestWallet } from '@gatehouse/testkit/wallet'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

const runningAnimations = (page: Page) => page.evaluate(() => document.getAnimations().length)

/** Opens the connect modal and picks the test wallet, held at "confirm" so the modal stays. */
async function chooseWallet(page: Page, wallet: TestWallet) {
  await page.goto('/')
  const held = wallet.holdNext('wallet_requestPermissions')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  const opening = await runningAnimations(page)
  await dialog.getByRole('button', { name: 'Test Wallet' }).click()
  const afterChoice = await runningAnimations(page)
  await held.requested
  return { opening, afterChoice, held }
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('no confetti and no animations', async ({ page, wallet }) => {
    const { opening, afterChoice, held } = await chooseWallet(page, wallet)
    expect(opening).toBe(0)
    expect(afterChoice).toBe(0)
    await expect(page.locator('[data-confetti]')).toHaveCount(0)
    held.approve()
    await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
  })
})

test.describe('motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('choosing a wallet bursts at most 35 confetti particles, animated', async ({
    page,
    wallet,
  }) => {
    const { afterChoice, held } = await chooseWallet(page, wallet)
    expect(afterChoice).toBeGreaterThan(0)
    const confetti = page.locator('[data-confetti]')
    await expect(confetti).toHaveCount(1)
    const particles = await confetti.locator('span').count()
    expect(particles).toBeGreaterThan(0)
    expect(particles).toBeLessThanOrEqual(35)
    held.approve()
  })
})
