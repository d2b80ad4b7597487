// The App Router example as an integrator tests it: the app's production build, local anvil
// chains and the Test Wallet from @gatehouse/testkit. Covers the server-rendered button, connect
// and Sign-In with Ethereum, the account modal with a transaction, the chain modal, reloads
// (cookie SSR), the server-checked members page and API, and a click before hydration; every test
// also checks the console and that no request leaves 127.0.0.1 (fixtures.ts).
// Not covered: WalletConnect, Safe, the Redis store.
import type { TestWallet } from '@gatehouse/testkit/wallet'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { CHAIN_IDS, PORT_BASE } from './ports'

test.use({ chainIds: [...CHAIN_IDS], portBase: PORT_BASE })

const ACCOUNT = /^Account alice\.eth .+ ETH$/
const MEMBERS_REFUSAL = 'Sign in with your wallet to see this page.'

/** Connect Wallet → Test Wallet → Verify your account → Send message. */
async function signIn(page: Page, wallet: TestWallet) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: 'Test Wallet' })
    .click()
  // With sign-in on, the dialog stays open to verify the account (§4).
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await verify.getByRole('button', { name: 'Send message' }).click()
  await expect(verify).toBeHidden()
  await expect(page.getByRole('button', { name: ACCOUNT })).toBeVisible()
  expect(wallet.requestsFor('personal_sign')).toHaveLength(1)
}

test('the server HTML already holds the Connect Wallet button', async ({ request }) => {
  const response = await request.get('/')
  expect(response.ok()).toBe(true)
  expect(await response.text()).toMatch(/<button[^>]*>Connect Wallet<\/button>/)
})

