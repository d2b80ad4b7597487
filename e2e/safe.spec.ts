// Safe accounts (issue 6) in Chromium: the demo framed by the Safe test host (a stand-in for
// Safe{Wallet} on its own origin) connects to the Safe by itself, repeatedly; outside a Safe host
// the Safe entry is hidden; Safe transactions follow the gateway lifecycle to an executed,
// cancelled or failed end (with a real on-chain execution) and resume after a reload; a batch
// sent from the Safe (EIP-5792, its calls id the safeTxHash) follows its Safe transaction; a Safe
// signs in through a pending off-chain message; a host that never answers shows the §8 error
// with a working Retry; a Safe reached through WalletConnect is followed through the gateway.
// Inside the host the demo shows the Safe's balances (getSafeBalances) and, once the visitor
// grants the permission, its address book; a refused permission shows code 4001 (§6, §8).
import { rpc, TEST_TOKEN, testTokenAbi } from '@gatehouse/testkit'
import {
  deployTestSafe,
  type SafeHost,
  startSafeHost,
  TEST_SAFE_OWNERS,
} from '@gatehouse/testkit/safe'
import type { FrameLocator, Locator, Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  formatUnits,
  type Hex,
  http,
  keccak256,
  numberToHex,
} from 'viem'
import { scanFrame } from './support/axe'
import { enableDemoSignIn } from './support/connect'
import { expect, test } from './support/fixtures'
import { E2E_BASE_URL, E2E_SAFE_GATEWAY_PORT, E2E_SAFE_HOST_PORT, e2eRpcUrl } from './support/ports'
import { connectByQr, walletConnectPeer } from './support/walletconnect'

let host: SafeHost

test.beforeAll(async () => {
  const rpcUrl = e2eRpcUrl(1)
  const address = await deployTestSafe(rpcUrl)
  host = await startSafeHost({
    safe: { address, chainId: 1, owners: TEST_SAFE_OWNERS, threshold: 2, rpcUrl },
    appUrl: `${E2E_BASE_URL}/`,
    port: E2E_SAFE_HOST_PORT,
    gatewayPort: E2E_SAFE_GATEWAY_PORT,
    portVariable: 'E2E_SAFE_HOST_PORT',
    fiatConversion: '2000',
  })
})

test.afterAll(async () => {
  await host?.close()
})

test.beforeEach(() => {
  host.setAnswering(true)
  host.rejectPermissionRequests(false)
  host.revokePermissions()
})

const short = (address: string) => `0x${address.slice(2, 6)}…${address.slice(-4)}`

/** Opens the host page and waits for the framed demo to be connected to the Safe. */
async function openInSafe(page: Page): Promise<FrameLocator> {
  await page.goto(host.url)
  const app = page.frameLocator('iframe[title="Safe App"]')
  await expect(
    app.getByRole('button', { name: `Account ${short(host.ledger.safe.address)}` }),
  ).toBeVisible()
  return app
}

async function openAccount(app: FrameLocator) {
  await app.getByRole('button', { name: /^Account / }).click()
  const dialog = app.getByRole('dialog', { name: 'Account' })
  await expect(dialog).toBeVisible()
  return dialog
}

/**
 * The demo's "Send 0.001 ETH to yourself" row in `dialog` goes AWAITING_CONFIRMATIONS →
 * AWAITING_EXECUTION → SUCCESS as the owners confirm and execute it, ending on the on-chain hash.
 */
async function expectLifecycleToExecution(dialog: Locator, safeTxHash: Hex) {
  const row = dialog.getByRole('listitem').filter({ hasText: 'Send 0.001 ETH to yourself' })
  await expect(row).toContainText('Awaiting confirmations · 1 of 2 confirmations')
  host.ledger.confirm(safeTxHash)
  await expect(row).toContainText('Awaiting execution')
  const txHash = await host.ledger.execute(safeTxHash)
  await expect(row).toContainText('Executed · Confirmed')
  await expect(row.getByRole('link', { name: `On-chain transaction ${txHash}` })).toHaveAttribute(
    'href',
    new RegExp(`/tx/${txHash}$`),
  )
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape')
}

const CONNECT_RUNS = 10

test('the framed demo connects to the Safe by itself, every time', async ({ page }) => {
  // Ten page loads of the host and the framed demo (about 3 s each on an idle machine): the
  // suite's 30 s is one page's budget, so this test gets that budget for each of its loads.
  test.setTimeout(CONNECT_RUNS * 30_000)
  for (let run = 0; run < CONNECT_RUNS; run++) {
    const app = await openInSafe(page)
    await expect(app.getByText(host.ledger.safe.address)).toBeVisible()
  }
  const methods = new Set(host.ledger.calls.map((call) => call.method))
  expect(methods.has('getSafeInfo')).toBe(true)
})

