// @vitest-environment jsdom
// initialChain: a new connection asks the wallet for that chain; a chain outside the wagmi config
// fails at once, naming the option.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { polygon } from 'wagmi/chains'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { InvalidInitialChainError } from '../errors/config'
import { mockWallet, renderWithKit } from '../test/renderWithKit'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('initialChain', () => {
  it('asks the wallet for the given chain when connecting', async () => {
    const requests: { method: string; params?: unknown }[] = []
    const { config } = renderWithKit(<ConnectButton />, {
      wallets: [mockWallet({ onRequest: (request) => requests.push(request) })],
      provider: { initialChain: polygon },
    })
    expect(config.chains.map((chain) => chain.id)).toContain(137)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x89' }],
      }),
    )
  })

  it('error: a chain outside the config names initialChain', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      renderWithKit(<ConnectButton />, {
        wallets: [mockWallet({})],
        provider: { initialChain: 10 },
      }),
    ).toThrow(InvalidInitialChainError)
  })
})
