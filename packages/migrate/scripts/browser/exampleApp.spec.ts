// One of RainbowKit's example apps, built and served by scripts/testMigrate.mjs (EXAMPLE_APP_URL),
// as a visitor meets it: first untouched (RainbowKit 2.2.11 on wagmi 2, EXAMPLE_KIT=rainbowkit),
// then after `npx @gatehouse/migrate` (EXAMPLE_KIT=gatehouse), the same test body on both:
// Connect Wallet → the test wallet → the account button shows alice.eth → switch to Polygon →
// disconnect. The sign-in apps also sign in and read their session from the app's server.
//
// Elements are found by role and name. Where the two kits name one differently, KIT_NAMES has
// both (RainbowKit's chain button is labelled "Chain Selector", Gatehouse's "Switch network,
// current: <chain>"; RainbowKit's sign-in button says "Sign message", Gatehouse's "Send message";
// RainbowKit's WalletButton is named by the wallet, "Rainbow", Gatehouse's "Connect Rainbow").
// Where an app shows something else than a connect button of that shape, APPS says what the test
// does there instead (its own buttons, one chain, no ENS), the same for both kits.
//
// The apps keep their chains' public RPC URLs (EXAMPLE_RPC_URLS: chain id → the URLs the app's own
// viem and config use): each is routed to the local anvil of its chain id, and every other
// request off 127.0.0.1 is refused.
import { expect, test } from '@gatehouse/testkit/playwright'
import type { Locator, Page } from '@playwright/test'

type Kit = 'rainbowkit' | 'gatehouse'

/** What an app shows and does, where it differs from a ConnectButton app on Ethereum and Polygon. */
type AppShape = {
  /** The anvils (the wallet starts on the first). */
  chainIds: readonly number[]
  /** Connect through the connect button and its modal, or through the app's wallet button. */
  connect: 'connectButton' | { walletButton: string }
  /** The account button names the wallet's ENS name (mainnet is among the app's chains). */
  ens: boolean
  /** The chain switched to through the chain modal; none where the app has one chain. */
  switchTo?: { chainId: number; name: string }
  /** The chain button, where the app draws its own (ConnectButton.Custom). */
  chainButton?: RegExp
  /** Signs in after connecting and reads the session at this path (a JSON object's `address`). */
  session?: string
  /** After signing in, a reload shows the address the server read (data-testid server-session). */
  serverSession?: boolean
  /** The wallet presents itself as Rainbow (window.ethereum.isRainbow, rdns me.rainbow). */
  asRainbow?: boolean
  /** RPC URLs of the app's own transports, routed to the anvil of their chain id too. */
  ownRpcUrls?: Record<number, readonly string[]>
}

const CONNECT_BUTTON_APP: AppShape = {
  chainIds: [1, 137],
  connect: 'connectButton',
  ens: true,
  switchTo: { chainId: 137, name: 'Polygon' },
}

const APPS: Record<string, Partial<AppShape>> = {
  // ConnectButton.Custom: the app's own chain button, named by the chain, twice once its icon is
  // there (the icon's alt text is the chain's name too: "Ethereum Ethereum").
  'with-next-custom-button': { chainButton: /^(Ethereum|Polygon)( Ethereum| Polygon)?$/ },
  // Sepolia only (an Alchemy URL): no ENS, so the account button shows the short address; no
  // other chain to switch to. Minting needs the app's contract, which no local chain has.
  'with-next-mint-nft': {
    chainIds: [11155111],
    ens: false,
    switchTo: undefined,
    ownRpcUrls: { 11155111: ['https://eth-sepolia.g.alchemy.com/v2/'] },
  },
  // A Rainbow button and the app's own Disconnect, on Ethereum only: connect with the wallet
  // button (the test wallet as Rainbow), see the app's Disconnect, disconnect with it.
  'with-next-rainbow-button': {
    chainIds: [1],
    connect: { walletButton: 'Rainbow' },
    ens: false,
    switchTo: undefined,
    asRainbow: true,
  },
  'with-next-wallet-button': {
    chainIds: [1],
    connect: { walletButton: 'Rainbow' },
    ens: false,
    switchTo: undefined,
    asRainbow: true,
  },
  'with-next-siwe-next-auth': { session: '/api/auth/session', serverSession: true },
  // The migrated app's adapter reads no session on a load (its TODO): no reload here.
  'with-next-siwe-iron-session': { session: '/api/me' },
}

const KIT_NAMES: Record<
  Kit,
  { chainButton: string | RegExp; signIn: string; walletButton: (wallet: string) => RegExp }
