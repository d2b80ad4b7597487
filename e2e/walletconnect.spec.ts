// WalletConnect v2 end to end (issue 5), offline: the demo built with a project id and the local
// relay from @gatehouse/testkit, the kit's connector on @gatehouse/walletconnect's dapp side, and a
// Node wallet on its wallet side in this process (the official SDK is tested against both sides
// in packages/walletconnect's and the test kit's interoperability tests). The wallet
// pairs from the URI decoded out of the QR on screen (jsqr on a screenshot), as a phone would.
// On a phone the wallet pairs from the deep link the page opened (a custom-scheme navigation,
// seen as a request; no wallet app exists here). Nothing is stubbed: with the relay local, the kit
// leaves WalletConnect Verify off, and the outside-request guard (support/fixtures.ts) fails a
// test whose page asks verify.walletconnect.org or any other non-loopback host. With sign-in
// required (#25), a wallet that answers wc_sessionAuthenticate connects and signs in with one
// approval, one that cannot signs in in two steps, and a sign-in the server refuses is a refused
// connection.
import path from 'node:path'
import { DEV_ENS_PROFILES } from '@gatehouse/testkit'
import { CHROMIUM_PATH } from '@gatehouse/testkit/config'
import type { PageErrors } from '@gatehouse/testkit/playwright'
import { NodeWalletConnectWallet } from '@gatehouse/testkit/walletconnect'
import { type BrowserContext, devices, type Page } from '@playwright/test'
// Reown's wallet SDK (walletkit 1.2.9, the last Apache-2.0 release): a test-only oracle.
import { walletKitSide } from '../packages/walletconnect/src/engine/testing/walletKitSide'
import { enableDemoSignIn } from './support/connect'
import { expect, test } from './support/fixtures'
import { E2E_RELAY_URL, E2E_RPC_URLS, E2E_SAFE_GATEWAY_URL, E2E_WC_BASE_URL } from './support/ports'
import { chunkFiles, recordScripts } from './support/scripts'
import {
  connectByQr,
  DEMO_DAPP_SCAN_DELAY_MS,
  decodeQr,
  showWalletConnectQr,
  walletConnectPeer,
} from './support/walletconnect'

const WALLETCONNECT_FILES = chunkFiles(
  path.resolve(import.meta.dirname, '../apps/demo/dist-e2e-wc'),
  /(@gatehouse|packages)\/walletconnect\//,
)
const CONNECT_MODAL_FILES = chunkFiles(
  path.resolve(import.meta.dirname, '../apps/demo/dist-e2e-wc'),
  /kit\/(src|dist)\/components\/ConnectModal\/ConnectModal\.[jt]sx?$/,
)

// Each test has its own Node wallet (walletConnectPeer) and page; the relay keeps every session's
// topics apart. So the file's tests are spread over the workers.
test.describe.configure({ mode: 'parallel' })

/** A relay message that delivers a published message to a subscriber (irn_subscription). */
function isRelayDelivery(message: string | Buffer): boolean {
  try {
    return JSON.parse(message.toString()).method === 'irn_subscription'
  } catch {
    return false
  }
}

/** Every deep link the page opens for `scheme` (e.g. "rainbow:"), in order. */
function recordDeepLinks(page: Page, scheme: string): URL[] {
  const links: URL[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(scheme)) links.push(new URL(request.url()))
  })
  return links
}

/**
 * This build has a Safe gateway configured (for safe.spec.ts), and the kit asks it whether a
 * WalletConnect account is a Safe (account modal, transactions). Its stand-in runs only in
 * safe.spec.ts; here it answers as the real gateway does for a plain account: 404, no such Safe.
 */
async function gatewayKnowsNoSafe(context: BrowserContext) {
  await context.route(`${E2E_SAFE_GATEWAY_URL}/v1/chains/*/safes/*`, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ code: 404, message: 'Safe not found' }),
    }),
  )
}

/** The kit's question to the Safe gateway: is this account a Safe? */
function isSafeLookup(url: URL) {
  return (
    url.origin === new URL(E2E_SAFE_GATEWAY_URL).origin &&
    /^\/v1\/chains\/\d+\/safes\/0x[0-9a-fA-F]{40}$/.test(url.pathname)
  )
}

