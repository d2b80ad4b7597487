// @vitest-environment jsdom
// The connect modal loads a connector's code ahead (#25): in idle time once the wallet list is
// shown, and on the pointerdown of the wallet's entry, never before the modal opens.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { injected } from 'wagmi/connectors'
import { mockWallet, renderWithKit } from '../../test/renderWithKit'
import type { PreloadsCode } from '../../wallets/preloadConnectorCode'
import { ConnectButton } from '../ConnectButton/ConnectButton'
import { qrSvg } from '../QRCode/qr/qrSvg'

// The real encoder, counted: the list warms it when it offers a wallet that shows a QR code.
vi.mock('../QRCode/qr/qrSvg', async (importOriginal) => {
  const original = await importOriginal<typeof import('../QRCode/qr/qrSvg')>()
  return { ...original, qrSvg: vi.fn(original.qrSvg) }
})

afterEach(() => {
  cleanup()
  vi.mocked(qrSvg).mockClear()
})

/** A wallet whose connector, like WalletConnect's stand-in, can load its code ahead. */
function preloadingWallet(preloadCode: PreloadsCode['preloadCode']) {
  const connector = injected({
    target: { id: 'later', name: 'Later Wallet', provider: () => undefined },
  })
  return mockWallet(
    {},
    {
      id: 'later',
      name: 'Later Wallet',
      installed: undefined,
      createConnector: () => (config) => Object.assign(connector(config), { preloadCode }),
    },
  )
}

describe('given a wallet whose connector loads its code on first use', () => {
  it('loads that code in idle time once the list is shown, not before', async () => {
    const preloadCode = vi.fn(async () => {})
    renderWithKit(<ConnectButton />, { wallets: [mockWallet({}), preloadingWallet(preloadCode)] })
    expect(preloadCode).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await waitFor(() => expect(preloadCode).toHaveBeenCalled())
  })

  it('starts loading it on the pointerdown of its entry, before the click', async () => {
    const preloadCode = vi.fn(async () => {})
    renderWithKit(<ConnectButton />, { wallets: [mockWallet({}), preloadingWallet(preloadCode)] })
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    const entry = within(dialog).getByRole('button', { name: /Later Wallet/ })
    const before = preloadCode.mock.calls.length
    // The button pressed, not yet released: no click has happened.
    await userEvent.pointer({ keys: '[MouseLeft>]', target: entry })
    expect(preloadCode.mock.calls.length).toBeGreaterThan(before)
    expect(entry.getAttribute('aria-current')).toBeNull()
  })

  it('warms the QR encoder in idle time once the list is shown, so the first QR is drawn by warm code', async () => {
    renderWithKit(<ConnectButton />, {
      wallets: [mockWallet({}), preloadingWallet(vi.fn(async () => {}))],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await waitFor(() => expect(qrSvg).toHaveBeenCalledTimes(2))
    expect(vi.mocked(qrSvg).mock.calls[0]?.[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  })
})