> = {
  rainbowkit: {
    chainButton: 'Chain Selector',
    signIn: 'Sign message',
    walletButton: (wallet) => new RegExp(`^${wallet}$`),
  },
  gatehouse: {
    chainButton: /^Switch network, current:/,
    signIn: 'Send message',
    walletButton: (wallet) => new RegExp(`^Connect ${wallet}$`),
  },
}

const APP = process.env.EXAMPLE_APP ?? ''
const KIT = (process.env.EXAMPLE_KIT ?? 'gatehouse') as Kit
const RPC_URLS = JSON.parse(process.env.EXAMPLE_RPC_URLS ?? '{}') as Record<string, string[]>
const shape: AppShape = { ...CONNECT_BUTTON_APP, ...APPS[APP] }
const names = KIT_NAMES[KIT]

test.use({
  chainIds: shape.chainIds,
  portBase: 4650,
  walletOptions: shape.asRainbow
    ? { info: { name: 'Rainbow', rdns: 'me.rainbow' }, injectWindowEthereum: true }
    : {},
})

test.beforeEach(async ({ context, page, rpcUrls, wallet }) => {
  await context.route(
    (url) => url.protocol.startsWith('http') && url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  )
  // Registered last, so matched first: the chains' public RPC URLs go to the local anvils.
  for (const [chainId, urls] of [
    ...Object.entries(RPC_URLS),
    ...Object.entries(shape.ownRpcUrls ?? {}),
  ]) {
    const local = rpcUrls[Number(chainId)]
    if (!local) continue
    for (const url of urls)
      await context.route(`${url}**`, async (route) => {
        await route.fulfill({ response: await route.fetch({ url: local }) })
      })
  }
  // After the wallet's own script (installed before the test): the flag both kits' Rainbow reads.
  if (shape.asRainbow)
    await page.addInitScript(() => {
      const ethereum = (window as { ethereum?: Record<string, unknown> }).ethereum
      if (ethereum) ethereum.isRainbow = true
    })
  expect(wallet.chainId).toBe(shape.chainIds[0])
})

test(`${APP} (${KIT}): connects the test wallet, shows the account, switches chain and disconnects`, async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await connect(page)

  if (shape.session) {
    // RainbowKit's sign-in view has no accessible name (its heading lacks the id the dialog
    // points to): the dialog is found by the heading's text in both kits.
    const dialog = page.getByRole('dialog').filter({ hasText: 'Verify your account' })
    await dialog.getByRole('button', { name: names.signIn }).click()
    await expect(dialog).toBeHidden()
    const session = (await (await page.request.get(shape.session)).json()) as { address?: string }
    expect(session.address).toBe(wallet.address)
    if (shape.serverSession) {
      await page.reload()
      await expect(page.getByTestId('server-session')).toHaveText(wallet.address)
    }
  }

  if (shape.connect !== 'connectButton') {
    // The app's own Disconnect, shown while connected.
    const disconnect = page.getByRole('button', { name: 'Disconnect' })
    await disconnect.click()
    await expect(disconnect).toBeHidden()
    await expect(
      page.getByRole('button', { name: names.walletButton(shape.connect.walletButton) }),
    ).toBeEnabled()
    return
  }

  // Without ENS the button shows the short address: RainbowKit's keeps 2 hex digits in front
  // (0xf3…2266), Gatehouse's 4 (0xf39F…2266).
  const account = page
    .getByRole('button', {
      name: shape.ens
        ? /alice\.eth/
        : new RegExp(`${wallet.address.slice(0, 4)}.*${wallet.address.slice(-4)}`, 'i'),
    })
    .first()
  await expect(account).toBeVisible()

  if (shape.switchTo) {
    const chainButton = page
      .getByRole('button', { name: shape.chainButton ?? names.chainButton })
      .first()
    await chainButton.click()
    const chains = page.getByRole('dialog', { name: 'Switch Networks' })
    await chains.getByRole('button', { name: new RegExp(shape.switchTo.name) }).click()
    await expect(chains).toBeHidden()
    await expect(chainButton).toContainText(shape.switchTo.name)
    expect(wallet.chainId).toBe(shape.switchTo.chainId)
  }

  await account.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
})

/** Opens the wallet list (or the app's wallet button) and picks the test wallet. */
async function connect(page: Page): Promise<Locator> {
  if (shape.connect === 'connectButton') {
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const modal = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await modal.getByRole('button', { name: 'Test Wallet' }).click()
    return modal
  }
  const button = page.getByRole('button', { name: names.walletButton(shape.connect.walletButton) })
  await button.click()
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  return button
}
