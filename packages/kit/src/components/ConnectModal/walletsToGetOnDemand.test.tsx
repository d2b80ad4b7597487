// @vitest-environment jsdom
// Issue #18: the click that opens the connect modal works out the wallet list only; the GET
// step's list is worked out when that step is shown.
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { mockWallet, renderWithKit } from '../../test/renderWithKit'
import * as walletListModule from '../../wallets/walletList'
import { ConnectButton } from '../ConnectButton/ConnectButton'

vi.mock('../../wallets/walletList', async (importOriginal) => {
  const actual = await importOriginal<typeof walletListModule>()
  return { ...actual, walletsToGet: vi.fn(actual.walletsToGet) }
})

afterEach(cleanup)

it('opens the list without the GET step list, and works it out when GET is shown', async () => {
  const walletsToGet = vi.mocked(walletListModule.walletsToGet)
  walletsToGet.mockClear()
  renderWithKit(<ConnectButton />, { wallets: [mockWallet({})] })
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  expect(within(dialog).getByRole('button', { name: 'Mock Wallet' })).toBeTruthy()
  expect(walletsToGet).not.toHaveBeenCalled()

  await userEvent.click(within(dialog).getByRole('button', { name: 'Get a Wallet' }))
  expect(await within(dialog).findByRole('heading', { name: 'Get a Wallet' })).toBeTruthy()
  expect(walletsToGet).toHaveBeenCalled()
})
