// @vitest-environment jsdom
// useConnectModal, useAccountModal and useChainModal (RainbowKit's names): each opener exists only
// when §4 allows it, and opens its dialog. Covered: disconnected, connected, connected on an
// unsupported chain, connected but not signed in (unauthenticated), a sign-in session still
// loading, disconnecting again, and use outside the provider.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthAdapter, AuthSession } from '../core/AuthAdapter'
import { ACCOUNT, type MockFeatures, mockWallet, renderWithKit } from '../test/renderWithKit'
import { useAccountModal } from './useAccountModal'
import { useChainModal } from './useChainModal'
import { useConnectionStatus } from './useConnectionStatus'
import { useConnectModal } from './useConnectModal'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

type Seen = {
  status: ReturnType<typeof useConnectionStatus>
  connect: ReturnType<typeof useConnectModal>
  account: ReturnType<typeof useAccountModal>
  chain: ReturnType<typeof useChainModal>
}

function Probe({ seen }: { seen: { current?: Seen } }) {
  seen.current = {
    status: useConnectionStatus(),
    connect: useConnectModal(),
    account: useAccountModal(),
    chain: useChainModal(),
  }
  return null
}

/** Which openers exist: `connect,account,chain` for those that are functions. */
const openers = (seen: { current?: Seen }) =>
  [
    seen.current?.connect.openConnectModal && 'connect',
    seen.current?.account.openAccountModal && 'account',
    seen.current?.chain.openChainModal && 'chain',
  ]
    .filter(Boolean)
    .join(',')

/** The connect modal, whose code may still be loading on its first opening. */
const connectDialog = () =>
  screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 5_000 })

/** Opens the connect modal through the hook and picks the mock wallet. */
async function connectThroughHook(seen: { current?: Seen }) {
  act(() => seen.current?.connect.openConnectModal?.())
  const dialog = await connectDialog()
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
}

function adapter(getSession: () => Promise<AuthSession>): AuthAdapter {
  return {
    getNonce: async () => ({ nonce: 'nonce00000001' }),
    createMessage: () => 'message',
    verify: async () => ({ address: ACCOUNT, chainId: 1 }),
    getSession,
    signOut: async () => {},
  }
}

describe('given a disconnected visitor', () => {
  it('offers only the connect modal, and opening it shows the dialog', async () => {
    const seen: { current?: Seen } = {}
    renderWithKit(<Probe seen={seen} />, { wallets: [mockWallet({})] })
    expect(openers(seen)).toBe('connect')
    expect(seen.current?.connect.connectModalOpen).toBe(false)
    act(() => seen.current?.connect.openConnectModal?.())
    expect(await connectDialog()).toBeDefined()
    expect(seen.current?.connect.connectModalOpen).toBe(true)
  })
})

describe('given a connected wallet', () => {
  it('offers the account and chain modals and no connect modal', async () => {
    const seen: { current?: Seen } = {}
    renderWithKit(<Probe seen={seen} />, { wallets: [mockWallet({})] })
    await connectThroughHook(seen)
    await waitFor(() => expect(openers(seen)).toBe('account,chain'))
    expect(seen.current?.connect.connectModalOpen).toBe(false)
    act(() => seen.current?.chain.openChainModal?.())
    expect(await screen.findByRole('dialog', { name: 'Switch Networks' })).toBeDefined()
    expect(seen.current?.chain.chainModalOpen).toBe(true)
  })

  it('opens the account modal, and after Disconnect offers only the connect modal again', async () => {
    const seen: { current?: Seen } = {}
    renderWithKit(<Probe seen={seen} />, { wallets: [mockWallet({})] })
    await connectThroughHook(seen)
    await waitFor(() => expect(seen.current?.account.openAccountModal).toBeTypeOf('function'))
    act(() => seen.current?.account.openAccountModal?.())
    const account = await screen.findByRole('dialog', { name: 'Account' })
    expect(seen.current?.account.accountModalOpen).toBe(true)
    await userEvent.click(within(account).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(openers(seen)).toBe('connect'))
    // §4: the modals close on disconnect
    expect(seen.current?.account.accountModalOpen).toBe(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('given a wallet on a chain the app does not support', () => {
  it('offers the chain modal but not the account modal (§4)', async () => {
    const seen: { current?: Seen } = {}
    const features: MockFeatures = { chainId: 10 }
    renderWithKit(<Probe seen={seen} />, { wallets: [mockWallet(features)] })
    await connectThroughHook(seen)
    await waitFor(() => expect(openers(seen)).toBe('chain'))
    expect(seen.current?.account.accountModalOpen).toBe(false)
    act(() => seen.current?.chain.openChainModal?.())
    expect(await screen.findByRole('dialog', { name: 'Switch Networks' })).toBeDefined()
  })
})

describe('given sign-in', () => {
  it('unauthenticated: only the connect opener, which opens the sign-in dialog', async () => {
    const seen: { current?: Seen } = {}
    renderWithKit(<Probe seen={seen} />, {
      wallets: [mockWallet({})],
      provider: { authentication: adapter(async () => ({ authenticated: false })) },
    })
    await connectThroughHook(seen)
    // §4: the connect modal stays open to verify; what it shows is the sign-in dialog
    expect(await screen.findByRole('dialog', { name: 'Verify your account' })).toBeDefined()
    expect(openers(seen)).toBe('connect')
    expect(seen.current?.connect.connectModalOpen).toBe(true)
  })

  it('while the session loads: the connect opener stays, so an early click is not lost', async () => {
    const seen: { current?: Seen } = {}
    renderWithKit(<Probe seen={seen} />, {
      wallets: [mockWallet({})],
      provider: { authentication: adapter(() => new Promise(() => {})) },
    })
    await connectThroughHook(seen)
    await waitFor(() => expect(seen.current?.status).toBe('loading'))
    expect(openers(seen)).toBe('connect')
  })
})

describe('outside <GatehouseProvider>', () => {
  it('error: each hook says it needs the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const hook of [useConnectModal, useAccountModal, useChainModal]) {
      function Outside() {
        hook()
        return null
      }
      expect(() => render(<Outside />)).toThrow(/must be used within <GatehouseProvider>/)
    }
  })
})