test('pages carry the security headers, with a fresh nonce on Next.js scripts', async ({
  page,
}) => {
  const response = await page.goto('/')
  const headers = response?.headers() ?? {}
  const policy = headers['content-security-policy'] ?? ''
  const nonce = policy.match(/script-src 'self' 'nonce-([^']+)' 'strict-dynamic'/)?.[1]
  expect(nonce).toBeDefined()
  expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`)
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+ http:\/\/127\.0\.0\.1:\d+;/)
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['x-frame-options']).toBe('DENY')
  // Next.js gave its scripts the nonce: the page hydrates and the button works (a blocked
  // script or style would be a console error, which fails every test here).
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toBeVisible()
  const next = await page.reload()
  expect(next?.headers()['content-security-policy']).not.toContain(nonce)
})

test('connects the Test Wallet and signs in: ENS name and balance', async ({ page, wallet }) => {
  await signIn(page, wallet)
  await expect(
    page.getByRole('button', { name: 'Switch network, current: Ethereum' }),
  ).toBeVisible()
})

test('a transaction to myself shows in Recent Transactions', async ({ page, wallet }) => {
  await signIn(page, wallet)
  await page.getByRole('button', { name: 'Send 0.0001 to myself' }).click()
  await expect(page.getByRole('button', { name: 'Send 0.0001 to myself' })).toBeEnabled()
  expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(1)
  await page.getByRole('button', { name: ACCOUNT }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('heading', { name: 'alice.eth' })).toBeVisible()
  const transactions = account.getByRole('region', { name: 'Recent Transactions' })
  await expect(transactions.getByRole('listitem')).toHaveText(/Sent 0\.0001 to myself\s*Confirmed/)
})

test('the chain modal switches to Polygon', async ({ page, wallet }) => {
  await signIn(page, wallet)
  await page.getByRole('button', { name: 'Switch network, current: Ethereum' }).click()
  const dialog = page.getByRole('dialog', { name: 'Switch Networks' })
  await expect(dialog.getByRole('button', { name: /^Ethereum/ })).toContainText('Connected')
  await dialog.getByRole('button', { name: /^Polygon/ }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Switch network, current: Polygon' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Account alice\.eth .+ POL$/ })).toBeVisible()
})

test('a reload keeps the connection and the session', async ({ page, wallet }) => {
  await signIn(page, wallet)
  await page.reload()
  await expect(page.getByRole('button', { name: ACCOUNT })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
  expect(wallet.requestsFor('personal_sign')).toHaveLength(1)
})

test('the server HTML after a reload already shows the account', async ({ page, wallet }) => {
  // wagmi's cookie state is 'reconnecting' with the address known: the kit draws the account.
  await signIn(page, wallet)
  const response = await page.reload()
  const header = (await response?.text())?.match(/<header[\s\S]*?<\/header>/)?.[0]
  expect(header).not.toContain('>Connect Wallet<')
  expect(header).toContain('aria-label="Account 0xf39F…2266')
})

test('a reload never shows Connect Wallet, even while the session loads', async ({
  page,
  wallet,
}) => {
  // With sign-in on, a connected wallet whose session is still loading shows its account.
  await signIn(page, wallet)
  // Watch the header from the reloaded page's first byte.
  await page.addInitScript(() => {
    const seen = window as unknown as { sawConnectWallet: boolean }
    seen.sawConnectWallet = false
    const look = () => {
      for (const button of document.querySelectorAll('header button'))
        if (button.textContent === 'Connect Wallet') seen.sawConnectWallet = true
    }
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  // A slow session answer: the session is held until the wallet has reconnected and the account
  // shows, then answered; nothing may have shown Connect Wallet before, between or after.
  let answerSession!: () => void
  const sessionHeld = new Promise<void>((resolve) => {
    answerSession = resolve
  })
  await page.route('**/api/auth/session', async (route) => {
    await sessionHeld
    await route.continue()
  })
  await page.reload()
  await expect(page.getByRole('button', { name: ACCOUNT })).toBeVisible()
  const answered = page.waitForResponse('**/api/auth/session')
  answerSession()
  await answered
  await expect(page.getByRole('button', { name: ACCOUNT })).toBeVisible()
  // a frame painted after the answer: whatever it rendered has been seen by the observer
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))
  const sawConnectWallet = await page.evaluate(
    () => (window as unknown as { sawConnectWallet: boolean }).sawConnectWallet,
  )
  expect(sawConnectWallet).toBe(false)
})

test('the members page and /api/me are checked on the server', async ({ page, wallet }) => {
  // signed out
  await page.goto('/protected')
  await expect(page.getByText(MEMBERS_REFUSAL)).toBeVisible()
  expect((await page.request.get('/api/me')).status()).toBe(401)

  await signIn(page, wallet)
  await page.getByRole('link', { name: 'Members' }).click()
  await expect(page.getByRole('heading', { name: 'Members', exact: true })).toBeVisible()
  await expect(page.getByText(`Signed in as ${wallet.address} on chain 1.`)).toBeVisible()
  const me = await page.request.get('/api/me')
  expect(me.status()).toBe(200)
  expect(await me.json()).toEqual({ address: wallet.address, chainId: 1 })

  // Disconnect signs out (the kit posts /api/auth/logout); the page re-renders on the server
  await page.getByRole('button', { name: ACCOUNT }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByText(MEMBERS_REFUSAL)).toBeVisible()
  expect((await page.request.get('/api/me')).status()).toBe(401)
  expect(await (await page.request.get('/protected')).text()).toContain(MEMBERS_REFUSAL)
})

test('before hydration Connect Wallet says it is not ready, then opens the dialog', async ({
  page,
}) => {
  // Hold every script: the page is the server's HTML, with no click handler attached yet.
  let releaseScripts!: () => void
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  // Not a dead button that looks ready: the kit marks it aria-disabled and aria-busy.
  await expect(button).toBeDisabled()
  await expect(button).toHaveAttribute('aria-busy', 'true')
  await button.click({ force: true }) // an early click, refused visibly
  releaseScripts()
  await expect(button).toBeEnabled()
  // The early click was dropped, not queued: hydration opened nothing.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await button.click()
  await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toBeVisible()
})
