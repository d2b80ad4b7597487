// @vitest-environment jsdom
// Issue #18: the connect modal is rendered ahead of its opening, hidden, where it subscribes to
// nothing (a hidden React Activity runs no effects). An icon that arrives after that render (a
// wallet announced later, a bitmap made in idle time) must still be in the hidden modal, so the
// frame that shows it has the icon of that moment.
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { preloadModals } from '../../providers/preloadPlan'
import { mockWallet, renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from '../ConnectButton/ConnectButton'
import { storeRaster } from './iconCache'
import { WALLET_ICON_SIZES } from './walletIconSizes'

afterEach(cleanup)

const LATE = 'data:image/svg+xml,%3Csvg%20id%3D%22late%22%2F%3E'
const LATE_BITMAP = 'data:image/png;base64,bGF0ZQ=='

test('behavior: an icon that arrives after the hidden pre-render is in the hidden modal', async () => {
  await preloadModals()
  renderWithKit(<ConnectButton />, {
    wallets: [mockWallet({}, { id: 'late', name: 'Late Wallet', iconUrl: async () => LATE })],
  })
  // the connect modal, rendered ahead and hidden
  const hiddenIcon = await waitFor(() => {
    const img = document.querySelector<HTMLImageElement>('[data-wallet-id="late"] img')
    if (!img) throw new Error('not rendered ahead yet')
    return img
  })
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(hiddenIcon.getAttribute('src')).toBe(LATE)
  // idle time makes the list's bitmap; the hidden modal takes it without being opened
  act(() => storeRaster(LATE, WALLET_ICON_SIZES.row, LATE_BITMAP))
  await waitFor(() =>
    expect(document.querySelector('[data-wallet-id="late"] img')?.getAttribute('src')).toBe(
      LATE_BITMAP,
    ),
  )
  expect(screen.queryByRole('dialog')).toBeNull()
})
