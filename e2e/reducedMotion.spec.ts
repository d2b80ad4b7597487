// prefers-reduced-motion (issue 7): no confetti and no slide or fade when the visitor asks for
// less motion; the same steps with motion allowed show both, so the check can fail. Every CSS
// animation that starts is counted from page load (animationstart bubbles to the document).
import type { TestWallet } from '@gatehouse/testkit/wallet'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

declare global {
  interface Window {
    __animationsStarted: string[]
  }
}

/** Opens the connect modal and picks the test wallet, held at "confirm" so the modal stays. */
async function chooseWallet(page: Page, wallet: TestWallet) {
  await page.addInitScript(() => {
    window.__animationsStarted = []
    document.addEventListener('animationstart', (event) =>
      window.__animationsStarted.push(event.animationName),
    )
  })
  await page.goto('/')
  const held = wallet.holdNext('wallet_requestPermissions')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Test Wallet' }).click()
  await held.requested
  return held
}

const animationsStarted = (page: Page) => page.evaluate(() => window.__animationsStarted)

/**
 * The CSS animations running now (getAnimations() resolves styles first, so one the last commit
 * started is listed) and, once two frames have been painted (animationstart is dispatched with
 * the frame after an animation starts), every animation that started since the page loaded.
 */
const animationsAfterTwoFrames = (page: Page) =>
  page.evaluate(async () => {
    const running = document.getAnimations().map((a) => (a as CSSAnimation).animationName ?? '')
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    return { running, started: window.__animationsStarted }
  })

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('no confetti and no animations', async ({ page, wallet }) => {
    const held = await chooseWallet(page, wallet)
    // The wallet has been asked, so the click's commit (where a burst is drawn) is done; the
    // dialog's opening (where a slide would start) is older still. The same check finds both with
    // motion allowed (below).
    expect(await animationsAfterTwoFrames(page)).toEqual({ running: [], started: [] })
    await expect(page.locator('[data-confetti]')).toHaveCount(0)
    held.approve()
    await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
  })
})

test.describe('motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('the dialog slides in and choosing a wallet bursts at most 35 confetti particles', async ({
    page,
    wallet,
  }) => {
    const held = await chooseWallet(page, wallet)
    // the check the reduced-motion test relies on sees the burst at the same point
    const { running } = await animationsAfterTwoFrames(page)
    expect(running).toEqual(expect.arrayContaining([expect.stringMatching(/confetti/)]))
    const confetti = page.locator('[data-confetti]')
    await expect(confetti).toHaveCount(1)
    const particles = await confetti.locator('span').count()
    expect(particles).toBeGreaterThan(0)
    expect(particles).toBeLessThanOrEqual(35)
    await expect
      .poll(() => animationsStarted(page))
      .toEqual(expect.arrayContaining([expect.stringMatching(/confetti/)]))
    const started = await animationsStarted(page)
    expect(started.some((name) => /slide|fade/.test(name))).toBe(true)
    held.approve()
  })
})
