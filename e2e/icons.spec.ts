// Brand marks (issue 17) and their timing (issue 18): the chain button and the chain modal show
// each network's mark (from the kit's lazily loaded set), and once the page is idle the connect
// modal's list shows every wallet's icon, loaded and decoded, on the first frame it is visible.
import { connectTestWallet, openChainModal } from './support/connect'
import { expect, test } from './support/fixtures'
import { settle } from './support/settle'

test('after idle, the wallet list’s first visible frame has every wallet’s icon', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(connect).toBeEnabled()
  await settle(page)
  // The icons are decoded and drawn one per idle period (after all of them are fetched): wait for
  // the last bitmap, which the connect dialog rendered ahead (hidden) takes as it arrives.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const wallets = [...document.querySelectorAll('[role="dialog"] [data-wallet-id]')]
        return (
          wallets.length > 1 &&
          wallets.every((w) => w.querySelector('img')?.src.startsWith('data:image/png'))
        )
      }),
    )
    .toBe(true)
  const requestsOnClick: string[] = []
  page.on('request', (request) => requestsOnClick.push(request.url()))

  // Clicks from inside the page, then looks at every animation frame until the list shows: on
  // that first frame, each wallet must hold an icon that is loaded and decoded.
  const firstFrame = await connect.evaluate(
    (button) =>
      new Promise<{ wallets: number; withoutIcon: string[]; notBitmap: string[] }>((resolve) => {
        const look = () => {
          const wallets = [...document.querySelectorAll('[role="dialog"] [data-wallet-id]')]
          if (wallets.length === 0) return requestAnimationFrame(look)
          const withoutIcon = wallets
            .filter((wallet) => {
              const img = wallet.querySelector('img')
              return !img?.complete || img.naturalWidth === 0
            })
            .map((wallet) => wallet.getAttribute('data-wallet-id') ?? '?')
          // The bitmaps made in idle time at the list's size (a PNG paints as one draw; an SVG
          // icon is laid out and painted as a document of its own in this frame).
          const notBitmap = wallets
            .filter((wallet) => !wallet.querySelector('img')?.src.startsWith('data:image/png'))
            .map((wallet) => wallet.getAttribute('data-wallet-id') ?? '?')
          resolve({ wallets: wallets.length, withoutIcon, notBitmap })
        }
        ;(button as HTMLElement).click()
        requestAnimationFrame(look)
      }),
  )
  expect(firstFrame.wallets).toBeGreaterThan(1)
  expect(wallet.authorized).toBe(false)
  expect(firstFrame.withoutIcon).toEqual([])
  expect(firstFrame.notBitmap).toEqual([])
  await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toBeVisible()
  // No icon (or any other script) is fetched on the click path.
  expect(requestsOnClick.filter((url) => /\.js(\?|$)/.test(url))).toEqual([])
})

test('the chain button and the chain modal show each network’s mark', async ({ page, wallet }) => {
  await connectTestWallet(page)
  expect(wallet.chainId).toBe(1)
  const chainButton = page.getByRole('button', { name: 'Switch network, current: Ethereum' })
  // large screen: icon and name
  await expect(chainButton.locator('[data-gh-chain-icon="icon"] img')).toBeVisible()
  await expect(chainButton).toContainText('Ethereum')

  const dialog = await openChainModal(page)
  for (const name of ['Ethereum', 'Polygon', 'OP Mainnet', 'Arbitrum One', 'Zora']) {
    const entry = dialog.getByRole('button', { name: new RegExp(name) })
    const img = entry.locator('[data-gh-chain-icon="icon"] img')
    await expect(img, name).toBeVisible()
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth), name).toBeGreaterThan(
      0,
    )
    // decorative: the name alone is the entry's accessible name
    await expect(entry.locator('[data-gh-chain-icon]')).toHaveAttribute('aria-hidden', 'true')
  }
})

test('on a small screen the chain button shows the mark alone, the name staying its label', async ({
  page,
  wallet,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await connectTestWallet(page)
  expect(wallet.chainId).toBe(1)
  const chainButton = page.getByRole('button', { name: 'Switch network, current: Ethereum' })
  await expect(chainButton.locator('[data-gh-chain-icon="icon"] img')).toBeVisible()
  await expect(chainButton).not.toContainText('Ethereum')
})
