// The Local Dev Wallet of the local stack (issue 2): the demo built with VITE_LOCAL_STACK=true
// announces it; it signs with anvil's dev key #0 and refuses chains that are not local.
import { DEV_ENS_PROFILES } from '@gatehouse/testkit'
import { expect, test } from './support/fixtures'

test('the Local Dev Wallet connects with no extension installed', async ({
  page,
  blockedRequests,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: 'Local Dev Wallet' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('button', { name: `Account ${DEV_ENS_PROFILES[0].name}` }),
  ).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('button', { name: `Account ${DEV_ENS_PROFILES[0].name}` }),
  ).toBeVisible()
  expect(blockedRequests).toEqual([])
})

test('the Local Dev Wallet refuses a chain that is not local', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Local Dev Wallet' }).click()
  await expect(page.getByRole('button', { name: /Switch network/ })).toBeVisible()
  const refused = await page.evaluate(async () => {
    const found: {
      info: { name: string }
      provider: { request: (a: unknown) => Promise<unknown> }
    }[] = []
    window.addEventListener('eip6963:announceProvider', (e) =>
      found.push((e as CustomEvent).detail),
    )
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    const dev = found.find((d) => d.info.name === 'Local Dev Wallet')
    try {
      await dev?.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x38' }],
      })
      return 'switched'
    } catch (error) {
      return (error as { code?: number }).code
    }
  })
  expect(refused).toBe(4902)
})
