// @vitest-environment jsdom
// WalletButton and WalletButton.Custom around wagmi's injected connector (renderWithKit): an
// installed wallet connects in place (initialChain, recent wallets), a declined or failed request
// is said in the button's live region, a wallet that is not installed opens the connect modal on
// its DOWNLOAD_OPTIONS step, sign-in goes through the modal, §5-hidden wallets draw nothing and an
// unknown id throws. A real extension and chains: e2e/walletButton.spec.ts.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UserRejectedRequestError } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { polygon } from 'wagmi/chains'
import type { AuthAdapter } from '../../core/AuthAdapter'
import { WalletNotConfiguredError } from '../../errors/walletButton'
import { ACCOUNT, type MockFeatures, mockWallet, renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from '../ConnectButton/ConnectButton'
import { WalletButton } from './WalletButton'
import type { WalletButtonState } from './WalletButtonRenderer'

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.restoreAllMocks()
})

/** A wallet popup left open until the test settles it. */
function popup() {
  let answer!: () => void
  const open = new Promise<void>((resolve) => {
    answer = resolve
  })
  return { open, answer }
}

/** The button's own status line (the provider has live regions of its own). */
function statusOf(button: HTMLElement): HTMLElement {
  const region = document.getElementById(button.getAttribute('aria-describedby') ?? '')
  if (region?.getAttribute('role') !== 'status') throw new Error('no status region')
  return region
}

/** The connect modal, whose code may still be loading on its first opening. */
const connectDialog = () =>
  screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 5_000 })

const notInstalled = {
  installed: false,
  downloadUrls: { browserExtension: 'https://example.com/mock-wallet-extension' },
}

describe('given an installed wallet', () => {
  it('is a button named after the wallet whose status region exists before any status', () => {
    renderWithKit(<WalletButton wallet="mockWallet" />, { wallets: [mockWallet({})] })
    const button = screen.getByRole('button', { name: 'Connect Mock Wallet' })
    expect(button.textContent).toContain('Mock Wallet')
    expect(statusOf(button).textContent).toBe('')
  })

  it('connects in place, without the modal, on the initial chain, and says Connected', async () => {
    const requests: { method: string; params?: unknown }[] = []
    const wallet = popup()
    renderWithKit(
      <>
        <ConnectButton />
        <WalletButton wallet="mockWallet" />
      </>,
      {
        wallets: [
          mockWallet({
            onRequest: (request) => requests.push(request),
            hold: { wallet_requestPermissions: wallet.open },
          }),
        ],
        provider: { initialChain: polygon },
      },
    )
    const button = screen.getByRole('button', { name: 'Connect Mock Wallet' })
    const region = statusOf(button)
    await userEvent.click(button)
    expect(region.textContent).toBe('Opening Mock Wallet... Confirm connection in the extension')
    expect(button.getAttribute('aria-busy')).toBe('true')
    // a second click while the wallet is asked must not ask it twice
    await userEvent.click(button)
    wallet.answer()
    await screen.findByRole('button', { name: /^Account 0x/ })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(requests.filter((r) => r.method === 'wallet_requestPermissions')).toHaveLength(1)
    expect(requests).toContainEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x89' }],
    })
    await waitFor(() => expect(region.textContent).toBe('Connected'))
    expect(button.getAttribute('aria-disabled')).toBe('true')
  })

  it('makes the wallet a recent one, listed first in the connect modal', async () => {
    renderWithKit(
      <>
        <ConnectButton />
        <WalletButton wallet="mockWallet" />
      </>,
      { wallets: [mockWallet({})] },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Connect Mock Wallet' }))
    await userEvent.click(await screen.findByRole('button', { name: /^Account 0x/ }))
    const account = await screen.findByRole('dialog', { name: 'Account' })
    // Radix's modal layer turns the page's pointer events off, and on again for the top dialog
    // once its layer is set up, a moment after the dialog is in the DOM: click after that.
    await waitFor(() =>
      expect(
        document.body.style.pointerEvents !== 'none' || account.style.pointerEvents === 'auto',
      ).toBe(true),
    )
    await userEvent.click(within(account).getByRole('button', { name: 'Disconnect' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }))
    const dialog = await connectDialog()
    const recent = within(dialog).getByRole('region', { name: 'Recent' })
    expect(within(recent).getByRole('button', { name: 'Mock Wallet' })).toBeDefined()
  })

  it('says a declined request quietly and can be used again', async () => {
    const features: MockFeatures = { connectError: new UserRejectedRequestError(new Error('no')) }
    renderWithKit(<WalletButton wallet="mockWallet" />, { wallets: [mockWallet(features)] })
    const button = screen.getByRole('button', { name: 'Connect Mock Wallet' })
    const region = statusOf(button)
    await userEvent.click(button)
    await waitFor(() => expect(region.textContent).toBe('The connection request was declined.'))
    expect(button.hasAttribute('aria-disabled')).toBe(false)
    delete features.connectError
    await userEvent.click(button)
    await waitFor(() => expect(region.textContent).toBe('Connected'))
  })

  it('says a failure, and a request already waiting in the wallet (-32002)', async () => {
    const features: MockFeatures = { connectError: new Error('boom') }
    renderWithKit(<WalletButton wallet="mockWallet" />, { wallets: [mockWallet(features)] })
    const button = screen.getByRole('button', { name: 'Connect Mock Wallet' })
    const region = statusOf(button)
    await userEvent.click(button)
    await waitFor(() => expect(region.textContent).toBe('Connection failed. Please try again.'))
    features.connectError = Object.assign(new Error('Request already pending'), { code: -32002 })
    await userEvent.click(button)
    await waitFor(() =>
      expect(region.textContent).toBe(
        'A request is already waiting in your wallet. Open your wallet to continue.',
      ),
    )
  })
})

