// @vitest-environment jsdom
// The header button while sign-in's session is still loading: a connected wallet shows its account
// (disabled until the session answers), never "Connect Wallet". Server rendering and hydration of
// the button are in providers/GatehouseProvider.{ssr,hydrate}.test.tsx.
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthAdapter } from '../../core/AuthAdapter'
import { ACCOUNT, mockWallet, renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from './ConnectButton'

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
