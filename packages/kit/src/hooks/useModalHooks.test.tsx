// @vitest-environment jsdom
// useConnectModal, useAccountModal and useChainModal (RainbowKit's names): each opener exists only
// when §4 allows it, and opens its dialog.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { mockWallet, renderWithKit } from '../test/renderWithKit'
import { useAccountModal } from './useAccountModal'
import { useChainModal } from './useChainModal'
import { useConnectModal } from './useConnectModal'

afterEach(cleanup)

type Seen = {
  connect: ReturnType<typeof useConnectModal>
  account: ReturnType<typeof useAccountModal>
  chain: ReturnType<typeof useChainModal>
}

function Probe({ seen }: { seen: { current?: Seen } }) {
  seen.current = { connect: useConnectModal(), account: useAccountModal(), chain: useChainModal() }
  return null
}

describe('given a disconnected visitor', () => {
  it('offers only the connect modal, and opening it shows the dialog', async () => {
    const seen: { current?: Seen } = {}
    renderWithKit(<Probe seen={seen} />, { wallets: [mockWallet({})] })
    expect(seen.current?.account.openAccountModal).toBeUndefined()
    expect(seen.current?.chain.openChainModal).toBeUndefined()
    expect(seen.current?.connect.connectModalOpen).toBe(false)
    act(() => seen.current?.connect.openConnectModal?.())
    expect(await screen.findByRole('dialog', { name: 'Connect a Wallet' })).toBeDefined()
    expect(seen.current?.connect.connectModalOpen).toBe(true)
  })
})

describe('given a connected wallet', () => {
  it('offers the account and chain modals and no connect modal', async () => {
    const seen: { current?: Seen } = {}
    renderWithKit(<Probe seen={seen} />, { wallets: [mockWallet({})] })
    act(() => seen.current?.connect.openConnectModal?.())
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
    await waitFor(() => expect(seen.current?.connect.openConnectModal).toBeUndefined())
    expect(seen.current?.account.openAccountModal).toBeTypeOf('function')
    expect(seen.current?.chain.openChainModal).toBeTypeOf('function')
    act(() => seen.current?.chain.openChainModal?.())
    expect(await screen.findByRole('dialog', { name: 'Switch Networks' })).toBeDefined()
    expect(seen.current?.chain.chainModalOpen).toBe(true)
  })
})
