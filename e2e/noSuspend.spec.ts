// Issue 18: once the page is idle, opening a modal (or moving to a connect step) commits its
// content in the same task as the click. The modals' code is preloaded in idle time after the
// first render; a modal that suspended on first open (React.lazy) would commit nothing but its
// empty fallback in that task, then show its content a Suspense reveal throttle (300 ms) later.
import path from 'node:path'
import type { Locator } from '@playwright/test'
import { connectTestWallet, enableDemoSignIn } from './support/connect'
import { expect, test } from './support/fixtures'
import { chunkFiles, recordScripts } from './support/scripts'
import { settle } from './support/settle'

const DIST = path.resolve(import.meta.dirname, '../apps/demo/dist-e2e')
const CONNECTED_DIALOGS = chunkFiles(DIST, /kit\/dist\/components\/(AccountModal|ChainModal)\//)
const SIGN_IN_DIALOG = chunkFiles(DIST, /kit\/dist\/components\/SignInDialog\//)

/**
 * Clicks `trigger` from inside the page and reports whether an element matching `selector` (and
 * holding `text`, if given) was there and displayed once the click's microtasks had run, before
 * any other task: React commits a click's update in a microtask of the click's own task, so this
 * is the commit that answered the click. (A modal rendered ahead is in the document before the
 * click, hidden: displayed is what the click must change.)
 */
function presentInClickTask(trigger: Locator, selector: string, text = ''): Promise<boolean> {
  return trigger.evaluate(
    (element, [wanted, content]) =>
      new Promise<boolean>((resolve) => {
        ;(element as HTMLElement).click()
        queueMicrotask(() =>
          resolve(
            [...document.querySelectorAll(wanted)].some(
              (found) => found.getClientRects().length > 0 && found.textContent?.includes(content),
            ),
          ),
        )
      }),
    [selector, text] as const,
  )
}

test('the connect modal and its steps render on the click that opens them', async ({
  page,
  wallet,
}) => {
  void wallet
  await page.goto('/')
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(connect).toBeEnabled()
  await settle(page)
  // rendered ahead in idle time, hidden (out of the accessibility tree), so the click only shows
  // it; idle time is the browser's to schedule, so wait for that render rather than read once
  const ahead = page.locator('[role="dialog"] [data-wallet-id]')
  await expect(ahead.first()).toBeAttached()
  await expect(ahead.first()).toBeHidden()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // the dialog with its wallet list, not an empty frame
  expect(await presentInClickTask(connect, '[role="dialog"] [data-wallet-id]')).toBe(true)
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog).toBeVisible()

  // GET: the wallets to get
  const getWallet = dialog.getByRole('button', { name: 'Get a Wallet' })
  expect(await presentInClickTask(getWallet, '[role="dialog"] [data-step="GET"]')).toBe(true)
  await expect(dialog.getByRole('heading', { name: 'Get a Wallet' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Back' }).click()

  // CONNECT: the wallet's own step, shown while the wallet is asked
  const testWallet = dialog.getByRole('button', { name: 'Test Wallet' })
  expect(await presentInClickTask(testWallet, '[role="dialog"] [data-step="CONNECT"]')).toBe(true)
  await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
})

test('the wallet list is visible in the first frame painted after the click', async ({
  page,
  wallet,
}) => {
  void wallet
  await page.goto('/')
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(connect).toBeEnabled()
  await settle(page)
  // The list rendered ahead in idle time, with its icons decoded (also idle-time work): what the
  // click is then to show in its first frame.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const icons = [...document.querySelectorAll('[role="dialog"] [data-wallet-id] img')]
        return icons.length > 0 && icons.every((icon) => (icon as HTMLImageElement).complete)
      }),
    )
    .toBe(true)
  // The styles of the frame that follows the click: an opening animation that starts from
  // transparent would paint that frame (and the next ones) without a visible list.
  const firstFrame = await connect.evaluate(
    (element) =>
      new Promise<{ opacity: number; entries: number; iconsLoaded: boolean }>((resolve) => {
        ;(element as HTMLElement).click()
        requestAnimationFrame(() => {
          const entries = [...document.querySelectorAll('[role="dialog"] [data-wallet-id]')]
          let opacity = entries.length > 0 ? 1 : 0
          for (let node = entries[0] ?? null; node; node = node.parentElement)
            opacity *= Number(getComputedStyle(node).opacity)
          const icons = [...document.querySelectorAll('[role="dialog"] [data-wallet-id] img')]
          resolve({
            opacity,
            entries: entries.length,
            iconsLoaded:
              icons.length > 0 && icons.every((icon) => (icon as HTMLImageElement).complete),
          })
        })
      }),
  )
  expect(firstFrame.entries).toBeGreaterThan(0)
  expect(firstFrame.opacity).toBeGreaterThan(0)
  expect(firstFrame.iconsLoaded).toBe(true)
})

test('each dialog loads once the visitor can open it, not before', async ({ page, wallet }) => {
  void wallet
  expect(CONNECTED_DIALOGS.length).toBeGreaterThan(1)
  expect(SIGN_IN_DIALOG.length).toBeGreaterThan(0)
  const loaded = recordScripts(page)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled()
  await settle(page)
  // disconnected, sign-in off: only the connect modal can be opened
  expect(loaded.filter((file) => CONNECTED_DIALOGS.includes(file))).toEqual([])
  expect(loaded.filter((file) => SIGN_IN_DIALOG.includes(file))).toEqual([])
  await connectTestWallet(page)
  await settle(page)
  // connected: the account and network modals are there before either is opened (loaded in idle
  // time, which the browser schedules: waited for, not read once)
  await expect.poll(() => CONNECTED_DIALOGS.every((file) => loaded.includes(file))).toBe(true)
})

test('the account and chain modals render on the click that opens them', async ({
  page,
  wallet,
}) => {
  void wallet
  await connectTestWallet(page)
  // a fresh page: neither modal has been opened in it
  await page.reload()
  const account = page.getByRole('button', { name: /^Account / })
  await expect(account).toBeVisible()
  await settle(page)
  // both rendered ahead, hidden, in idle time: what the clicks below must only reveal
  await expect(page.locator('[role="dialog"]', { hasText: 'Copy Address' })).toBeAttached()
  await expect(page.locator('[role="dialog"]', { hasText: 'Switch Networks' })).toBeAttached()
  expect(await presentInClickTask(account, '[role="dialog"]', 'Copy Address')).toBe(true)
  const accountDialog = page.getByRole('dialog', { name: 'Account' })
  await expect(accountDialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(accountDialog).toBeHidden()

  const chain = page.getByRole('button', { name: /^Switch network, current:/ })
  expect(await presentInClickTask(chain, '[role="dialog"]', 'Switch Networks')).toBe(true)
  await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toBeVisible()
})

test('the sign-in dialog renders on the click that opens it', async ({ page, context, wallet }) => {
  void wallet
  await enableDemoSignIn(context)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: 'Test Wallet' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Verify your account' })).toBeVisible()
  // connected but not signed in, in a fresh page (the sign-in library loads with the page)
  const loaded = recordScripts(page)
  await page.reload()
  const open = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(open).toBeEnabled()
  await settle(page)
  // the dialog's code, loaded in idle time (which the browser schedules: waited for, not assumed)
  await expect.poll(() => SIGN_IN_DIALOG.every((file) => loaded.includes(file))).toBe(true)
  // its content, not an empty frame: the explanation (the button waits for a nonce)
  expect(await presentInClickTask(open, '[role="dialog"]', 'you must sign a message')).toBe(true)
  const dialog = page.getByRole('dialog', { name: 'Verify your account' })
  await expect(dialog.getByRole('button', { name: 'Send message' })).toBeVisible()
})
