// The official dapp side in Chromium ↔ our wallet side (issue 25's interop "in Node and in
// Chromium", both directions; walletconnect.spec.ts is our dapp side in Chromium). A bare page runs
// Reown's @walletconnect/sign-client 2.21.8 (the last Apache-2.0 release, a test-only
// devDependency; support/officialDappPage.ts builds it once and serves it); the test kit's
// NodeWalletConnectWallet over @gatehouse/walletconnect's wallet client plays the phone, through
// the test kit's relay. Each test: pair from the URI, approve, and then what it names. The page
// runs the SDK in its own test mode (no Verify iframe, no telemetry: neither is reachable
// offline; sdkEnvironment.ts has what else the SDK expects of a page), and the suite's guards
// fail a test on any console error the SDK logs or any request to a host other than 127.0.0.1.
import { createRequire } from 'node:module'
import { NodeWalletConnectWallet } from '@gatehouse/testkit/walletconnect'
import {
  createMemoryStorage,
  createWalletClient,
  type SessionNamespaces,
  type SessionRequest,
  type WalletClient,
} from '@gatehouse/walletconnect'
import type { Page } from '@playwright/test'
import { createPublicClient, type Hex, http, recoverMessageAddress, toHex } from 'viem'
import type {
  OfficialDappApi,
  PageEvent,
  PageOutcome,
  PageRequest,
  PageSession,
} from '../packages/walletconnect/src/engine/testing/officialDapp/OfficialDappApi'
import { expect, test } from './support/fixtures'
import {
  buildOfficialDappPage,
  OFFICIAL_DAPP_URL,
  serveOfficialDappPage,
} from './support/officialDappPage'
import { E2E_RELAY_URL, E2E_RPC_URLS, E2E_WC_PROJECT_ID } from './support/ports'

/** The test kit's own WebSocket client (ws 8): Node 20 has none, and e2e has no ws of its own. */
const WebSocket = createRequire(import.meta.resolve('@gatehouse/testkit/walletconnect'))('ws')

declare global {
  interface Window {
    officialDapp: OfficialDappApi
  }
}

/** What the official dapp proposes: optional namespaces only, as the SDK now recommends. */
const PROPOSAL = {
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
}
/** Anvil's second development account: the account the wallet changes to. */
const OTHER_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let closeServer: (() => Promise<void>) | undefined

test.beforeAll(async () => {
  // Vite, about 5 s; a later run with the same sources reuses the build.
  const { ms, reused } = await buildOfficialDappPage()
  console.log(`[official dapp page] ${reused ? 'reused' : 'built'} in ${ms} ms`)
  closeServer = await serveOfficialDappPage()
})

test.afterAll(async () => {
  await closeServer?.()
})

/**
 * Our wallet side, a fresh one per test: the Node wallet over @gatehouse/walletconnect's client,
 * kept for what the Node wallet has no method for (an account change). Its debug lines are
 * attached to a test that failed.
 */
function ourWallet() {
  let current: { wallet: NodeWalletConnectWallet; side: WalletClient } | undefined
  const lines: string[] = []
  const log = (line: string) => lines.push(`${new Date().toISOString()} ${line}`)
  test.beforeEach(async () => {
    lines.length = 0
    const side = await createWalletClient({
      relayUrl: E2E_RELAY_URL,
      projectId: E2E_WC_PROJECT_ID,
      storage: createMemoryStorage(),
      WebSocket: WebSocket as never,
      log,
      metadata: {
        name: 'Node test wallet',
        description: 'ours',
        url: 'http://127.0.0.1',
        icons: [],
      },
    })
    const wallet = NodeWalletConnectWallet.over(side, {
      relayUrl: E2E_RELAY_URL,
      rpcUrls: E2E_RPC_URLS,
      log,
    })
    current = { wallet, side }
  })
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here
  test.afterEach(async ({}, testInfo) => {
    await current?.wallet.close()
    current = undefined
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('wallet log', { body: lines.join('\n'), contentType: 'text/plain' })
  })
  return () => {
    if (!current) throw new Error('the wallet exists only inside a test')
    return current
  }
}

/** Opens the page and starts the SDK's client; resolves with the sessions it restored. */
async function openDapp(page: Page): Promise<PageSession[]> {
  await page.goto(OFFICIAL_DAPP_URL)
  await expect(page.locator('#status')).toHaveText('ready')
  return startDapp(page)
}

function startDapp(page: Page): Promise<PageSession[]> {
  return page.evaluate((options) => window.officialDapp.start(options), {
    relayUrl: E2E_RELAY_URL,
    projectId: E2E_WC_PROJECT_ID,
  })
}