test('the framed demo shows the Safe’s balances from the host', async ({ page }) => {
  const app = await openInSafe(page)
  const balances = app.getByRole('list', { name: 'Safe balances' })
  await expect(balances.getByRole('listitem')).toHaveCount(1)
  await expect(balances.getByRole('listitem')).toContainText(/ ETH/)
  // Valued at the host's conversion (2000 per ether), from the Safe's balance on its chain.
  const wei = await createPublicClient({ transport: http(e2eRpcUrl(1)) }).getBalance({
    address: host.ledger.safe.address,
  })
  const fiat = (Number(formatUnits(wei, 18)) * 2000).toFixed(2)
  await expect(app.getByText(`Total value: ${fiat} USD`)).toBeVisible()
  expect(host.ledger.calls.some((call) => call.method === 'getSafeBalances')).toBe(true)
})

test('the address book shows once the visitor grants the permission', async ({ page }) => {
  const app = await openInSafe(page)
  const status = app.getByTestId('demo-safe-address-book-status')
  // The live region is there, empty, before anything happens.
  await expect(status).toHaveText('')
  await expect(status).toHaveAttribute('role', 'status')
  await app.getByRole('button', { name: 'Show the address book' }).click()
  await expect(status).toHaveText('Access granted: 2 entries.')
  const book = app.getByRole('list', { name: 'Safe address book' })
  await expect(book.getByRole('listitem')).toHaveText([
    `Owner 1 ${TEST_SAFE_OWNERS[0]}`,
    `Owner 2 ${TEST_SAFE_OWNERS[1]}`,
  ])
  const methods = host.ledger.calls.map((call) => call.method)
  expect(methods).toContain('wallet_requestPermissions')
  expect(methods).toContain('requestAddressBook')
  const request = host.ledger.calls.find((call) => call.method === 'wallet_requestPermissions')
  expect(request?.params).toEqual([{ requestAddressBook: {} }])
})

test('a refused address-book permission shows code 4001 and no address book', async ({ page }) => {
  host.rejectPermissionRequests(true)
  const app = await openInSafe(page)
  const before = host.ledger.calls.length
  await app.getByRole('button', { name: 'Show the address book' }).click()
  await expect(app.getByTestId('demo-safe-address-book-status')).toHaveText(
    'Permission rejected (code 4001).',
  )
  await expect(app.getByRole('list', { name: 'Safe address book' })).toHaveCount(0)
  const asked = host.ledger.calls.slice(before).map((call) => call.method)
  expect(asked).toContain('wallet_requestPermissions')
  expect(asked).not.toContain('requestAddressBook')
  // Asked again once the visitor changes their mind, it is granted.
  host.rejectPermissionRequests(false)
  await app.getByRole('button', { name: 'Show the address book' }).click()
  await expect(app.getByTestId('demo-safe-address-book-status')).toHaveText(
    'Access granted: 2 entries.',
  )
})

test('outside a Safe host the Safe entry is hidden', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog.getByRole('button', { name: /MetaMask/ })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Safe/ })).toHaveCount(0)
})

test('the account modal shows the Safe’s threshold and owners', async ({ page }) => {
  const app = await openInSafe(page)
  const dialog = await openAccount(app)
  await expect(dialog.getByText('2 of 2')).toBeVisible()
  await expect(dialog.getByRole('definition').filter({ hasText: /^2$/ })).toBeVisible()
})

test('a Safe transaction goes from awaiting confirmations to executed, with its on-chain hash', async ({
  page,
}) => {
  const app = await openInSafe(page)
  await app.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
  await expect(app.getByTestId('demo-sent')).toBeVisible()
  const safeTxHash = host.ledger.latestSafeTxHash()
  await expectLifecycleToExecution(await openAccount(app), safeTxHash)
  await closeDialog(page)
})

