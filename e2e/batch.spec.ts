// EIP-5792 batches and replaced transactions in the demo, with the EIP-6963 test wallet executing
// for real on the e2e chains (testkit's walletCalls.ts): "Send a batch" (approve and transfer of
// GHT) as one atomic EIP-7702 transaction, confirmed, or reverted as a whole; a wallet without
// batches gets the calls one by one with "1 of 2 confirmed", in Recent Transactions too while
// they go, and a second call declined leaves the batch partly reverted, naming the call; a reload
// while they go keeps the entry, the call not yet sent named as not sent; an atomic request to
// such a wallet is refused before anything is sent. A transaction sped up or cancelled in the wallet is followed to what was mined, also when
// that happened while the page was away. Not covered here: a Safe batch (e2e/safe.spec.ts), the
// Node WalletConnect wallet (its EIP-5792 is tested in Node: NodeWalletConnectWallet.calls.test.ts).
import { rpc, TEST_TOKEN, testTokenAbi } from '@gatehouse/testkit'
import type { Locator, Page } from '@playwright/test'
import { createPublicClient, encodeAbiParameters, http, keccak256, numberToHex } from 'viem'
import { connectTestWallet, openAccountModal } from './support/connect'
import { expect, test } from './support/fixtures'
import { e2eRpcUrl } from './support/ports'

const COUNTERPARTY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ONE_GHT = 1_000_000n
const HASH = /0x[0-9a-f]{64}/

const batchButton = (page: Page) => page.getByRole('button', { name: 'Send a batch' })
const batchStatus = (page: Page) => page.getByRole('status', { name: 'Batch status' })
const client = () => createPublicClient({ transport: http(e2eRpcUrl(1)) })
const token = (functionName: 'allowance' | 'balanceOf', args: readonly `0x${string}`[]) =>
  client().readContract({
    address: TEST_TOKEN.address,
    abi: testTokenAbi,
    functionName,
    args,
  } as never) as Promise<bigint>

/** The account's GHT balance set to 0 (the chain snapshot restores it after the test). */
async function emptyTokenBalance(holder: `0x${string}`) {
  const slot = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, 0n]),
  )
  await rpc(e2eRpcUrl(1), 'anvil_setStorageAt', [
    TEST_TOKEN.address,
    slot,
    numberToHex(0, { size: 32 }),
  ])
}

async function recentRows(page: Page): Promise<Locator> {
  const dialog = await openAccountModal(page)
  return dialog.getByRole('region', { name: 'Recent Transactions' }).getByRole('listitem')
}

test('an atomic wallet sends approve and transfer in one transaction; the batch is confirmed', async ({
  page,
  wallet,
}) => {
  await connectTestWallet(page)
  const before = await token('balanceOf', [COUNTERPARTY])
  await batchButton(page).click()
  const rows = await recentRows(page)
  await expect(rows.first()).toContainText('Approve and transfer 1 GHT')
  await expect(rows.first()).toContainText('Confirmed')
  const link = rows.first().getByRole('link', { name: 'Transaction 1 of 1 succeeded' })
  await expect(link).toHaveAttribute('href', new RegExp(`^https://etherscan.io/tx/${HASH.source}$`))
  expect(wallet.requestsFor('wallet_sendCalls')).toHaveLength(1)
  expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(0)
  expect(await token('allowance', [wallet.address, COUNTERPARTY])).toBe(ONE_GHT)
  expect(await token('balanceOf', [COUNTERPARTY])).toBe(before + ONE_GHT)
})

test('an atomic batch whose transfer reverts reverts as a whole, and says so', async ({
  page,
  wallet,
}) => {
  await connectTestWallet(page)
  await emptyTokenBalance(wallet.address)
  await batchButton(page).click()
  const rows = await recentRows(page)
  await expect(rows.first()).toContainText('Reverted: no call took effect')
  await expect(
    rows.first().getByRole('link', { name: 'Transaction 1 of 1 reverted' }),
  ).toBeVisible()
  await expect(rows.first()).not.toContainText('Confirmed')
  // The approve did not take effect either.
  expect(await token('allowance', [wallet.address, COUNTERPARTY])).toBe(0n)
})

