// @vitest-environment jsdom
// The connect modal loads a connector's code ahead (#25): in idle time once the wallet list is
// shown (with a deadline, and the QR encoder warmed the same way), and on the pointerdown of the
// wallet's entry, never before the modal opens.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { injected } from 'wagmi/connectors'
import { PRELOAD_DEADLINE_MS } from '../../hooks/useConnectorCodePreload'
import { mockWallet, renderWithKit } from '../../test/renderWithKit'
import type { PreloadsCode } from '../../wallets/preloadConnectorCode'
import { ConnectButton } from '../ConnectButton/ConnectButton'
import { qrSvg } from '../QRCode/qr/qrSvg'
import { WARM_UP_RUNS } from '../QRCode/warmQrEncoder'

// The real encoder, counted: the list warms it when it offers a wallet that shows a QR code.
vi.mock('../QRCode/qr/qrSvg', async (importOriginal) => {
  const original = await importOriginal<typeof import('../QRCode/qr/qrSvg')>()
  return { ...original, qrSvg: vi.fn(original.qrSvg) }
})

afterEach(() => {
  cleanup()
  vi.mocked(qrSvg).mockClear()
  vi.unstubAllGlobals()
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
    await waitFor(() => expect(qrSvg).toHaveBeenCalledTimes(WARM_UP_RUNS))
    expect(vi.mocked(qrSvg).mock.calls[0]?.[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  })

  it('does not leave the preload and the warm-up to idle time alone: each has a deadline', async () => {
    // A browser with requestIdleCallback (jsdom has none): each callback runs at once here, and
    // says which deadline it was scheduled with.
    let deadline: number | undefined
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) =>
      setTimeout(() => {
        deadline = options?.timeout
        run()
        deadline = undefined
      }, 0),
    )
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id))
    const preloadedWith: (number | undefined)[] = []
    const preloadCode = vi.fn(async () => {
      preloadedWith.push(deadline)
    })
    const warmedWith: (number | undefined)[] = []
    vi.mocked(qrSvg).mockImplementation((text) => {
      warmedWith.push(deadline)
      return `<svg>${text}</svg>`
    })
    renderWithKit(<ConnectButton />, { wallets: [mockWallet({}), preloadingWallet(preloadCode)] })
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await waitFor(() => expect(warmedWith).toHaveLength(WARM_UP_RUNS))
    expect(preloadedWith).toEqual([PRELOAD_DEADLINE_MS])
    expect(warmedWith).toEqual(Array(WARM_UP_RUNS).fill(PRELOAD_DEADLINE_MS))
    vi.mocked(qrSvg).mockRestore()
  })
})
