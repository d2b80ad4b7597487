// @vitest-environment jsdom
// A locale whose catalogue fails to load (offline, a broken deploy) keeps the kit in English.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { mockWallet, renderWithKit } from '../test/renderWithKit'

const failed = vi.hoisted(() => ({ calls: 0 }))
vi.mock('./loadCatalogue', () => ({
  loadCatalogue: () => {
    failed.calls++
    return Promise.reject(new Error('chunk failed to load'))
  },
}))
vi.mock('./loadWalletCatalogue', () => ({
  loadWalletCatalogue: () => Promise.reject(new Error('chunk failed to load')),
}))

afterEach(cleanup)

it('keeps English when the locale fails to load', async () => {
  renderWithKit(<ConnectButton />, { wallets: [mockWallet({})], provider: { locale: 'ja' } })
  await vi.waitFor(() => expect(failed.calls).toBe(1))
  await new Promise((resolve) => setTimeout(resolve, 20))
  const button = screen.getByRole('button', { name: 'Connect Wallet' })
  expect(button.getAttribute('lang')).toBe('en')
})
