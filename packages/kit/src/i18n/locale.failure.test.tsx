// @vitest-environment jsdom
// A locale whose catalogue fails to load (offline, a broken deploy) keeps the kit in English.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { mockWallet, renderWithKit } from '../test/renderWithKit'
import { settledQueries } from '../test/settledQueries'

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
  const { queryClient } = renderWithKit(<ConnectButton />, {
    wallets: [mockWallet({})],
    provider: { locale: 'ja' },
  })
  // English also shows while Japanese loads: look once the kit has rendered the failed load.
  const catalogues = await settledQueries(queryClient, { queryKey: ['gatehouse', 'catalogue'] })
  expect(catalogues.map((query) => [query.queryKey.at(-1), query.state.status])).toEqual([
    ['ja', 'error'],
  ])
  expect(failed.calls).toBe(1)
  const button = screen.getByRole('button', { name: 'Connect Wallet' })
  expect(button.getAttribute('lang')).toBe('en')
  expect(button.getAttribute('dir')).toBe('ltr')
})
