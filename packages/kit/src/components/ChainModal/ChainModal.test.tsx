// @vitest-environment jsdom
// Switch Networks around wagmi's mock wallet, for screen readers: "Confirm in Wallet" while the
// wallet holds the switch is announced through a polite region that was in the modal before the
// chain was chosen. The switch itself against a real wallet and chain is covered by
// e2e/chains.spec.ts.
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { mockWallet, renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from '../ConnectButton/ConnectButton'

afterEach(cleanup)

describe('given a connected wallet asked to switch networks', () => {
  it('announces Confirm in Wallet in a region that was there before the choice', async () => {
    // The wallet's switch popup stays open for the whole test.
    const held = new Promise<void>(() => {})
    renderWithKit(<ConnectButton />, {
      wallets: [mockWallet({ hold: { wallet_switchEthereumChain: held } })],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await userEvent.click(within(connect).getByRole('button', { name: 'Mock Wallet' }))
    await userEvent.click(
      await screen.findByRole('button', { name: 'Switch network, current: Ethereum' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Switch Networks' })
    const region = within(dialog).getByRole('status')
    expect(region.textContent).toBe('')
    await userEvent.click(within(dialog).getByRole('button', { name: /Polygon/ }))
    expect(within(dialog).getByRole('status')).toBe(region)
    expect(region.textContent).toBe('Confirm in Wallet')
  })
})