test('a cancelled Safe transaction ends CANCELLED, a failing one FAILED', async ({ page }) => {
  const app = await openInSafe(page)
  await app.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
  await expect(app.getByTestId('demo-sent')).toBeVisible()
  const cancelled = host.ledger.latestSafeTxHash()
  await app.getByRole('button', { name: 'Send a transaction that fails' }).click()
  await expect.poll(() => host.ledger.latestSafeTxHash()).not.toBe(cancelled)
  const failing = host.ledger.latestSafeTxHash()
  const dialog = await openAccount(app)
  const first = dialog.getByRole('listitem').filter({ hasText: 'Send 0.001 ETH to yourself' })
  const second = dialog.getByRole('listitem').filter({ hasText: 'A call that reverts' })
  await expect(second).toContainText('1 of 2 confirmations')
  // Through the host page's own controls, as a test without the Node handle would.
  await page.evaluate(
    (hash) =>
      (
        window as unknown as { __safeHost: { cancel(hash: string): Promise<void> } }
      ).__safeHost.cancel(hash),
    cancelled,
  )
  await expect(first).toContainText('Cancelled')
  await expect(first).not.toContainText('confirmations')
  const txHash = await host.ledger.execute(failing)
  await expect(second).toContainText('Execution failed · Failed')
  await expect(second.getByRole('link', { name: `On-chain transaction ${txHash}` })).toBeVisible()
})

test('a batch sent from the Safe follows its Safe transaction to the executed on-chain hash', async ({
  page,
}) => {
  // The Safe holds 10 GHT (the test token's balances are the mapping at slot 0).
  const safe = host.ledger.safe.address
  const counterparty = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const slot = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [safe, 0n]),
  )
  await rpc(e2eRpcUrl(1), 'anvil_setStorageAt', [
    TEST_TOKEN.address,
    slot,
    numberToHex(10_000_000n, { size: 32 }),
  ])
  const token = (functionName: 'allowance' | 'balanceOf', args: readonly Address[]) =>
    createPublicClient({ transport: http(e2eRpcUrl(1)) }).readContract({
      address: TEST_TOKEN.address,
      abi: testTokenAbi,
      functionName,
      args,
    } as never) as Promise<bigint>
  const received = await token('balanceOf', [counterparty])
  const app = await openInSafe(page)
  const before = host.ledger.calls.filter(({ method }) => method === 'sendTransactions').length
  await app.getByRole('button', { name: 'Send a batch' }).click()
  await expect
    .poll(() => host.ledger.calls.filter(({ method }) => method === 'sendTransactions').length)
    .toBe(before + 1)
  const safeTxHash = host.ledger.latestSafeTxHash()
  const dialog = await openAccount(app)
  const row = dialog.getByRole('listitem').filter({ hasText: 'Approve and transfer 1 GHT' })
  await expect(row).toContainText('Awaiting confirmations · 1 of 2 confirmations')
  host.ledger.confirm(safeTxHash)
  await expect(row).toContainText('Awaiting execution')
  const txHash = await host.ledger.execute(safeTxHash)
  await expect(row).toContainText('Executed · Confirmed')
  await expect(row.getByRole('link', { name: `On-chain transaction ${txHash}` })).toBeVisible()
  // Both calls took effect, in the one transaction the owners executed.
  expect(await token('allowance', [safe, counterparty])).toBe(1_000_000n)
  expect(await token('balanceOf', [counterparty])).toBe(received + 1_000_000n)
})

test('a reload while owners confirm resumes tracking', async ({ page }) => {
  const app = await openInSafe(page)
  await app.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
  await expect(app.getByTestId('demo-sent')).toBeVisible()
  const safeTxHash = host.ledger.latestSafeTxHash()
  let dialog = await openAccount(app)
  await expect(dialog.getByRole('listitem').first()).toContainText('1 of 2 confirmations')
  await page.reload()
  const reloaded = page.frameLocator('iframe[title="Safe App"]')
  await expect(reloaded.getByRole('button', { name: /^Account / })).toBeVisible()
  host.ledger.confirm(safeTxHash)
  dialog = await openAccount(reloaded)
  const row = dialog.getByRole('listitem').first()
  await expect(row).toContainText('Awaiting execution')
  await host.ledger.execute(safeTxHash)
  await expect(row).toContainText('Executed · Confirmed')
})

