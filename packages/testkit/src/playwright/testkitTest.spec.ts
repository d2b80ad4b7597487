// Covers @gatehouse/testkit/playwright as an integrator meets it, through the built package
// (dist/, so the bundled wallet init script is what runs): chains started for the worker on the
// configured ids and ports, the wallet announced through EIP-6963 to a plain page's listener,
// requests answered by the wallet or forwarded to the fixture's anvil, outcomes scripted with
// test.use() and with the TestWallet API, and the revert after each test. Not every wallet method
// (e2e/testWallet.spec.ts) and not a dapp (the e2e suite). Build first: see playwright.config.ts.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEV_ACCOUNTS, rpc } from '@gatehouse/testkit'
import { expect, test as testkit } from '@gatehouse/testkit/playwright'
import type { Page } from '@playwright/test'

// Clear of every other port the repo's tests use (e2e 42xx, Vitest 44xx–47xx).
const PORT_BASE = 4801

/** A page with nothing but an EIP-6963 listener: it asks for providers once its script runs. */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>EIP-6963 listener</title></head>
<body><ul id="wallets"></ul><script>
  window.announced = []
  window.addEventListener('eip6963:announceProvider', (event) => {
    window.announced.push(event.detail)
    const item = document.createElement('li')
    item.textContent = event.detail.info.name
    document.getElementById('wallets').append(item)
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
</script></body></html>`

// The integrator's own fixtures go on top of the testkit's: here, a static page on 127.0.0.1.
const test = testkit.extend<Record<never, never>, { pageUrl: string }>({
  pageUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here
    async ({}, use) => {
      const server = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end(PAGE)
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const { port } = server.address() as AddressInfo
      await use(`http://127.0.0.1:${port}/`)
      await new Promise((resolve) => server.close(resolve))
    },
    { scope: 'worker' },
  ],
})

test.use({ chainIds: [1, 137], portBase: PORT_BASE })

type Outcome = { result: unknown } | { code: number | undefined; message: string }

/** Calls the first announced provider from inside the page; errors come back as `{ code }`. */
function request(page: Page, method: string, params: unknown[] = []): Promise<Outcome> {
  return page.evaluate(
    async ({ method, params }) => {
      type Provider = { request(args: { method: string; params: unknown[] }): Promise<unknown> }
      const [first] = (window as unknown as { announced: { provider: Provider }[] }).announced
      if (!first) throw new Error('no wallet announced')
      try {
        return { result: await first.provider.request({ method, params }) }
      } catch (error) {
        return { code: (error as { code?: number }).code, message: (error as Error).message }
      }
    },
    { method, params },
  )
}

test.describe('given the wallet fixture on two local chains', () => {
  test('the worker fixture runs one anvil per chain id from portBase', async ({
    chains,
    rpcUrls,
  }) => {
    expect(chains.chains.map(({ chainId, port }) => ({ chainId, port }))).toEqual([
      { chainId: 1, port: PORT_BASE },
      { chainId: 137, port: PORT_BASE + 1 },
    ])
    expect(rpcUrls).toEqual({
      1: `http://127.0.0.1:${PORT_BASE}`,
      137: `http://127.0.0.1:${PORT_BASE + 1}`,
    })
    expect(await rpc<string>(rpcUrls[137]!, 'eth_chainId')).toBe('0x89')
  })

  test('the page hears the wallet announce itself through EIP-6963', async ({
    page,
    pageUrl,
    wallet,
  }) => {
    await page.goto(pageUrl)
    await expect(page.getByRole('listitem')).toHaveText(['Test Wallet'])
    const info = await page.evaluate(
      () => (window as unknown as { announced: { info: unknown }[] }).announced[0]?.info,
    )
    expect(info).toEqual(wallet.info)
    expect(wallet.info).toMatchObject({ name: 'Test Wallet', rdns: 'dev.gatehouse.testwallet' })
  })

  test('it answers eth_requestAccounts with anvil #0 and eth_chainId with the first chain', async ({
    page,
    pageUrl,
    wallet,
  }) => {
    await page.goto(pageUrl)
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [DEV_ACCOUNTS[0]] })
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x1' })
    expect(wallet.address).toBe(DEV_ACCOUNTS[0])
    expect(wallet.requestsFor('eth_requestAccounts')).toHaveLength(1)
  })

  test('reads are forwarded to the fixture anvil of the current chain', async ({
    page,
    pageUrl,
    rpcUrls,
    wallet,
  }) => {
    await page.goto(pageUrl)
    // 10000 ETH: anvil's funding of its dev accounts.
    expect(await request(page, 'eth_getBalance', [DEV_ACCOUNTS[0], 'latest'])).toEqual({
      result: '0x21e19e0c9bab2400000',
    })
    // A block mined on chain 137's node only is what the wallet sees after switching there.
    await rpc(rpcUrls[137]!, 'anvil_mine', ['0x5'])
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x89' }])).toEqual({
      result: null,
    })
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x89' })
    expect(await request(page, 'eth_blockNumber')).toEqual({
      result: await rpc<string>(rpcUrls[137]!, 'eth_blockNumber'),
    })
    expect(wallet.chainId).toBe(137)
  })

  test('an outcome scripted through the TestWallet API reaches the page', async ({
    page,
    pageUrl,
    wallet,
  }) => {
    wallet.rejectNext('eth_requestAccounts')
    await page.goto(pageUrl)
    expect(await request(page, 'eth_requestAccounts')).toMatchObject({ code: 4001 })
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [DEV_ACCOUNTS[0]] })
  })
})

