// @vitest-environment jsdom
// Issue 18: once the modals' code has been preloaded (as the provider does in idle time after the
// first render), a click on the connect button, the account button or the network button commits
// the modal's content in the click's own synchronous update, with no Suspense fallback between.
// e2e/noSuspend.spec.ts checks the same in the built demo, sign-in dialog and connect steps too.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { mockWallet, renderWithKit } from '../test/renderWithKit'
import { preloadModals } from './preloadPlan'

afterEach(cleanup)
beforeAll(() => preloadModals())

/** A click whose whole update is flushed synchronously: a suspending modal would not be there. */
function clickNow(button: HTMLElement) {
  act(() => button.click())
}

describe('after the idle-time preload', () => {
  it('the connect modal opens with its wallet list in the click’s commit', async () => {
    renderWithKit(<ConnectButton />, { wallets: [mockWallet({})] })
    clickNow(await screen.findByRole('button', { name: 'Connect Wallet' }))
    const dialog = screen.getByRole('dialog', { name: 'Connect a Wallet' })
    expect(within(dialog).getByRole('button', { name: 'Mock Wallet' })).toBeTruthy()
  })

  it('the account and chain modals open with their content in the click’s commit', async () => {
    renderWithKit(<ConnectButton />, { wallets: [mockWallet({})] })
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }))
    const connect = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await userEvent.click(within(connect).getByRole('button', { name: 'Mock Wallet' }))

    clickNow(await screen.findByRole('button', { name: /^Account / }))
    const account = screen.getByRole('dialog', { name: 'Account' })
    expect(within(account).getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    await userEvent.keyboard('{Escape}')

    clickNow(await screen.findByRole('button', { name: /^Switch network, current:/ }))
    expect(screen.getByRole('dialog', { name: 'Switch Networks' })).toBeTruthy()
  })
})
