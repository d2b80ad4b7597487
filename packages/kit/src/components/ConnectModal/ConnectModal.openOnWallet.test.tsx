// @vitest-environment jsdom
// The connect modal opened on a wallet (`openConnectModal({ walletId })`): the opening carries
// the wallet into the flow's first state, so the modal opens straight on its CONNECT step (and
// asks it once), or on its download options when it is not installed; an opening without one,
// or with a click event (`onClick={openConnectModal}`), or with an unknown id, opens the list;
// a modal rendered ahead and hidden after an earlier opening starts on the wallet too. The
// WalletButton's way in: WalletButton.test.tsx.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useConnectModal } from '../../hooks/useConnectModal'
import { mockWallet, renderWithKit } from '../../test/renderWithKit'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

/** A wallet popup left open until the test settles it. */
function popup() {
  let answer!: () => void
  const open = new Promise<void>((resolve) => {
    answer = resolve
  })
  return { open, answer }
}

/** The app's own openers, as an integrator writes them. */
function Openers({ walletId }: { walletId: string }) {
  const { openConnectModal } = useConnectModal()
  return (
    <>
      <button type="button" onClick={() => openConnectModal?.({ walletId })}>
        Open on the wallet
      </button>
      <button type="button" onClick={openConnectModal}>
        Open the list
      </button>
    </>
  )
}

/** The connect modal, whose code may still be loading on its first opening. */
const connectDialog = () =>
  screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 5_000 })

const OPENING = 'Opening Mock Wallet... Confirm connection in the extension'

describe('given an installed wallet', () => {
  it('opens straight on its connect step, asks it once, and connects', async () => {
    const requests: string[] = []
    const wallet = popup()
    renderWithKit(<Openers walletId="MOCKWALLET" />, {
      wallets: [
        mockWallet({
          onRequest: ({ method }) => requests.push(method),
          hold: { wallet_requestPermissions: wallet.open },
        }),
      ],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Open on the wallet' }))
    const dialog = await connectDialog()
    expect(await within(dialog).findByRole('heading', { name: 'Mock Wallet' })).toBeTruthy()
    expect(within(dialog).queryByRole('heading', { name: 'What is a Wallet?' })).toBeNull()
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(OPENING))
    // Back leads to the wallet list, as after picking the wallet there.
    expect(within(dialog).getByRole('button', { name: /Back/ })).toBeTruthy()
    wallet.answer()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.filter((method) => method === 'wallet_requestPermissions')).toHaveLength(1)
  })

  it('opens on the list without a wallet id, with a click event, or with an unknown id', async () => {
    const requests: string[] = []
    renderWithKit(<Openers walletId="noSuchWallet" />, {
      wallets: [mockWallet({ onRequest: ({ method }) => requests.push(method) })],
    })
    for (const name of ['Open the list', 'Open on the wallet']) {
      await userEvent.click(screen.getByRole('button', { name }))
      const dialog = await connectDialog()
      expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeTruthy()
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    }
    expect(requests).not.toContain('wallet_requestPermissions')
  })

  it('starts on the wallet when opened on it after an opening at the list', async () => {
    // The second opening reveals the copy rendered ahead, hidden, when the first one closed.
    renderWithKit(<Openers walletId="mockWallet" />, {
      wallets: [mockWallet({ hold: { wallet_requestPermissions: new Promise(() => {}) } })],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Open the list' }))
    const first = await connectDialog()
    await userEvent.click(within(first).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Open on the wallet' }))
    const second = await connectDialog()
    expect(await within(second).findByRole('heading', { name: 'Mock Wallet' })).toBeTruthy()
    await waitFor(() => expect(within(second).getByRole('status').textContent).toBe(OPENING))
  })
})

describe('given a wallet that is not installed', () => {
  it('opens on its download options', async () => {
    renderWithKit(<Openers walletId="mockWallet" />, {
      wallets: [
        mockWallet(
          {},
          {
            installed: false,
            downloadUrls: { browserExtension: 'https://example.com/mock-wallet-extension' },
          },
        ),
      ],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Open on the wallet' }))
    const dialog = await connectDialog()
    expect(await within(dialog).findByRole('heading', { name: 'Get Mock Wallet' })).toBeTruthy()
  })
})
