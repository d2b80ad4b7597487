import type { Page } from '@playwright/test'

/**
 * Waits until the page has loaded and its network is quiet (no request for 500 ms), then for
 * `idlePeriods` idle periods of the browser and for quiet again: what the page schedules for idle
 * time (the kit's dialog and icon preloads, the analytics tracker on its first idle period and its
 * report) has run and been fetched.
 */
export async function settle(page: Page, idlePeriods = 1): Promise<void> {
  await page.waitForLoadState('load')
  await page.waitForLoadState('networkidle')
  for (let i = 0; i < idlePeriods; i++)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await page.waitForLoadState('networkidle')
}