test.describe('with sign-in required', () => {
  test.beforeEach(async ({ context }) => {
    await enableDemoSignIn(context)
  })

  test('a Safe signs in through a pending off-chain message once the owners confirm', async ({
    page,
  }) => {
    await page.goto(host.url)
    const app = page.frameLocator('iframe[title="Safe App"]')
    await app
      .getByRole('button', { name: /Connect Wallet|Sign in|Verify/ })
      .first()
      .click()
    const dialog = app.getByRole('dialog', { name: 'Verify your account' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Send message' }).click()
    await expect(dialog.getByRole('button', { name: 'Waiting for signature...' })).toBeVisible()
    await expect
      .poll(() => host.ledger.calls.some((call) => call.method === 'signMessage'))
      .toBe(true)
    const messageHash = host.ledger.latestMessageHash()
    // Still pending: the dialog keeps waiting while the host says the message needs owners.
    await expect
      .poll(() => host.ledger.calls.filter((call) => call.method === 'getOffChainSignature').length)
      .toBeGreaterThan(1)
    await expect(dialog.getByRole('button', { name: 'Waiting for signature...' })).toBeVisible()
    await host.ledger.confirmMessage(messageHash)
    await expect(dialog).toBeHidden()
    await expect(app.getByTestId('session-state')).toHaveText(
      `Signed in as ${host.ledger.safe.address} on chain 1`,
    )
  })
})

test('a host that never answers shows "Could not load Safe information", and Retry connects', async ({
  page,
}) => {
  host.setAnswering(false)
  await page.goto(host.url)
  const app = page.frameLocator('iframe[title="Safe App"]')
  const alert = app.getByRole('alert').filter({ hasText: 'Could not load Safe information' })
  await expect(alert).toBeVisible()
  host.setAnswering(true)
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(
    app.getByRole('button', { name: `Account ${short(host.ledger.safe.address)}` }),
  ).toBeVisible()
  await expect(alert).toBeHidden()
})

test('choosing Safe while the host stays silent says "Could not load Safe information", and RETRY connects', async ({
  page,
}) => {
  host.setAnswering(false)
  await page.goto(host.url)
  const app = page.frameLocator('iframe[title="Safe App"]')
  await app.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = app.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: 'Safe' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Could not load Safe information')
  host.setAnswering(true)
  await dialog.getByRole('button', { name: 'RETRY' }).click()
  await expect(
    app.getByRole('button', { name: `Account ${short(host.ledger.safe.address)}` }),
  ).toBeVisible()
})

test('the Safe states have no axe violations: the silent-host notice, the Safe account modal and the Safe panel', async ({
  page,
}) => {
  // Only the framed app is the kit's; the host page is the test's stand-in for Safe{Wallet}.
  const scanApp = async (view: string) => {
    const frame = await page.locator('iframe[title="Safe App"]').elementHandle()
    const content = await frame.contentFrame()
    if (!content) throw new Error(`${view}: the Safe App frame has no document`)
    const { violations, passes } = await scanFrame(content)
    expect(violations, view).toEqual([])
    expect(passes, `${view}: the framed app was analysed`).toBeGreaterThan(0)
  }
  host.setAnswering(false)
  await page.goto(host.url)
  const app = page.frameLocator('iframe[title="Safe App"]')
  const alert = app.getByRole('alert').filter({ hasText: 'Could not load Safe information' })
  await expect(alert).toBeVisible()
  await scanApp('Could not load Safe information')
  host.setAnswering(true)
  await alert.getByRole('button', { name: 'Retry' }).click()
  const dialog = await openAccount(app)
  await expect(dialog.getByText('2 of 2')).toBeVisible()
  await scanApp('account modal of a Safe')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(app.getByRole('list', { name: 'Safe balances' })).toBeVisible()
  await app.getByRole('button', { name: 'Show the address book' }).click()
  await expect(app.getByRole('list', { name: 'Safe address book' })).toBeVisible()
  await scanApp('the Safe panel: balances and address book')
})

test.describe('a Safe reached through WalletConnect, outside a Safe frame', () => {
  // The phone wallet presents the Safe's address and, as Safe{Wallet} does, answers a
  // transaction with its safeTxHash (a proposal the owners then confirm); the kit follows it
  // through the Safe Client Gateway (the stand-in, configured in the WalletConnect e2e build).
  const wallet = walletConnectPeer(() => ({ accountAddress: host.ledger.safe.address }))

  test('its transaction is tracked through the gateway to the executed on-chain hash', async ({
    page,
  }) => {
    const peer = wallet()
    peer.handle('eth_sendTransaction', ({ params }) => {
      const { to, value, data } = params[0] as { to: Address; value?: Hex; data?: Hex }
      return host.ledger.propose([{ to, value: BigInt(value ?? 0).toString(), data: data ?? '0x' }])
    })
    await connectByQr(page, peer)
    await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
    await expect(page.getByTestId('demo-sent')).toBeVisible()
    const safeTxHash = host.ledger.latestSafeTxHash()
    await page.getByRole('button', { name: /^Account / }).click()
    const dialog = page.getByRole('dialog', { name: 'Account' })
    await expect(dialog.getByText('2 of 2')).toBeVisible() // threshold, from the gateway
    await expectLifecycleToExecution(dialog, safeTxHash)
  })
})
