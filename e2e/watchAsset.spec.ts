// "Add GHT to wallet" (wallet_watchAsset, EIP-747) on the connected panel, against the test
// ERC-20 the e2e chains carry and the EIP-6963 test wallet: the wallet gets the token's address,
// symbol, decimals and the logo the demo serves, and each outcome shows as it should (added; the
// visitor declining is quiet; a wallet without the method gets a sentence). Parameter checks are
// unit-tested in the kit (watchAssetParameters.test.ts); this covers the browser round trip.
import { TEST_TOKEN, testTokenAbi } from '@gatehouse/testkit'
import type { Page } from '@playwright/test'
import { createPublicClient, http } from 'viem'
import { connectTestWallet } from './support/connect'
import { expect, test } from './support/fixtures'
import { E2E_BASE_URL, e2eRpcUrl } from './support/ports'

const TOKEN_IMAGE = `${E2E_BASE_URL}/tokens/ght.svg`
const addButton = (page: Page) => page.getByRole('button', { name: 'Add GHT to wallet' })
const tokenStatus = (page: Page) => page.getByRole('status', { name: 'Token status' })

test('the wallet gets the token the chain holds, and the panel says it was added', async ({
  page,
  wallet,
}) => {
  await connectTestWallet(page)
  // The live region is there, empty, before the visitor acts.
  await expect(tokenStatus(page)).toHaveText('')
  await addButton(page).click()
  await expect(tokenStatus(page)).toHaveText('GHT was added to your wallet.')

  expect(wallet.watchedAssets).toEqual([
    {
      type: 'ERC20',
      address: TEST_TOKEN.address,
      symbol: 'GHT',
      decimals: 6,
      image: TOKEN_IMAGE,
    },
  ])
  // What the wallet was told is what the contract on the connected chain answers…
  const client = createPublicClient({ transport: http(e2eRpcUrl(wallet.chainId)) })
  const read = (functionName: 'symbol' | 'decimals') =>
    client.readContract({ address: TEST_TOKEN.address, abi: testTokenAbi, functionName })
  expect(await read('symbol')).toBe('GHT')
  expect(await read('decimals')).toBe(6)
  // …and the logo is served by the demo itself.
  const logo = await page.request.get(TOKEN_IMAGE)
  expect(logo.status()).toBe(200)
  expect(logo.headers()['content-type']).toContain('image/svg+xml')
})

test('the visitor declining (4001) is quiet: no message, no alert, the action stays available', async ({
  page,
  wallet,
}) => {
  await connectTestWallet(page)
  wallet.rejectNext('wallet_watchAsset')
  await addButton(page).click()
  await expect.poll(() => wallet.requestsFor('wallet_watchAsset').length).toBe(1)
  await expect(addButton(page)).toBeEnabled()
  await expect(tokenStatus(page)).toHaveText('')
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(wallet.watchedAssets).toEqual([])
})

for (const [code, what] of [
  [4200, 'unsupported method'],
  [-32601, 'method not found'],
] as const) {
  test(`a wallet without wallet_watchAsset (${code}, ${what}) gets a clear sentence`, async ({
    page,
    wallet,
  }) => {
    await connectTestWallet(page)
    wallet.failNext('wallet_watchAsset', code, `The method "wallet_watchAsset" is not supported.`)
    await addButton(page).click()
    await expect(tokenStatus(page)).toHaveText(
      `Your wallet does not support adding tokens from this app. To see GHT, add the token ${TEST_TOKEN.address} from within your wallet.`,
    )
    expect(wallet.watchedAssets).toEqual([])
  })
}
