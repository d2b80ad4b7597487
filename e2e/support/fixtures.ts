// The e2e test fixtures: every test gets the chains as globalSetup left them, a browser that
// cannot reach anything but 127.0.0.1, a console guard (any console error, uncaught error,
// Content-Security-Policy violation or failed request to the app fails the test unless the test
// allows that one; the guard is @gatehouse/testkit/playwright's pageErrorsFixture), and (on
// request) a TestWallet announced via EIP-6963.

import { rpc } from '@gatehouse/testkit'
import {
  assertPageErrorVerdict,
  PageErrorGuard,
  type PageErrors,
  pageErrorsFixture,
} from '@gatehouse/testkit/playwright'
import { TestWallet, type TestWalletOptions } from '@gatehouse/testkit/wallet'
import { test as base, expect, type Page } from '@playwright/test'
import { E2E_APP_ORIGINS, E2E_BASE_URL, E2E_BUILD_RPC_URLS, E2E_HOST, E2E_RPC_URLS } from './ports'

type Fixtures = {
  chainSnapshot: undefined
  blockedRequests: string[]
  /**
   * Automatic: the test fails on any console error, uncaught error, Content-Security-Policy
   * violation (in any page or frame) or failed request to the app (status >= 400 or a network
   * error). A test that provokes one on purpose allows exactly that
   * one: pageErrors.allowFailedRequest('/api/auth/nonce', 'the nonce endpoint is made to fail').
   */
  pageErrors: PageErrors
  /** Overrides for the wallet fixture, e.g. test.use({ walletOptions: { chainId: 137 } }). */
  walletOptions: Partial<TestWalletOptions>
  wallet: TestWallet
}

const rpcUrls = Object.values(E2E_RPC_URLS)
/** The build's RPC origin → this worker's, for every chain (none for worker 0: they are the same). */
const ownChains = new Map(
  Object.entries(E2E_BUILD_RPC_URLS)
    .filter(([chainId, url]) => url !== E2E_RPC_URLS[Number(chainId)])
    .map(([chainId, url]) => [new URL(url).origin, new URL(E2E_RPC_URLS[Number(chainId)]!).origin]),
)
/** A request over the network to a host other than loopback (a wallet's deep link, `rainbow://…`,
 * or a data: URL is no request to a host). */
const NETWORK_PROTOCOLS = ['http:', 'https:', 'ws:', 'wss:']
const isExternal = (url: URL) =>
  url.hostname !== E2E_HOST && NETWORK_PROTOCOLS.includes(url.protocol)

/** A console guard as the pageErrors fixture builds it (pageErrors.spec.ts tests one directly). */
export function newPageErrorGuard(): PageErrorGuard {
  // A failed request to the demo's own servers is the app's bug; other loopback servers (RPC
  // nodes, the relay, the Safe stand-ins) are reported through Chromium's console line.
  return new PageErrorGuard({ appOrigins: E2E_APP_ORIGINS, isExternal })
}

export { assertPageErrorVerdict }

const parseUrl = (raw: string) => (URL.canParse(raw) ? new URL(raw) : undefined)

export const test = base.extend<Fixtures>({
  // This worker's demo servers (support/ports.ts: one stack per worker).
  baseURL: E2E_BASE_URL,

  // The demo builds name worker 0's chains; a later worker's pages reach its own chains instead,
  // the request otherwise unchanged (the page, its CSP and the wallet see the same URLs).
  context: async ({ context }, use) => {
    if (ownChains.size > 0)
      await context.route(
        (url) => ownChains.has(url.origin),
        (route) => {
          const url = new URL(route.request().url())
          const own = new URL(`${url.pathname}${url.search}`, ownChains.get(url.origin))
          return route.continue({ url: own.href })
        },
      )
    await use(context)
  },

  // Snapshot before, revert after: the tests of a worker share its chains but not their state.
  // anvil drops a snapshot once reverted, so each test takes its own.
  chainSnapshot: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here
    async ({}, use) => {
      const ids = await Promise.all(rpcUrls.map((url) => rpc<string>(url, 'evm_snapshot')))
      await use(undefined)
      await Promise.all(rpcUrls.map((url, i) => rpc(url, 'evm_revert', [ids[i]])))
      // A test that paused mining must not leave the next one waiting for blocks.
      await Promise.all(rpcUrls.map((url) => rpc(url, 'evm_setAutomine', [true])))
    },
    { auto: true },
  ],

  // No internet: Chromium resolves no host name but loopback's (E2E_HOST_RESOLVER_RULES, in
  // playwright.config.ts), so a request to another host fails at once; each one is recorded here
  // and the test fails if the list is not empty at the end (a test that expects one can clear
  // it). Recorded from the context's request events, not by routing: a route makes Chromium
  // pause every request of the page until the test process has matched it (a tenth of the
  // suite's CPU time).
  blockedRequests: [
    async ({ context }, use) => {
      const blocked: string[] = []
      const record = (raw: string) => {
        const url = parseUrl(raw)
        if (url && isExternal(url)) blocked.push(raw)
      }
      const watchSockets = (page: Page) => page.on('websocket', (socket) => record(socket.url()))
      context.on('request', (request) => record(request.url()))
      context.on('page', watchSockets)
      for (const page of context.pages()) watchSockets(page)
      await use(blocked)
      expect(blocked, 'requests to non-loopback hosts').toEqual([])
    },
    { auto: true },
  ],

  // A failed request to the demo's own servers is the app's bug; other loopback servers (RPC
  // nodes, the relay, the Safe stand-ins) are reported through Chromium's console line.
  pageErrors: pageErrorsFixture({ appOrigins: E2E_APP_ORIGINS, isExternal }),

  walletOptions: [{}, { option: true }],

  wallet: async ({ page, walletOptions }, use) => {
    const wallet = new TestWallet(page, { rpcUrls: E2E_RPC_URLS, chainId: 1, ...walletOptions })
    await wallet.install()
    await use(wallet)
  },
})

export { expect }
