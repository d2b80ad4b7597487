// Covers the e2e infrastructure itself in the real browser: the TestWallet's EIP-6963
// announcement and EIP-1193 behaviour (scripted rejections, failures, holds, signing, sending,
// chain switches), per-test chain reverts and the external-request block. It runs on a blank page
// served by a route, so it does not depend on the demo's UI; the demo's flows have their own specs.
import { DEV_ACCOUNTS, rpc } from '@gatehouse/testkit'
import type { Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { expect, test } from './support/fixtures'
import { e2eRpcUrl } from './support/ports'

const BLANK = '/__testkit-blank'

/** Calls the first announced provider from inside the page; errors come back as `{ code }`. */
function request(page: Page, method: string, params: unknown[] = []) {
  return page.evaluate(
    async ({ method, params }) => {
      type Provider = { request(args: { method: string; params: unknown[] }): Promise<unknown> }
      const provider = await new Promise<Provider>((resolve) => {
        window.addEventListener(
          'eip6963:announceProvider',
          (event) => resolve((event as CustomEvent<{ provider: Provider }>).detail.provider),
          { once: true },
        )
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      })
      try {
        return { result: await provider.request({ method, params }) }
      } catch (error) {
        return { code: (error as { code?: number }).code, message: (error as Error).message }
      }
    },
    { method, params },
  )
}

test.beforeEach(async ({ page }) => {
  await page.route(BLANK, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  )
})

test('announces itself through EIP-6963 with the configured info', async ({ page, wallet }) => {
  await page.goto(BLANK)
  const info = await page.evaluate(
    () =>
      new Promise<{ name: string; rdns: string }>((resolve) => {
        window.addEventListener(
          'eip6963:announceProvider',
          (event) =>
            resolve((event as CustomEvent<{ info: { name: string; rdns: string } }>).detail.info),
          { once: true },
        )
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      }),
  )
  expect(info).toEqual({ ...info, name: 'Test Wallet', rdns: wallet.info.rdns })
})

test('rejectNext, failNext and holdNext script the next call', async ({ page, wallet }) => {
  await page.goto(BLANK)
  wallet.rejectNext('eth_requestAccounts')
  expect(await request(page, 'eth_requestAccounts')).toMatchObject({ code: 4001 })
  expect(wallet.authorized).toBe(false)
  expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [DEV_ACCOUNTS[0]] })

  wallet.failNext('personal_sign', -32603, 'boom')
  expect(await request(page, 'personal_sign', ['0x68656c6c6f', DEV_ACCOUNTS[0]])).toEqual({
    code: -32603,
    message: 'boom',
  })

  const held = wallet.holdNext('personal_sign')
  const pending = request(page, 'personal_sign', ['0x68656c6c6f', DEV_ACCOUNTS[0]])
  await held.requested
  held.approve()
  const { result } = (await pending) as { result: Hex }
  expect(
    await verifyMessage({ address: DEV_ACCOUNTS[0], message: 'hello', signature: result }),
  ).toBe(true)
  expect(wallet.requestsFor('personal_sign')).toHaveLength(2)
})

test('sends transactions to its local chain and follows chain switches', async ({
  page,
  wallet,
}) => {
  await page.goto(BLANK)
  await request(page, 'eth_requestAccounts')
  const sent = await request(page, 'eth_sendTransaction', [
    { from: DEV_ACCOUNTS[0], to: DEV_ACCOUNTS[1], value: '0xde0b6b3a7640000' },
  ])
  expect(sent).toEqual({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  // anvil mines on its own schedule: wait for the block rather than racing it
  await expect
    .poll(async () =>
      Number(await rpc<Hex>(e2eRpcUrl(1), 'eth_getTransactionCount', [DEV_ACCOUNTS[0], 'latest'])),
    )
    .toBe(1)

  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x89' }])).toEqual({
    result: null,
  })
  expect(await request(page, 'eth_chainId')).toEqual({ result: '0x89' })
  await wallet.switchChainExternally(10)
  expect(await request(page, 'eth_chainId')).toEqual({ result: '0xa' })
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x2a' }])).toMatchObject({
    code: 4902,
  })
})

test('each test starts from the chains as global setup left them', async () => {
  const nonce = await rpc<Hex>(e2eRpcUrl(1), 'eth_getTransactionCount', [DEV_ACCOUNTS[0], 'latest'])
  expect(Number(nonce)).toBe(0)
})

test('requests to other hosts are aborted and recorded', async ({ page, blockedRequests }) => {
  await page.goto(BLANK)
  await page.evaluate(() => fetch('https://example.com/tracker').catch(() => 'blocked'))
  expect(blockedRequests).toEqual(['https://example.com/tracker'])
  blockedRequests.length = 0 // expected here; the fixture fails any test that leaves one behind
})