function value<T>(outcome: PageOutcome<T>): T {
  if (!outcome.ok) throw new Error(`the official dapp failed: ${outcome.message}`)
  return outcome.value
}

/** The page proposes, the wallet pairs from the URI it shows, and the page's approval settles. */
async function connect(page: Page, wallet: NodeWalletConnectWallet): Promise<PageSession> {
  const uri = await page.evaluate((proposal) => window.officialDapp.connect(proposal), PROPOSAL)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await expect(page.locator('#uri')).toHaveText(uri)
  await wallet.pair(uri)
  const session = value(await page.evaluate(() => window.officialDapp.approval()))
  expect(session.peerName).toBe('Node test wallet')
  expect(session.namespaces.eip155?.accounts).toEqual(
    expect.arrayContaining([`eip155:1:${wallet.address}`, `eip155:10:${wallet.address}`]),
  )
  expect(wallet.sessions().map(({ topic }) => topic)).toEqual([session.topic])
  return session
}

function request(page: Page, input: PageRequest): Promise<PageOutcome> {
  return page.evaluate((r) => window.officialDapp.request(r), input)
}

/** personal_sign through the page; the signer recovered from the signature. */
async function signerOf(page: Page, topic: string, address: string, text: string) {
  const signature = value(
    await request(page, {
      topic,
      chainId: 'eip155:1',
      method: 'personal_sign',
      params: [toHex(text), address],
    }),
  )
  return recoverMessageAddress({ message: text, signature: signature as Hex })
}

function events(page: Page): Promise<PageEvent[]> {
  return page.evaluate(() => window.officialDapp.events())
}