describe('given a wallet that is not installed', () => {
  it('opens the connect modal on its download options, with Back to the wallet list', async () => {
    renderWithKit(<WalletButton wallet="mockWallet" />, {
      wallets: [mockWallet({}, notInstalled)],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Connect Mock Wallet' }))
    const dialog = await connectDialog()
    expect(within(dialog).getByRole('heading', { name: 'Get Mock Wallet' })).toBeDefined()
    await userEvent.click(within(dialog).getByRole('button', { name: /Back/ }))
    expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeDefined()
  })

  it('leaves the next opening of the connect modal at the wallet list', async () => {
    renderWithKit(
      <>
        <ConnectButton />
        <WalletButton wallet="mockWallet" />
      </>,
      { wallets: [mockWallet({}, notInstalled)] },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Connect Mock Wallet' }))
    const first = await connectDialog()
    await userEvent.click(within(first).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const second = await connectDialog()
    expect(within(second).getByRole('heading', { name: 'What is a Wallet?' })).toBeDefined()
  })
})

describe('given sign-in', () => {
  it('connects through the connect modal, which then asks to verify (§4)', async () => {
    const adapter: AuthAdapter = {
      getNonce: async () => ({ nonce: 'nonce00000001' }),
      createMessage: () => 'message',
      verify: async () => ({ address: ACCOUNT, chainId: 1 }),
      getSession: async () => ({ authenticated: false }),
      signOut: async () => {},
    }
    renderWithKit(<WalletButton wallet="mockWallet" />, {
      wallets: [mockWallet({})],
      provider: { authentication: adapter },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Connect Mock Wallet' }))
    expect(
      await screen.findByRole('dialog', { name: 'Verify your account' }, { timeout: 5_000 }),
    ).toBeDefined()
  })
})

describe('given a wallet id', () => {
  it('matches it without case, as RainbowKit does', () => {
    renderWithKit(<WalletButton wallet="MOCKWALLET" />, { wallets: [mockWallet({})] })
    expect(screen.getByRole('button', { name: 'Connect Mock Wallet' })).toBeDefined()
  })

  it('accepts one of the wallet’s aliases, in any case (RainbowKit’s coinbaseWallet, baseAccount)', () => {
    renderWithKit(<WalletButton wallet="mockwalletalias" />, {
      wallets: [mockWallet({}, { aliases: ['mockWalletAlias'] })],
    })
    expect(screen.getByRole('button', { name: 'Connect Mock Wallet' })).toBeDefined()
  })

  it('draws nothing for a wallet §5 hides here (not installed, nothing to download)', () => {
    renderWithKit(<WalletButton wallet="mockWallet" />, {
      wallets: [mockWallet({}, { installed: false })],
    })
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('error: an id the config has no wallet for throws WalletNotConfiguredError', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      renderWithKit(<WalletButton wallet="rainbow" />, { wallets: [mockWallet({})] }),
    ).toThrow(WalletNotConfiguredError)
  })
})

describe('given WalletButton.Custom', () => {
  it('hands the render function the wallet, its state and connect', async () => {
    const seen: { current?: WalletButtonState } = {}
    renderWithKit(
      <WalletButton.Custom wallet="mockWallet">
        {(state) => {
          seen.current = state
          return (
            <button type="button" onClick={() => void state.connect()}>
              {state.connected ? 'mine' : state.connector.name}
            </button>
          )
        }}
      </WalletButton.Custom>,
      { wallets: [mockWallet({})] },
    )
    expect(seen.current).toMatchObject({
      connector: { id: 'mockWallet', name: 'Mock Wallet', ready: true, installed: true },
      connected: false,
      loading: false,
      error: false,
      ready: true,
      mounted: true,
      phase: undefined,
    })
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Mock Wallet' })))
    expect(await screen.findByRole('button', { name: 'mine' })).toBeDefined()
    expect(seen.current).toMatchObject({ connected: true, ready: false, loading: false })
  })
})
