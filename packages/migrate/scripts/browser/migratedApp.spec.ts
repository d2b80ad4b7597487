// One of RainbowKit's example apps after `npx @gatehouse/migrate`, built and served by
// scripts/testMigrate.mjs (MIGRATED_APP_URL), as a visitor meets it: Connect Wallet → the test
// wallet → the account button shows alice.eth → switch to Polygon → disconnect. A sign-in app
// (MIGRATED_APP_SIGN_IN=1) also signs in through NextAuth and reads its session on the server (the
// page renders auth()'s address) and from /api/auth/session. The apps keep their chains' public
// RPC URLs (getDefaultConfig's default transports): each is routed here to the local anvil of its
// chain id, and every other request off 127.0.0.1 is refused.
import { expect, test } from '@gatehouse/testkit/playwright'
import { arbitrum, base, mainnet, optimism, polygon, sepolia } from 'viem/chains'

const SIGN_IN = process.env.MIGRATED_APP_SIGN_IN === '1'

test.use({ chainIds: [1, 137], portBase: 4650 })

test.beforeEach(async ({ context, rpcUrls }) => {
  await context.route(
    (url) => url.protocol.startsWith('http') && url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  )
  // Registered last, so matched first: the chains' public RPC URLs go to the local anvils.
  for (const chain of [mainnet, polygon, optimism, arbitrum, base, sepolia]) {
    const local = rpcUrls[chain.id]
    if (!local) continue
    for (const url of chain.rpcUrls.default.http)
      await context.route(`${url}**`, async (route) => {
        await route.fulfill({ response: await route.fetch({ url: local }) })
      })
  }
})

test('connects the test wallet, shows alice.eth, switches to Polygon and disconnects', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: 'Test Wallet' })
    .click()

  if (SIGN_IN) {
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await verify.getByRole('button', { name: 'Send message' }).click()
    await expect(verify).toBeHidden()
    const session = (await (await page.request.get('/api/auth/session')).json()) as {
      address?: string
    }
    expect(session.address).toBe(wallet.address)
    await page.reload()
    await expect(page.getByTestId('server-session')).toHaveText(wallet.address)
  }

  const account = page.getByRole('button', { name: 'Account alice.eth' })
  await expect(account).toBeVisible()
  await page.getByRole('button', { name: /^Switch network, current:/ }).click()
  const chains = page.getByRole('dialog', { name: 'Switch Networks' })
  await chains.getByRole('button', { name: /Polygon/ }).click()
  await expect(chains).toBeHidden()
  await expect(page.getByRole('button', { name: 'Switch network, current: Polygon' })).toBeVisible()
  expect(wallet.chainId).toBe(137)

  await account.click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
})