test.describe('WalletConnect: the official dapp SDK in Chromium with our wallet', () => {
  // Each test pairs (the Node wallet's 1.5 s scan delay) and walks a session over the relay.
  test.describe.configure({ timeout: 60_000 })
  const peer = ourWallet()

  test('pairs from the URI, signs, sends a transaction, hears a chain switch and an account change, and the wallet disconnecting', async ({
    page,
  }) => {
    const { wallet, side } = peer()
    await openDapp(page)
    const { topic } = await connect(page, wallet)

    expect(await signerOf(page, topic, wallet.address, 'Hello from the official SDK')).toBe(
      wallet.address,
    )

    const hash = value(
      await request(page, {
        topic,
        chainId: 'eip155:1',
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: OTHER_ACCOUNT, value: '0x1' }],
      }),
    ) as Hex
    const chain = createPublicClient({ transport: http(E2E_RPC_URLS[1]) })
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt).toMatchObject({
      status: 'success',
      from: wallet.address.toLowerCase(),
      to: OTHER_ACCOUNT.toLowerCase(),
    })

    await wallet.switchChain(10)
    await expect
      .poll(() => events(page))
      .toContainEqual({
        name: 'session_event',
        topic,
        params: { chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } },
      })

    // An account change, as a wallet makes one: the new account granted, then announced.
    const eip155 = wallet.sessions()[0]!.namespaces.eip155!
    const namespaces: SessionNamespaces = {
      eip155: { ...eip155, accounts: [`eip155:1:${OTHER_ACCOUNT}`, ...eip155.accounts] },
    }
    await side.update({ topic, namespaces })
    await side.emit({
      topic,
      chainId: 'eip155:1',
      event: { name: 'accountsChanged', data: [OTHER_ACCOUNT] },
    })
    await expect
      .poll(() => events(page))
      .toContainEqual({
        name: 'session_event',
        topic,
        params: { chainId: 'eip155:1', event: { name: 'accountsChanged', data: [OTHER_ACCOUNT] } },
      })
    expect(await events(page)).toContainEqual(
      expect.objectContaining({ name: 'session_update', topic }),
    )
    const [updated] = await page.evaluate(() => window.officialDapp.sessions())
    expect(updated?.namespaces.eip155?.accounts).toContain(`eip155:1:${OTHER_ACCOUNT}`)

    await wallet.disconnect(topic)
    await expect
      .poll(() => events(page))
      .toContainEqual(expect.objectContaining({ name: 'session_delete', topic }))
    expect(await page.evaluate(() => window.officialDapp.sessions())).toEqual([])
  })

  test('restores its session after a reload, signs on it again, and disconnects from the dapp side', async ({
    page,
    pageErrors,
  }) => {
    // sign-client 2.21.8's disconnect publishes wc_sessionDelete and then deletes the session and
    // its request records without waiting for the reply; a wallet's reply (ours answers it, as
    // the spec and Reown's walletkit do) that lands in between is logged as an error.
    pageErrors.allowMessage(
      /^\{context: client\} Error: No matching key\. history: \d+/,
      "the official SDK's own race: the wallet's reply to wc_sessionDelete after it dropped the record",
      { mayNotHappen: true },
    )
    const { wallet } = peer()
    await openDapp(page)
    const session = await connect(page, wallet)

    await page.reload()
    await expect(page.locator('#status')).toHaveText('ready')
    const restored = await startDapp(page)
    expect(restored.map(({ topic }) => topic)).toEqual([session.topic])
    value(await page.evaluate((topic) => window.officialDapp.ping(topic), session.topic))
    expect(await signerOf(page, session.topic, wallet.address, 'Still here after a reload')).toBe(
      wallet.address,
    )

    value(await page.evaluate((topic) => window.officialDapp.disconnect(topic), session.topic))
    await expect.poll(() => wallet.sessions()).toEqual([])
    expect(await page.evaluate(() => window.officialDapp.sessions())).toEqual([])
  })

  test('a request the wallet never answers: the official SDK rejects it at its expiry', async ({
    page,
    pageErrors,
  }) => {
    const { wallet, side } = peer()
    // What sign-client 2.21.8 does at a request's expiry, beside rejecting it: it logs the
    // expiry as an error, and its delayed promise (createDelayedPromise) keeps a second rejected
    // promise that nothing handles.
    pageErrors.allowMessage(
      /^\{context: client\} Request expired\. Please try again\.$/,
      'the official SDK logs a request it gave up on as an error',
    )
    pageErrors.allowMessage(
      /^Request expired\. Please try again\.$/,
      "the official SDK leaves its own expired request's promise unhandled",
    )
    // The page's clock runs on, and jumps ahead when told: the SDK's deadline is a setTimeout.
    await page.clock.install()
    await openDapp(page)
    const { topic } = await connect(page, wallet)
    const arrived = new Promise<SessionRequest>((resolve) => {
      const off = side.on('request', (incoming) => {
        off()
        resolve(incoming)
      })
    })
    const held = wallet.holdNext('personal_sign')
    // 10 minutes: the SDK's own bounds are 5 minutes (its default) to 7 days.
    const sentAt = Math.floor(Date.now() / 1000)
    await page.evaluate((input) => window.officialDapp.track('unanswered', input), {
      topic,
      chainId: 'eip155:1',
      method: 'personal_sign',
      params: [toHex('Nobody answers this'), wallet.address],
      expiry: 600,
    } satisfies PageRequest)
    await held.requested
    // The wallet was told the deadline (the SDK writes it as request.expiryTimestamp).
    const { expiry } = await arrived
    expect(expiry).toBeGreaterThanOrEqual(sentAt + 600)
    expect(expiry).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 600)

    const outcome = () => page.evaluate(() => window.officialDapp.outcome('unanswered'))
    // 10 s short of the deadline (margin for the real seconds since the request left): waiting.
    await page.clock.fastForward('09:50')
    expect(await outcome()).toBe('pending')
    await page.clock.fastForward('00:10')
    await expect.poll(outcome).toEqual({ ok: false, message: 'Request expired. Please try again.' })
  })

  test('one-prompt sign-in: wc_sessionAuthenticate, answered by our wallet with a signed CACAO per chain', async ({
    page,
  }) => {
    const { wallet } = peer()
    await openDapp(page)
    const uri = await page.evaluate((params) => window.officialDapp.authenticate(params), {
      chains: ['eip155:1', 'eip155:10'],
      domain: new URL(OFFICIAL_DAPP_URL).host,
      uri: OFFICIAL_DAPP_URL,
      nonce: 'n0nce0f0the0official0dapp',
      statement: 'Sign in to the official dapp',
      methods: ['personal_sign'],
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    const { session, auths } = value(await page.evaluate(() => window.officialDapp.authenticated()))
    expect(wallet.signInRequests).toHaveLength(1)
    // One CACAO per chain, each a SIWE message our wallet's key signed (recovered here).
    expect(auths.map(({ iss }) => iss).sort()).toEqual(
      [`did:pkh:eip155:10:${wallet.address}`, `did:pkh:eip155:1:${wallet.address}`].sort(),
    )
    for (const auth of auths) {
      expect(auth.type).toBe('eip191')
      expect(auth.message).toContain('Sign in to the official dapp')
      expect(auth.message).toContain('Nonce: n0nce0f0the0official0dapp')
      expect(
        await recoverMessageAddress({ message: auth.message, signature: auth.signature as Hex }),
      ).toBe(wallet.address)
    }
    // The session the sign-in settled carries a request.
    expect(wallet.sessions().map(({ topic }) => topic)).toEqual([session.topic])
    expect(await signerOf(page, session.topic, wallet.address, 'Signed in, now signing')).toBe(
      wallet.address,
    )
  })
})
