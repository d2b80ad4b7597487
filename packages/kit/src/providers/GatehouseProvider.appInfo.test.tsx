// @vitest-environment jsdom
// The provider's RainbowKit-style options: appInfo (name, Learn More link, a disclaimer under the
// wallet list drawn with the kit's Text and Link) and showRecentTransactions.
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import type { DisclaimerComponent } from '../context/DisclaimerComponent'
import { mockWallet, renderWithKit } from '../test/renderWithKit'

afterEach(cleanup)

const Terms: DisclaimerComponent = ({ Text, Link }) => (
  <Text>
    By connecting you agree to the <Link href="https://example.com/terms">Terms of Service</Link>.
  </Text>
)

describe('given appInfo', () => {
  it('shows the disclaimer under the wallet list and uses its Learn More link', async () => {
    renderWithKit(<ConnectButton />, {
      wallets: [mockWallet({})],
      provider: {
        appInfo: {
          appName: 'My dapp',
          learnMoreUrl: 'https://example.com/learn',
          disclaimer: Terms,
        },
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    const list = within(dialog).getByRole('navigation')
    expect(within(list).getByText(/By connecting you agree/)).toBeDefined()
    const terms = within(list).getByRole('link', { name: 'Terms of Service' })
    expect(terms.getAttribute('href')).toBe('https://example.com/terms')
    expect(within(dialog).getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe(
      'https://example.com/learn',
    )
  })

  it('shows no disclaimer when the app gives none', async () => {
    renderWithKit(<ConnectButton />, { wallets: [mockWallet({})] })
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    expect(within(dialog).queryByText(/By connecting you agree/)).toBeNull()
  })
})

async function openAccountModal(provider: { showRecentTransactions?: boolean }) {
  renderWithKit(<ConnectButton />, { wallets: [mockWallet({})], provider })
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const connect = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  await userEvent.click(within(connect).getByRole('button', { name: 'Mock Wallet' }))
  await userEvent.click(await screen.findByRole('button', { name: /^Account 0x/ }))
  return screen.findByRole('dialog', { name: 'Account' })
}

describe('showRecentTransactions', () => {
  it('lists Recent Transactions by default', async () => {
    const dialog = await openAccountModal({})
    expect(within(dialog).getByRole('heading', { name: 'Recent Transactions' })).toBeDefined()
  })

  it('leaves them out when false', async () => {
    const dialog = await openAccountModal({ showRecentTransactions: false })
    expect(within(dialog).queryByRole('heading', { name: 'Recent Transactions' })).toBeNull()
  })
})