test('a wallet without batches gets the calls one by one; a second call declined leaves it partly reverted', async ({
  page,
  wallet,
}) => {
  wallet.setCallsMode('none')
  await connectTestWallet(page)
  const first = wallet.holdNext('eth_sendTransaction')
  const second = wallet.holdNext('eth_sendTransaction')
  await batchButton(page).click()
  await first.requested
  await expect(batchStatus(page)).toHaveText('0 of 2 confirmed')
  first.approve()
  await second.requested
  await expect(batchStatus(page)).toHaveText('1 of 2 confirmed')
  // Recent Transactions has the run while it goes.
  const rows = await recentRows(page)
  await expect(rows.first()).toContainText('Approve and transfer 1 GHT')
  await expect(rows.first()).toContainText('Pending')
  await expect(rows.first()).toContainText('1 of 2 confirmed')
  second.reject()
  await expect(rows.first()).toContainText('Partly reverted: some calls took effect')
  await expect(rows.first()).toContainText('Call 2 of 2 failed')
  await expect(
    rows.first().getByRole('link', { name: 'Transaction 1 of 1 succeeded' }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(batchStatus(page)).toHaveText('Call 2 of 2 failed')
  expect(await token('allowance', [wallet.address, COUNTERPARTY])).toBe(ONE_GHT)
})

test('a reload while calls go one by one keeps the entry: the sent call followed, the other not sent', async ({
  page,
  wallet,
}) => {
  wallet.setCallsMode('none')
  await connectTestWallet(page)
  const first = wallet.holdNext('eth_sendTransaction')
  const second = wallet.holdNext('eth_sendTransaction')
  await batchButton(page).click()
  await first.requested
  first.approve()
  await second.requested
  await expect(batchStatus(page)).toHaveText('1 of 2 confirmed')
  await page.reload()
  // The page that asked for the second call is gone; the wallet's prompt is declined.
  second.reject()
  const rows = await recentRows(page)
  await expect(rows.first()).toContainText('Approve and transfer 1 GHT')
  await expect(rows.first()).toContainText('Partly reverted: some calls took effect')
  await expect(rows.first()).toContainText('Not sent: call 2')
  await expect(rows.first()).not.toContainText('Pending')
  await expect(
    rows.first().getByRole('link', { name: 'Transaction 1 of 1 succeeded' }),
  ).toBeVisible()
  expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(2)
})

test('an atomic request to a wallet without batches is refused before anything is sent', async ({
  page,
  wallet,
}) => {
  wallet.setCallsMode('none')
  await connectTestWallet(page)
  await page.getByRole('checkbox', { name: 'Only as one atomic batch' }).check()
  await batchButton(page).click()
  await expect(batchStatus(page)).toHaveText(
    'Your wallet cannot send these calls as one atomic batch on this network',
  )
  expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(0)
  const rows = await recentRows(page)
  await expect(rows).toHaveCount(0)
})

test.describe('a pending transaction replaced in the wallet', () => {
  test.afterEach(async () => {
    await rpc(e2eRpcUrl(1), 'evm_setAutomine', [true])
  })

  /**
   * The tracker has read the pending transaction and kept its sender and nonce, so the page that
   * comes back after a reload has them stored. (The live tests replace it at once: before or
   * after the tracker's first read, either must end the same.)
   */
  async function trackerHasNonce(page: Page) {
    await expect
      .poll(() =>
        page.evaluate(() =>
          /"nonce":\d+/.test(localStorage.getItem('gatehouse.transactions') ?? ''),
        ),
      )
      .toBe(true)
  }

  async function sendPending(page: Page): Promise<`0x${string}`> {
    await rpc(e2eRpcUrl(1), 'evm_setAutomine', [false])
    await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
    await expect(page.getByTestId('demo-sent')).toContainText(HASH)
    return (await page.getByTestId('demo-sent').textContent())!.match(HASH)![0] as `0x${string}`
  }

  test('a speed-up is confirmed under the new hash', async ({ page, wallet }) => {
    await connectTestWallet(page)
    const hash = await sendPending(page)
    const rows = await recentRows(page)
    await expect(rows.first()).toContainText('Pending')
    const faster = await wallet.speedUp(hash)
    await rpc(e2eRpcUrl(1), 'evm_mine')
    await expect(rows.first()).toContainText('Confirmed · Sped up in the wallet')
    await expect(rows.first().getByRole('link', { name: `Mined as ${faster}` })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${faster}`,
    )
  })

  test('a cancel is shown as cancelled', async ({ page, wallet }) => {
    await connectTestWallet(page)
    const hash = await sendPending(page)
    const rows = await recentRows(page)
    await expect(rows.first()).toContainText('Pending')
    const cancel = await wallet.cancel(hash)
    await rpc(e2eRpcUrl(1), 'evm_mine')
    await expect(rows.first()).toContainText('Cancelled · Cancelled in the wallet')
    await expect(rows.first().getByRole('img', { name: 'Cancelled' })).toBeVisible()
    await expect(rows.first().getByRole('link', { name: `Mined as ${cancel}` })).toBeVisible()
  })

  test('a cancel mined while the page was away is resolved on return, never left pending', async ({
    page,
    wallet,
  }) => {
    await connectTestWallet(page)
    const hash = await sendPending(page)
    await trackerHasNonce(page)
    await page.goto('about:blank')
    await wallet.cancel(hash)
    await rpc(e2eRpcUrl(1), 'evm_mine')
    await page.goto('/')
    const rows = await recentRows(page)
    await expect(rows.first()).toContainText('Cancelled · Cancelled in the wallet')
  })
})
