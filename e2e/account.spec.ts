// The connected visitor (issue 3): ENS name and avatar from the resolver double, balance format,
// Copy Address, Disconnect, recent transactions from pending to confirmed or failed, Clear All,
// explorer links, a second tab, and an RPC that is down for one chain. Chain switching is in
// chains.spec.ts.
import { DEV_ACCOUNTS, DEV_ENS_PROFILES, DEV_PRIVATE_KEYS, rpc } from '@gatehouse/testkit'
import { TestWallet } from '@gatehouse/testkit/wallet'
import { connectTestWallet, openAccountModal, openChainModal } from './support/connect'
import { expect, test } from './support/fixtures'
import { E2E_RPC_URLS, e2ePageRpcUrl, e2eRpcUrl } from './support/ports'
import { countRpcCalls } from './support/rpcCalls'

const alice = DEV_ENS_PROFILES[0]

test('shows the ENS name, avatar and balance with its symbol', async ({ page, wallet }) => {
  await connectTestWallet(page)
  const account = page.getByRole('button', { name: `Account ${alice.name}` })
  await expect(account).toContainText('10k ETH') // 10 000 ETH: over 10 000 takes the k suffix
  const dialog = await openAccountModal(page)
  await expect(dialog.getByRole('heading', { name: alice.name })).toBeVisible()
  await expect(dialog.locator('img').first()).toHaveAttribute('src', alice.avatar)
  await expect(dialog.getByText('10k ETH')).toBeVisible()
  expect(wallet.address).toBe(alice.address)
})

test.describe('an account without an ENS name', () => {
  test.use({ walletOptions: { privateKey: DEV_PRIVATE_KEYS[2] } })

  test('shows the first 4 and last 4 characters and a generated avatar', async ({
    page,
    wallet,
  }) => {
    await connectTestWallet(page)
    expect(wallet.address).toBe(DEV_ACCOUNTS[2])
    const short = `0x${DEV_ACCOUNTS[2].slice(2, 6)}…${DEV_ACCOUNTS[2].slice(-4)}`
    await expect(page.getByRole('button', { name: `Account ${short}` })).toBeVisible()
    const dialog = await openAccountModal(page)
    await expect(dialog.getByRole('heading', { name: short })).toBeVisible()
    await expect(dialog.locator('img')).toHaveCount(0)
  })
})

