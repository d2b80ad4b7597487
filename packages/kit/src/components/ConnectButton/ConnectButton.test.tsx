// @vitest-environment jsdom
// The header button: accountStatus / chainStatus / showBalance once connected, and, while sign-in's
// session is still loading, the connected account (disabled until the session answers), never
// "Connect Wallet". Server rendering and hydration of the button are in
// providers/GatehouseProvider.{ssr,hydrate}.test.tsx; which parts show is unit-tested in
// connectButtonDisplay.test.ts.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthAdapter } from '../../core/AuthAdapter'
import { ACCOUNT, mockWallet, renderWithKit } from '../../test/renderWithKit'
import { ConnectButton, type ConnectButtonProps } from './ConnectButton'

afterEach(cleanup)

describe('given sign-in whose session has not answered yet', () => {
  it('shows the connected account, not Connect Wallet', async () => {
    let sessionRequests = 0
    const adapter: AuthAdapter = {
      getNonce: async () => ({ nonce: 'nonce00000001' }),
      createMessage: () => 'message',
      verify: async () => ({ address: ACCOUNT, chainId: 1 }),
      // The session request hangs (a slow server): status stays 'loading'.
      getSession: () => {
        sessionRequests++
        return new Promise(() => {})
      },
      signOut: async () => {},
    }
    const { config } = renderWithKit(<ConnectButton />, {
      wallets: [mockWallet({})],
      provider: { authentication: adapter },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))

    // The sign-in dialog opens over the page (which it makes inert), so look behind it.
    const account = await screen.findByRole('button', { name: /^Account 0x/, hidden: true })
    expect(config.state.status).toBe('connected')
    expect(sessionRequests).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Connect Wallet', hidden: true })).toBeNull()
    // §4: no account modal until the session says who is signed in.
    expect((account as HTMLButtonElement).disabled).toBe(true)
  })
})

async function connectWith(props: ConnectButtonProps) {
  renderWithKit(<ConnectButton {...props} />, { wallets: [mockWallet({})] })
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
  return screen.findByRole('button', { name: /^Account 0x/ })
}

describe('given a connected wallet', () => {
  it('accountStatus="avatar" hides the name but keeps it in the accessible name', async () => {
    const account = await connectWith({ accountStatus: 'avatar' })
    expect(account.textContent).not.toContain('0xf39F')
    expect(account.getAttribute('aria-label')).toContain('0xf39F')
    // the generated avatar (no ENS image here) is the one decorative element left
    expect(account.querySelector('[aria-hidden="true"]')).not.toBeNull()
  })

  it('accountStatus="address" shows the name without the avatar', async () => {
    const account = await connectWith({ accountStatus: 'address' })
    expect(account.textContent).toContain('0xf39F')
    expect(account.querySelector('[aria-hidden="true"]')).toBeNull()
  })

  it('chainStatus="none" leaves out the chain button; "icon" shows the network’s mark only', async () => {
    await connectWith({ chainStatus: 'none' })
    expect(screen.queryByRole('button', { name: /^Switch network/ })).toBeNull()
    cleanup()
    await connectWith({ chainStatus: 'icon' })
    const chain = screen.getByRole('button', { name: 'Switch network, current: Ethereum' })
    // the name stays in the accessible name; the mark (from the lazily loaded set) is decorative
    await waitFor(() => expect(chain.querySelector('img')).not.toBeNull())
    expect(chain.textContent).toBe('')
    expect(chain.querySelector('[data-gh-chain-icon]')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('showBalance={false} shows no balance', async () => {
    const account = await connectWith({ showBalance: false })
    expect(account.textContent).not.toMatch(/ETH/)
    expect(account.getAttribute('aria-label')).not.toMatch(/ETH/)
  })
})