/** The gateway's 404 for a plain account, which Chromium logs as a failed resource. */
function allowSafeLookup(pageErrors: PageErrors) {
  pageErrors.allowFailedRequest(
    isSafeLookup,
    'the kit asks the Safe gateway whether the WalletConnect account is a Safe; it is not: 404',
  )
}

/**
 * Disconnects from the account modal once the gateway has answered the Safe lookup the modal
 * starts: a Disconnect clicked first closes the modal and aborts the lookup, so the allowed 404
 * never happens (a fresh-clone run failed that way: the allowance matched nothing).
 */
async function disconnectAfterSafeLookup(page: Page) {
  const answered = page.waitForResponse((response) => isSafeLookup(new URL(response.url())))
  await page.getByRole('button', { name: /^Account / }).click()
  await answered
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
}

test.describe('WalletConnect', () => {
  // These walk whole sessions: each pairing reads a QR code from a screenshot, and most reload and
  // pair again. Up to 27 s (when the test wallet still waited 1.5 s before each scan)
  // on a loaded machine with one worker, so the suite's 30 s per page is doubled for them; every
  // wait inside keeps the suite's 10 s.
  test.describe.configure({ timeout: 60_000 })
  const wallet = walletConnectPeer()
  test.beforeEach(({ context }) => gatewayKnowsNoSafe(context))

  test('pairs from the scanned QR, signs, survives a reload, and disconnects on both sides', async ({
    page,
    pageErrors,
  }) => {
    allowSafeLookup(pageErrors)
    const peer = wallet()
    await connectByQr(page, peer)
    const account = page.getByRole('button', { name: `Account ${DEV_ENS_PROFILES[0].name}` })
    await expect(account).toBeVisible()
    expect(peer.sessions()).toHaveLength(1)

    await page.getByRole('button', { name: 'Sign a message' }).click()
    const expected = await peer.account.signMessage({ message: 'Hello from the Gatehouse demo' })
    await expect(page.getByTestId('demo-signature')).toHaveText(expected)

    await page.reload()
    await expect(account).toBeVisible() // the stored session is restored (auto-connect)
    expect(peer.sessions()).toHaveLength(1)

    await disconnectAfterSafeLookup(page)
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect.poll(() => peer.sessions().length).toBe(0)
  })

  test('a session with a local relay asks no outside host, not even WalletConnect Verify', async ({
    page,
    blockedRequests,
  }) => {
    const peer = wallet()
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).host))
    await connectByQr(page, peer) // a session proposal: the SDK's first attestation
    await page.getByRole('button', { name: 'Sign a message' }).click() // a request: another
    await expect(page.getByTestId('demo-signature')).not.toBeEmpty()
    expect(blockedRequests).toEqual([])
    expect([...hosts].filter((host) => !host.startsWith('127.0.0.1'))).toEqual([])
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('switches to a chain in the session, and a transaction is confirmed', async ({
    page,
    pageErrors,
  }) => {
    allowSafeLookup(pageErrors)
    const peer = wallet()
    await connectByQr(page, peer)
    await page.getByRole('button', { name: /^Switch network, current:/ }).click()
    const chains = page.getByRole('dialog', { name: 'Switch Networks' })
    await chains.getByRole('button', { name: /Polygon/ }).click()
    await expect(chains).toBeHidden()
    await expect(
      page.getByRole('button', { name: 'Switch network, current: Polygon' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Send 0.001 POL to yourself' }).click()
    await page.getByRole('button', { name: /^Account / }).click()
    const row = page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('region', { name: 'Recent Transactions' })
      .getByRole('listitem')
    await expect(row).toContainText('Confirmed')
    expect(peer.requestsFor('eth_sendTransaction')).toHaveLength(1)
  })

  test('a rejected session offers RETRY, and RETRY pairs', async ({ page }) => {
    const peer = wallet()
    peer.rejectNextSession()
    const { dialog, qr } = await showWalletConnectQr(page)
    const rejected = await decodeQr(qr)
    await peer.pair(rejected)
    await expect(dialog.getByRole('button', { name: 'RETRY' })).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'RETRY' }).click()
    // RETRY replaces the QR: wait for the new pairing's, not a frame of the swap (an empty or
    // the rejected one's).
    let retried = rejected
    await expect
      .poll(async () => {
        retried = await decodeQr(qr).catch(() => rejected)
        return retried
      })
      .not.toBe(rejected)
    await peer.pair(retried)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
  })

  test('the WalletConnect code is not fetched with the page; it preloads once the wallet list is open', async ({
    page,
  }) => {
    expect(WALLETCONNECT_FILES.length).toBeGreaterThan(0)
    expect(CONNECT_MODAL_FILES.length).toBeGreaterThan(0)
    const loaded = recordScripts(page)
    const walletConnectLoaded = () => loaded.filter((file) => WALLETCONNECT_FILES.includes(file))
    await page.goto(E2E_WC_BASE_URL)
    // The page's idle-time preload has run once the connect modal's code is in: no SDK with it.
    await expect.poll(() => loaded.some((file) => CONNECT_MODAL_FILES.includes(file))).toBe(true)
    expect(walletConnectLoaded()).toEqual([])
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await expect(dialog.getByRole('button', { name: 'WalletConnect' })).toBeVisible()
    // Fetched while the visitor reads the list, so that choosing WalletConnect only renders
    // (#25); code only, nothing chosen: no QR code.
    await expect.poll(() => walletConnectLoaded().length).toBeGreaterThan(0)
    await expect(dialog.getByRole('img', { name: /^Scan with / })).toHaveCount(0)
    await showWalletConnectQr(page)
  })

  test('a chain outside the session is shown as not switchable', async ({ page }) => {
    const peer = wallet()
    const approved = peer.approveNextSession({ chains: [1, 137] })
    await connectByQr(page, peer)
    await approved
    await page.getByRole('button', { name: /^Switch network, current:/ }).click()
    const chains = page.getByRole('dialog', { name: 'Switch Networks' })
    await expect(chains.getByRole('button', { name: /Polygon/ })).toBeEnabled()
    const arbitrum = chains.getByRole('button', { name: /Arbitrum One/ })
    await expect(arbitrum).toBeDisabled()
    await expect(arbitrum).toContainText('Not in this wallet session')
    expect(peer.requestsFor('wallet_switchEthereumChain')).toHaveLength(0)
  })

  test('after a reload and a disconnect no session is left to restore', async ({
    page,
    pageErrors,
  }) => {
    allowSafeLookup(pageErrors)
    const peer = wallet()
    await connectByQr(page, peer)
    await page.reload()
    const account = page.getByRole('button', { name: /^Account / })
    await expect(account).toBeVisible()
    expect(peer.sessions()).toHaveLength(1)
    await disconnectAfterSafeLookup(page)
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    await expect(connect).toBeVisible()
    await expect.poll(() => peer.sessions().length).toBe(0)
    await page.reload()
    // settled: auto-connect found nothing to restore (not merely still loading)
    await expect(connect).toHaveAttribute('data-status', 'disconnected')
    // pairing again gives exactly one session, not a stale one beside a new one
    await connectByQr(page, peer)
    expect(peer.sessions()).toHaveLength(1)
  })

  test('a reload right after disconnecting a restored session restores nothing', async ({
    page,
    pageErrors,
  }) => {
    allowSafeLookup(pageErrors)
    const peer = wallet()
    await connectByQr(page, peer)
    await page.reload()
    await expect(page.getByRole('button', { name: /^Account / })).toBeVisible() // restored
    await disconnectAfterSafeLookup(page)
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    await expect(connect).toBeVisible()
    // No waiting for the wallet or the SDK: "disconnected" on screen means gone from storage.
    await page.reload()
    await expect(connect).toHaveAttribute('data-status', 'disconnected')
    await expect(page.getByRole('button', { name: /^Account / })).toHaveCount(0)
    await expect.poll(() => peer.sessions().length).toBe(0)
  })

  test('a session the wallet ended while the page was closed ends quietly on reload', async ({
    page,
  }) => {
    const peer = wallet()
    await connectByQr(page, peer)
    await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
    await page.goto('about:blank')
    await peer.disconnect()
    expect(peer.sessions()).toHaveLength(0)
    await page.goto(E2E_WC_BASE_URL)
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    await expect(connect).toHaveAttribute('data-status', 'disconnected')
    await expect(page.getByRole('alert')).toHaveCount(0)
    // and it stays so: no pairing started behind the visitor's back
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    await peer.pair(await decodeQr(dialog.getByRole('img', { name: /^Scan with / })))
    await expect(dialog).toBeHidden()
    expect(peer.sessions()).toHaveLength(1)
  })

  test('disconnecting a session another tab already ended is quiet ("No matching key")', async ({
    page,
    context,
    pageErrors,
  }) => {
    allowSafeLookup(pageErrors)
    const peer = wallet()
    const errors: string[] = []
    await connectByQr(page, peer)
    const other = await context.newPage()
    other.on('pageerror', (error) => errors.push(error.message))
    // The second tab is made deaf to the relay's deliveries once the first ends the session (as a
    // tab that was asleep or offline then): it still believes in the session when the visitor
    // ends it there too, so the path this test is named for is taken every time. Its own requests
    // and the relay's answers to them still pass.
    const deaf = { now: false }
    await other.routeWebSocket(
      (url) => url.origin === new URL(E2E_RELAY_URL).origin,
      (ws) => {
        const relay = ws.connectToServer()
        ws.onMessage((message) => relay.send(message))
        relay.onMessage((message) => {
          if (deaf.now && isRelayDelivery(message)) return
          ws.send(message)
        })
      },
    )
    await other.goto(E2E_WC_BASE_URL)
    const otherAccount = other.getByRole('button', { name: /^Account / })
    // The same stored session, restored: the account is shown while the restore is still in
    // flight (disabled), and the restore may wait on the wallet's answers, which are deliveries.
    // Going deaf before it ends would leave this tab restoring, so wait for it to be connected.
    await expect(otherAccount).toBeEnabled()
    deaf.now = true
    await disconnectAfterSafeLookup(page)
    await expect.poll(() => peer.sessions().length).toBe(0)
    await otherAccount.click()
    await other
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expect(other.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(other.getByRole('alert')).toHaveCount(0)
    expect(errors).toEqual([])
  })
})

test.describe('WalletConnect with the official wallet', () => {
  // The kit's connector (our dapp side) against Reown's wallet SDK, in the browser: the same
  // phone (NodeWalletConnectWallet) over walletkit instead of our wallet client.
  test.describe.configure({ timeout: 60_000 })
  let peer: NodeWalletConnectWallet | undefined
  test.beforeEach(async ({ context }) => {
    await gatewayKnowsNoSafe(context)
    const side = await walletKitSide({
      relayUrl: E2E_RELAY_URL,
      customStoragePrefix: `e2e-walletkit-${crypto.randomUUID()}`,
    })
    peer = NodeWalletConnectWallet.over(side, {
      relayUrl: E2E_RELAY_URL,
      rpcUrls: E2E_RPC_URLS,
      scanDelayMs: DEMO_DAPP_SCAN_DELAY_MS,
    })
  })
  test.afterEach(async () => {
    await peer?.close()
    peer = undefined
  })

  test("pairs with Reown's walletkit, signs, survives a reload, and disconnects on both sides", async ({
    page,
    pageErrors,
  }) => {
    allowSafeLookup(pageErrors)
    if (!peer) throw new Error('no wallet')
    await connectByQr(page, peer)
    const account = page.getByRole('button', { name: `Account ${DEV_ENS_PROFILES[0].name}` })
    await expect(account).toBeVisible()
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const expected = await peer.account.signMessage({ message: 'Hello from the Gatehouse demo' })
    await expect(page.getByTestId('demo-signature')).toHaveText(expected)
    await page.reload()
    await expect(account).toBeEnabled() // restored: walletkit answered the restore's ping
    await disconnectAfterSafeLookup(page)
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect.poll(() => peer?.sessions().length).toBe(0)
  })
})

/** Every request the page makes of the sign-in server's `route` (`nonce`, `verify`, …). */
function recordAuthRequests(page: Page, route: string): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/auth/${route}`) seen.push(request.method())
  })
  return seen
}

test.describe('WalletConnect with sign-in required', () => {
  // One-prompt sign-in (#25): the demo with "Require sign-in" on, its server's real auth routes
  // (support/globalSetup.ts), and the Node wallet answering wc_sessionAuthenticate (its default)
  // or, in the fallback describe below, a wallet without it.
  test.describe.configure({ timeout: 60_000 })
  const wallet = walletConnectPeer()
  test.beforeEach(async ({ context }) => {
    await gatewayKnowsNoSafe(context)
    await enableDemoSignIn(context)
  })

  // Neither test opens the account modal or sends a transaction: the kit never asks the Safe
  // gateway about the account here.
  test('connects and signs in with one approval in the wallet, no Verify dialog', async ({
    page,
    context,
  }) => {
    const peer = wallet()
    const nonces = recordAuthRequests(page, 'nonce')
    const verifies = recordAuthRequests(page, 'verify')
    let releaseVerify!: () => void
    const verifyHeld = new Promise<void>((resolve) => (releaseVerify = resolve))
    await context.route('**/api/auth/verify', async (route) => {
      await verifyHeld
      await route.continue()
    })
    const { dialog, qr } = await showWalletConnectQr(page)
    await expect(page.getByTestId('session-state')).toHaveText('Not signed in')
    await peer.pair(await decodeQr(qr))
    // The wallet approved; the step waits for the server, no longer showing the QR code.
    await expect(dialog.getByText('Verifying signature...').first()).toBeVisible()
    await expect(qr).toHaveCount(0)
    releaseVerify()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('session-state')).toHaveText(
      new RegExp(`^Signed in as ${peer.address} on chain \\d+$`),
    )
    await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
    // One approval: the sign-in request, signed; no proposal, no personal_sign, no Verify dialog
    // (which would have fetched a nonce of its own).
    expect(peer.signInRequests).toHaveLength(1)
    expect(peer.requestsFor('personal_sign')).toHaveLength(0)
    await expect(page.getByRole('dialog', { name: 'Verify your account' })).toHaveCount(0)
    expect(nonces).toHaveLength(1)
    expect(verifies).toHaveLength(1)
    expect(peer.sessions()).toHaveLength(1)
    // A server-side session, kept across a reload like the two-step one.
    await page.reload()
    await expect(page.getByTestId('session-state')).toHaveText(
      new RegExp(`^Signed in as ${peer.address} on chain \\d+$`),
    )
  })

  test('a sign-in the server refuses is a refused connection, with RETRY', async ({
    page,
    context,
    pageErrors,
  }) => {
    const peer = wallet()
    pageErrors.allowFailedRequest(
      '/api/auth/verify',
      'this test makes the verify endpoint answer 401',
    )
    await context.route('**/api/auth/verify', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"error":"verification_failed"}',
      }),
    )
    const { dialog, qr } = await showWalletConnectQr(page)
    await peer.pair(await decodeQr(qr))
    await expect(dialog.getByRole('alert')).toHaveText('Error verifying signature, please retry!')
    await expect(dialog.getByRole('button', { name: 'RETRY' })).toBeVisible()
    await expect(page.getByTestId('session-state')).toHaveText('Not signed in')
    // Nothing stays half-connected: the session the wallet approved was ended.
    await expect.poll(() => peer.sessions().length).toBe(0)
  })
})

test.describe('WalletConnect with sign-in required, a wallet without one-prompt sign-in', () => {
  test.describe.configure({ timeout: 60_000 })
  const wallet = walletConnectPeer(() => ({ signIn: 'unsupported' }))
  test.beforeEach(async ({ context }) => {
    await gatewayKnowsNoSafe(context)
    await enableDemoSignIn(context)
  })

  test('connects, then signs in in two steps through the Verify dialog', async ({ page }) => {
    const peer = wallet()
    const { qr } = await showWalletConnectQr(page)
    await peer.pair(await decodeQr(qr))
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await expect(verify).toBeVisible()
    await expect(page.getByTestId('session-state')).toHaveText('Not signed in')
    await verify.getByRole('button', { name: 'Send message' }).click()
    await expect(verify).toBeHidden()
    await expect(page.getByTestId('session-state')).toHaveText(
      new RegExp(`^Signed in as ${peer.address} on chain \\d+$`),
    )
    expect(peer.signInRequests).toHaveLength(0)
    expect(peer.requestsFor('personal_sign')).toHaveLength(1)
  })
})

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7']

test.describe('WalletConnect on a phone', () => {
  test.use(pixel)
  const wallet = walletConnectPeer()

  for (const { name, scheme } of [
    { name: 'Rainbow', scheme: 'rainbow:' },
    { name: 'MetaMask', scheme: 'metamask:' },
  ]) {
    test(`tapping ${name} opens its deep link, and the wallet pairs from it`, async ({ page }) => {
      const links = recordDeepLinks(page, scheme)
      await page.goto(E2E_WC_BASE_URL)
      await page.getByRole('button', { name: 'Connect Wallet' }).tap()
      const sheet = page.getByRole('dialog', { name: 'Connect a Wallet' })
      await sheet.getByRole('button', { name }).tap()
      await expect.poll(() => links.length).toBe(1)
      const uri = links[0]!.searchParams.get('uri')
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      await wallet().pair(uri!)
      await expect(sheet).toBeHidden()
      await expect(page.getByRole('button', { name: /^Account / })).toBeVisible()
      expect(wallet().sessions()).toHaveLength(1)
    })
  }

  test('a deep link that opens nothing shows the fallback, and it still pairs', async ({
    page,
    pageErrors,
  }) => {
    const links = recordDeepLinks(page, 'rainbow:')
    await page.goto(E2E_WC_BASE_URL)
    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    const sheet = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await sheet.getByRole('button', { name: 'Rainbow' }).tap()
    await expect.poll(() => links.length).toBe(1)
    // The page never lost visibility: no app took the link.
    await expect(sheet.getByRole('heading', { name: "Didn't open?" })).toBeVisible()
    await expect(sheet.getByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    )
    await expect(sheet.getByRole('button', { name: 'Copy to Clipboard' })).toBeVisible()
    const qr = sheet.getByRole('img', { name: 'Scan with Rainbow' })
    await expect(qr.locator('svg')).toBeVisible()
    // A tap that navigates at once to a custom scheme leaves Playwright waiting for a navigation
    // that never commits (no app takes the link), so the click is dispatched without that wait.
    // Not a user gesture, so Chromium refuses to launch the app (the request is still made) and
    // says so in the console; the headless shell (CHROMIUM_PATH's default) has no handler for
    // other schemes and drops the launch silently.
    if (!CHROMIUM_PATH.endsWith('chromium-headless-shell'))
      pageErrors.allowMessage(
        /^Not allowed to launch 'rainbow:\/\/wc\?uri=wc%3A[^']*' because a user gesture is required\.$/,
        'a dispatched click is not a user gesture',
      )
    await sheet.getByRole('button', { name: 'Open Rainbow' }).dispatchEvent('click')
    await expect.poll(() => links.length).toBe(2)
    expect(links[1]!.searchParams.get('uri')).toBe(links[0]!.searchParams.get('uri'))
    await wallet().pair(await decodeQr(qr))
    await expect(sheet).toBeHidden()
  })
})

test.describe('WalletConnect without a project id', () => {
  test('its wallets are listed as unavailable, with the reason', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    const entry = dialog.getByRole('button', { name: 'WalletConnect' })
    await expect(entry).toHaveAccessibleDescription(
      'WalletConnect is not configured for this app (no project id).',
    )
    await entry.click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'WalletConnect is not configured for this app (no project id).',
    )
  })
})