test('Copy Address copies, shows Copied! and reverts', async ({ page, context, wallet }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await connectTestWallet(page)
  const dialog = await openAccountModal(page)
  await dialog.getByRole('button', { name: 'Copy Address' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)
  await expect(dialog.getByRole('button', { name: 'Copy Address' })).toBeVisible({ timeout: 3_000 })
})

test('Disconnect ends the session and closes the modal', async ({ page, wallet }) => {
  await connectTestWallet(page)
  const dialog = await openAccountModal(page)
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(wallet.requestsFor('wallet_revokePermissions')).toHaveLength(1)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('a transaction goes from pending to confirmed, a reverted one to failed', async ({
  page,
  wallet,
}) => {
  await connectTestWallet(page)
  const calls = countRpcCalls(page, e2ePageRpcUrl(1))
  await rpc(e2eRpcUrl(1), 'evm_setAutomine', [false])
  await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
  await expect(page.getByTestId('demo-sent')).toContainText(/0x[0-9a-f]{64}/)
  const hash = (await page.getByTestId('demo-sent').textContent())!.match(/0x[0-9a-f]{64}/)![0]
  const dialog = await openAccountModal(page)
  const list = dialog.getByRole('region', { name: 'Recent Transactions' }).getByRole('listitem')
  await expect(list).toHaveCount(1)
  await expect(list.first()).toContainText('Pending')
  await expect(list.first().getByRole('img', { name: 'Pending' })).toBeVisible() // loading avatar
  await expect(list.first().getByRole('link')).toHaveAttribute(
    'href',
    `https://etherscan.io/tx/${hash}`,
  )
  // still pending after the page has asked for the receipt and then polled the chain for new
  // blocks several times while nothing is mined
  await expect.poll(() => calls('eth_getTransactionReceipt')).toBeGreaterThan(0)
  const polled = calls('eth_blockNumber')
  await expect.poll(() => calls('eth_blockNumber')).toBeGreaterThanOrEqual(polled + 4)
  await expect(list.first()).toContainText('Pending')
  await rpc(e2eRpcUrl(1), 'evm_mine')
  await expect(list.first()).toContainText('Confirmed')
  // the change is announced politely to screen readers
  await expect(
    dialog.getByRole('region', { name: 'Recent Transactions' }).getByRole('status'),
  ).toHaveText(/: Confirmed$/)

  await rpc(e2eRpcUrl(1), 'evm_setAutomine', [true])
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Send a transaction that fails' }).click()
  await expect(page.getByTestId('demo-sent')).toBeVisible()
  // with no dialog open, the page's own live region says it
  await expect(
    page.getByRole('status').filter({ hasText: 'A call that reverts: Failed' }),
  ).toHaveCount(1)
  await openAccountModal(page)
  await expect(list).toHaveCount(2)
  await expect(list.first()).toContainText('A call that reverts')
  await expect(list.first()).toContainText('Failed')
  await expect(list.nth(1)).toContainText('Confirmed')
  await expect(dialog.getByRole('link', { name: 'View more on Etherscan' })).toHaveAttribute(
    'href',
    `https://etherscan.io/address/${wallet.address}`,
  )
  await dialog.getByRole('button', { name: 'Clear All' }).click()
  await expect(list).toHaveCount(0)
  await expect(dialog.getByText('Your transactions will appear here...')).toBeVisible()
})

test('a pending transaction is still tracked after a reload', async ({ page, wallet }) => {
  await connectTestWallet(page)
  await rpc(e2eRpcUrl(1), 'evm_setAutomine', [false])
  await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
  await expect(page.getByTestId('demo-sent')).toBeVisible()
  await page.reload()
  const dialog = await openAccountModal(page)
  const row = dialog.getByRole('region', { name: 'Recent Transactions' }).getByRole('listitem')
  await expect(row).toContainText('Pending')
  await rpc(e2eRpcUrl(1), 'evm_mine')
  await expect(row).toContainText('Confirmed')
  expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(1)
})

test('a second tab sees a new transaction without reloading', async ({ page, context, wallet }) => {
  await connectTestWallet(page)
  const other = await context.newPage()
  const otherWallet = new TestWallet(other, { rpcUrls: E2E_RPC_URLS, chainId: 1 })
  otherWallet.authorized = true // the same wallet, already connected to this site
  await otherWallet.install()
  await other.goto('/')
  const otherDialog = await openAccountModal(other)
  await expect(otherDialog.getByText('Your transactions will appear here...')).toBeVisible()
  await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
  const row = otherDialog.getByRole('region', { name: 'Recent Transactions' }).getByRole('listitem')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Send 0.001 ETH to yourself')
  expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(1)
})

test('an RPC that is down for one chain leaves the app usable', async ({
  page,
  context,
  wallet,
  pageErrors,
}) => {
  // Offline stand-in for an outage: the browser cannot reach Polygon's node (the wallet can).
  const polygon = new URL(e2ePageRpcUrl(137))
  pageErrors.allowFailedRequest(
    (url) => url.port === polygon.port,
    "this test makes Polygon's RPC refuse connections",
  )
  await context.route(
    (url) => url.port === polygon.port,
    (route) => route.abort('connectionrefused'),
  )
  await connectTestWallet(page)
  const chains = await openChainModal(page)
  await chains.getByRole('button', { name: /Polygon/ }).click()
  await expect(page.getByRole('button', { name: 'Switch network, current: Polygon' })).toBeVisible()
  const account = page.getByRole('button', { name: `Account ${alice.name}` })
  await expect(account).toBeVisible() // the name comes from Ethereum, which is up
  await expect(account).not.toContainText('POL') // no balance rather than a broken page
  const back = await openChainModal(page)
  await back.getByRole('button', { name: /Ethereum/ }).click()
  await expect(account).toContainText('10k ETH')
  expect(wallet.chainId).toBe(1)
})

test('the demo signs a message with the wallet', async ({ page, wallet }) => {
  await connectTestWallet(page)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const expected = await wallet.account.signMessage({ message: 'Hello from the Gatehouse demo' })
  await expect(page.getByTestId('demo-signature')).toHaveText(expected)
})