test.describe('given a test that does not take the wallet fixture', () => {
  test('its page has no wallet: the fixture is installed only on request', async ({
    page,
    pageUrl,
  }) => {
    await page.goto(pageUrl)
    await expect(page.locator('body')).toBeAttached()
    expect(await page.evaluate(() => (window as unknown as { announced: [] }).announced)).toEqual(
      [],
    )
  })
})

test.describe('given outcomes scripted with test.use', () => {
  test.use({
    walletOutcomes: {
      eth_requestAccounts: ['reject', 'approve', 'reject'],
      personal_sign: { fail: -32000, message: 'boom' },
      eth_signTypedData_v4: 'fail',
    },
  })

  test('connect is rejected, approved, rejected, then approved; signing fails once', async ({
    page,
    pageUrl,
    wallet,
  }) => {
    await page.goto(pageUrl)
    expect(await request(page, 'eth_requestAccounts')).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [DEV_ACCOUNTS[0]] })
    expect(await request(page, 'eth_requestAccounts')).toMatchObject({ code: 4001 })
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [DEV_ACCOUNTS[0]] })
    expect(await request(page, 'eth_signTypedData_v4', [DEV_ACCOUNTS[0], '{}'])).toEqual({
      code: -32603,
      message: 'Internal JSON-RPC error.',
    })
    expect(await request(page, 'personal_sign', ['0x68690a', DEV_ACCOUNTS[0]])).toEqual({
      code: -32000,
      message: 'boom',
    })
    const signed = await request(page, 'personal_sign', ['0x68690a', DEV_ACCOUNTS[0]])
    expect(signed).toHaveProperty('result', expect.stringMatching(/^0x[0-9a-f]{130}$/))
    expect(wallet.requestsFor('personal_sign')).toHaveLength(2)
    // The wallet answers personal_ecRecover itself (anvil does not know it).
    const { result: signature } = signed as { result: string }
    expect(await request(page, 'personal_ecRecover', ['0x68690a', signature])).toEqual({
      result: DEV_ACCOUNTS[0],
    })
  })
})

test.describe('given a wallet that plays MetaMask for a dapp written against it', () => {
  test.use({
    walletOptions: {
      // 'request' is no is… flag: it must not replace the provider's method (the type forbids it).
      providerFlags: { isMetaMask: true, ...({ request: false } as object) },
      addressCase: 'lower',
    },
  })

  test('it is flagged isMetaMask and spells its address in lowercase everywhere', async ({
    page,
    pageUrl,
    wallet,
  }) => {
    const lower = DEV_ACCOUNTS[0].toLowerCase()
    await page.goto(pageUrl)
    const provider = await page.evaluate(() => {
      type Provider = { isMetaMask?: unknown; request?: unknown }
      const [first] = (window as unknown as { announced: { provider: Provider }[] }).announced
      return { isMetaMask: first?.provider.isMetaMask, request: typeof first?.provider.request }
    })
    expect(provider).toEqual({ isMetaMask: true, request: 'function' })
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [lower] })
    expect(await request(page, 'eth_accounts')).toEqual({ result: [lower] })
    expect(await request(page, 'wallet_getPermissions')).toMatchObject({
      result: [{ caveats: [{ value: [lower] }] }],
    })
    const signed = (await request(page, 'personal_sign', ['0x68690a', lower])) as { result: string }
    expect(await request(page, 'personal_ecRecover', ['0x68690a', signed.result])).toEqual({
      result: lower,
    })
    expect(await request(page, 'personal_ecRecover', ['0x68690a'])).toMatchObject({
      code: -32602,
    })
    expect(wallet.address).toBe(DEV_ACCOUNTS[0])
  })
})

test.describe('given a test that sends a transaction', () => {
  test.describe.configure({ mode: 'serial' })

  test('the transaction is mined on the fixture chain', async ({
    page,
    pageUrl,
    rpcUrls,
    wallet,
  }) => {
    await page.goto(pageUrl)
    await request(page, 'eth_requestAccounts')
    const sent = await request(page, 'eth_sendTransaction', [
      { from: DEV_ACCOUNTS[0], to: DEV_ACCOUNTS[1], value: '0x1' },
    ])
    expect(sent).toHaveProperty('result', expect.stringMatching(/^0x[0-9a-f]{64}$/))
    // anvil's automine may answer with the hash before the block is sealed: the receipt is what
    // proves it mined.
    const hash = (sent as { result: string }).result
    await expect
      .poll(() => rpc<unknown>(rpcUrls[1]!, 'eth_getTransactionReceipt', [hash]))
      .not.toBeNull()
    expect(
      await rpc<string>(rpcUrls[1]!, 'eth_getTransactionCount', [DEV_ACCOUNTS[0], 'latest']),
    ).toBe('0x1')
    expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(1)
  })

  test('the next test starts from the snapshot again', async ({ rpcUrls }) => {
    expect(
      await rpc<string>(rpcUrls[1]!, 'eth_getTransactionCount', [DEV_ACCOUNTS[0], 'latest']),
    ).toBe('0x0')
  })
})
