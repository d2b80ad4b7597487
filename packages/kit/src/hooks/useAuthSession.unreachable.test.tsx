// @vitest-environment jsdom
// An unreachable /session (a 503, a dropped connection) while a visitor is signed in: the kit keeps
// the session it last read rather than signing them out of the page, and the next answer wins.
// On the first read there is nothing to keep: unreachable reads as signed out (the sign-in
// dialog), never as an error screen. The adapter is in memory; the sign-in itself is real (the
// mock wallet signs).
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import type { AuthAdapter, AuthSession } from '../core/AuthAdapter'
import { sessionQueryKey } from '../query/session'
import { mockWallet, renderWithKit } from '../test/renderWithKit'
import { settledQueries } from '../test/settledQueries'

afterEach(cleanup)

function adapterWithOutage() {
  const state = { down: false, session: { authenticated: false } as AuthSession, reads: 0 }
  const adapter: AuthAdapter = {
    getNonce: async () => ({ nonce: 'nonce00000001' }),
    createMessage: ({ address }) => `sign in ${address}`,
    async verify({ message }) {
      const address = message.split(' ')[2] as `0x${string}`
      state.session = { authenticated: true, address, chainId: 1 }
      return { address, chainId: 1 }
    },
    async getSession() {
      state.reads++
      if (state.down) throw new Error('503 Service Unavailable')
      return state.session
    },
    signOut: async () => {
      state.session = { authenticated: false }
    },
  }
  return { adapter, state }
}

async function connect(adapter: AuthAdapter) {
  const kit = renderWithKit(<ConnectButton />, {
    wallets: [mockWallet({})],
    provider: { authentication: adapter },
  })
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
  return kit
}

async function connectAndSignIn(adapter: AuthAdapter) {
  const kit = await connect(adapter)
  const verify = await screen.findByRole('dialog', { name: 'Verify your account' })
  await userEvent.click(await within(verify).findByRole('button', { name: 'Send message' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  return kit
}

describe('given a signed-in visitor', () => {
  it('a session read that fails keeps them signed in, and the next answer is taken', async () => {
    const { adapter, state } = adapterWithOutage()
    const { queryClient } = await connectAndSignIn(adapter)
    await screen.findByRole('button', { name: /^Account / })

    state.down = true
    const readsBefore = state.reads
    await queryClient.refetchQueries({ queryKey: sessionQueryKey })
    await settledQueries(queryClient, { queryKey: sessionQueryKey })
    expect(state.reads).toBe(readsBefore + 1)
    // Still signed in: the session last read is kept, and the account button opens its modal.
    expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({ authenticated: true })
    expect(screen.queryByRole('dialog', { name: 'Verify your account' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: /^Account / }))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it('the next answer after an outage wins: a session the server ended signs them out', async () => {
    const { adapter, state } = adapterWithOutage()
    const { queryClient } = await connectAndSignIn(adapter)

    state.down = true
    await queryClient.refetchQueries({ queryKey: sessionQueryKey })
    state.down = false
    state.session = { authenticated: false }
    await queryClient.refetchQueries({ queryKey: sessionQueryKey })
    await settledQueries(queryClient, { queryKey: sessionQueryKey })
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ authenticated: false })
  })
})

describe('given a first session read that fails', () => {
  it('reads as signed out: the sign-in dialog, no error screen', async () => {
    const { adapter, state } = adapterWithOutage()
    state.down = true
    await connect(adapter)
    const verify = await screen.findByRole('dialog', { name: 'Verify your account' })
    expect(within(verify).getByRole('button', { name: 'Send message' })).toBeTruthy()
  })
})
