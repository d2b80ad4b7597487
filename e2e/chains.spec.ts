// Switching networks (issue 3): Confirm in Wallet while the wallet holds the request, Connected
// after, a wallet-side switch to an unsupported chain (Wrong network), 4902 → added and switched,
// a rejected switch, a wallet that cannot switch, and a request already pending (-32002).
import { TestWallet } from '@gatehouse/testkit/wallet'
import { connectTestWallet, openChainModal } from './support/connect'
import { expect, test } from './support/fixtures'
import { E2E_RPC_URLS } from './support/ports'

test('switches with Confirm in Wallet while held, then Connected', async ({ page, wallet }) => {
  await connectTestWallet(page)
  const dialog = await openChainModal(page)
  await expect(dialog.getByRole('button', { name: /Ethereum/ })).toContainText('Connected')
  const held = wallet.holdNext('wallet_switchEthereumChain')
  await dialog.getByRole('button', { name: /Polygon/ }).click()
  await held.requested
  await expect(dialog.getByRole('button', { name: /Polygon/ })).toContainText('Confirm in Wallet')
  held.approve()
  await expect(dialog).toBeHidden() // closes when the switch settles
  await expect(page.getByRole('button', { name: 'Switch network, current: Polygon' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Account / })).toContainText('POL')
  const again = await openChainModal(page)
  await expect(again.getByRole('button', { name: /Polygon/ })).toContainText('Connected')
  expect(wallet.chainId).toBe(137)
})

test('a wallet-side switch to an unsupported chain shows Wrong network', async ({
  page,
  wallet,
}) => {
  await connectTestWallet(page)
  await wallet.switchChainExternally(11155111) // Sepolia: not in this build's chains
  const wrong = page.getByRole('button', { name: 'Wrong network' })
  await expect(wrong).toBeVisible()
  // §4: the account modal is unavailable on an unsupported chain
  await expect(page.getByRole('button', { name: /^Account / })).toBeDisabled()
  await wrong.click()
  const dialog = page.getByRole('dialog', { name: 'Switch Networks' })
  await expect(
    dialog.getByText('Wrong network detected, switch or disconnect to continue.'),
  ).toBeVisible()
  await dialog.getByRole('button', { name: /Ethereum/ }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('button', { name: 'Switch network, current: Ethereum' }),
  ).toBeVisible()
})

test('a rejected switch clears the pending marker', async ({ page, wallet }) => {
  await connectTestWallet(page)
  const dialog = await openChainModal(page)
  const held = wallet.holdNext('wallet_switchEthereumChain')
  await dialog.getByRole('button', { name: /OP Mainnet/ }).click()
  await held.requested
  await expect(dialog.getByRole('button', { name: /OP Mainnet/ })).toContainText(
    'Confirm in Wallet',
  )
  held.reject()
  await expect(dialog.getByRole('button', { name: /OP Mainnet/ })).not.toContainText(
    'Confirm in Wallet',
  )
  await expect(dialog.getByRole('button', { name: /Ethereum/ })).toContainText('Connected')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
})

test('a wallet that cannot switch is told so', async ({ page, wallet }) => {
  await connectTestWallet(page)
  wallet.failNext('wallet_switchEthereumChain', 4200, 'The requested method is not supported')
  const dialog = await openChainModal(page)
  await dialog.getByRole('button', { name: /Arbitrum One/ }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
  )
  await expect(dialog.getByRole('button', { name: /Ethereum/ })).toContainText('Connected')
})

test('a request already pending in the wallet (-32002) says to open the wallet', async ({
  page,
  wallet,
}) => {
  await connectTestWallet(page)
  wallet.failNext('wallet_switchEthereumChain', -32002, 'Request already pending')
  const dialog = await openChainModal(page)
  await dialog.getByRole('button', { name: /Zora/ }).click()
  await expect(dialog.getByRole('alert')).toContainText('Open your wallet')
  expect(wallet.requestsFor('wallet_switchEthereumChain')).toHaveLength(1) // no retry loop
})

test('Disconnect from the chain modal', async ({ page, wallet }) => {
  await connectTestWallet(page)
  const dialog = await openChainModal(page)
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(wallet.requestsFor('wallet_revokePermissions')).toHaveLength(1)
})

test.describe('a wallet that does not know the chain yet', () => {
  test('4902: the chain is added and switched to', async ({ page }) => {
    const wallet = new TestWallet(page, { rpcUrls: E2E_RPC_URLS, chainId: 1, knownChains: [1] })
    await wallet.install()
    await connectTestWallet(page)
    const dialog = await openChainModal(page)
    await dialog.getByRole('button', { name: /OP Mainnet/ }).click()
    await expect(dialog).toBeHidden()
    await expect(
      page.getByRole('button', { name: 'Switch network, current: OP Mainnet' }),
    ).toBeVisible()
    const [added] = wallet.requestsFor('wallet_addEthereumChain')
    expect(added?.params).toEqual([
      expect.objectContaining({
        chainId: '0xa',
        chainName: 'OP Mainnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [expect.stringMatching(/^http/)],
        blockExplorerUrls: [expect.stringMatching(/^https:\/\//)],
      }),
    ])
    expect(wallet.chainId).toBe(10)
  })
})
