// @vitest-environment jsdom
// The transaction follower's chunk failing to load (gone after a deploy, network down) must not
// take the page with it: the app stays, the live region stays empty, and a warning is logged.
// With React.lazy the rejection was thrown into the app's tree, which unmounts everything when
// no error boundary catches it.
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { connect } from 'wagmi/actions'
import { ConnectButton } from '../../../components/ConnectButton/ConnectButton'
import { mockWallet, renderWithKit } from '../../../test/renderWithKit'

vi.mock('./TransactionFollower', () => {
  throw new Error('chunk request failed')
})

afterEach(() => {
  cleanup()
  localStorage.clear()
})

it('keeps the app when the transaction code cannot be loaded', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { config } = renderWithKit(<ConnectButton />, { wallets: [mockWallet({})] })
  await act(async () => {
    await connect(config, { connector: config.connectors[0]! })
  })
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith(
      'Transaction tracking could not be loaded',
      expect.anything(),
    ),
  )
  expect(screen.getByRole('button', { name: /^Account 0x/ })).toBeTruthy()
  expect(screen.getByRole('status').textContent).toBe('')
  warn.mockRestore()
})
