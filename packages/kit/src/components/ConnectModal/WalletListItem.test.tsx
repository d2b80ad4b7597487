// @vitest-environment jsdom
// coolMode: choosing a wallet bursts confetti on its icon unless the provider says
// `coolMode={false}`. The burst itself (particle count, reduced motion) is Confetti.test.tsx's.
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockWallet, renderWithKit } from '../../test/renderWithKit'
import type { WalletOption } from '../../wallets/Wallet'
import { WalletListItem } from './WalletListItem'

const option: WalletOption = {
  id: 'mock',
  name: 'Mock Wallet',
  shortName: 'Mock',
  iconUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  iconBackground: '#fff',
  groupIndex: 0,
  groupName: 'Popular',
  ready: true,
  recent: false,
  installed: true,
  unsupported: false,
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const confetti = (button: HTMLElement) => button.querySelector('[data-confetti]')

describe('given the default coolMode', () => {
  it('bursts confetti on the chosen wallet', async () => {
    renderWithKit(
      <WalletListItem wallet={option} selected={false} layout="row" onSelect={() => {}} />,
      {
        wallets: [mockWallet({})],
      },
    )
    const button = screen.getByRole('button', { name: /Mock Wallet/ })
    await userEvent.click(button)
    expect(confetti(button)).not.toBeNull()
  })
})

describe('given coolMode={false}', () => {
  it('chooses the wallet without confetti', async () => {
    const onSelect = vi.fn()
    renderWithKit(
      <WalletListItem wallet={option} selected={false} layout="row" onSelect={onSelect} />,
      {
        wallets: [mockWallet({})],
        provider: { coolMode: false },
      },
    )
    const button = screen.getByRole('button', { name: /Mock Wallet/ })
    await userEvent.click(button)
    expect(onSelect).toHaveBeenCalledOnce()
    expect(confetti(button)).toBeNull()
  })
})
