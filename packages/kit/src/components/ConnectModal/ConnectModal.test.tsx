// @vitest-environment jsdom
// The connect button and modal rendered in jsdom around wagmi's mock connector: labels, the
// connect path, RETRY after a failure, silent rejection, a request already waiting in the wallet
// (-32002, no RETRY), the modal's live region (there before each status it announces), and the
// §4 open/close rules. Layout, real wallets and real chains are covered by the e2e suite.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UserRejectedRequestError } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { useModals as useGatehouseModals } from '../../context/ModalContext'
import { type MockFeatures, mockWallet, renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from '../ConnectButton/ConnectButton'

afterEach(cleanup)

/** A wallet popup left open until the test settles it. */
function popup() {
  let answer!: () => void
  const open = new Promise<void>((resolve) => {
    answer = resolve
  })
  return { open, answer }
}

const OPENING = 'Opening Mock Wallet... Confirm connection in the extension'

const openModal = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  return screen.findByRole('dialog', { name: 'Connect a Wallet' })
}

describe('given a disconnected visitor', () => {
  it('labels the button Connect Wallet, or the configured label', () => {
    const { unmount } = renderWithKit(<ConnectButton />, { wallets: [mockWallet({})] })
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    unmount()
    renderWithKit(<ConnectButton label="Sign in" />, { wallets: [mockWallet({})] })
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('connects, closes the modal and shows the short address', async () => {
    renderWithKit(<ConnectButton />, { wallets: [mockWallet({})] })
    const dialog = await openModal()
    expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByRole('button', { name: 'Account 0xf39F…2266' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Switch network, current: Ethereum' })).toBeTruthy()
  })

  it('offers RETRY after a failure, and RETRY connects', async () => {
    const features: MockFeatures = { connectError: new Error('boom') }
    renderWithKit(<ConnectButton />, { wallets: [mockWallet(features)] })
    const dialog = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Connection failed. Please try again.',
    )
    delete features.connectError
    await userEvent.click(within(dialog).getByRole('button', { name: 'RETRY' }))
    expect(await screen.findByRole('button', { name: 'Account 0xf39F…2266' })).toBeTruthy()
  })

  it('ignores a rejected connection silently', async () => {
    const features: MockFeatures = { connectError: new UserRejectedRequestError(new Error('no')) }
    renderWithKit(<ConnectButton />, { wallets: [mockWallet(features)] })
    const dialog = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
    await within(dialog).findByRole('button', { name: 'RETRY' })
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Connect a Wallet' })).toBeTruthy()
  })
})

describe('given a screen reader, the modal announces each connect status', () => {
  it('says Opening and where to confirm in a region that was already there on the wallet list', async () => {
    const wallet = popup()
    renderWithKit(<ConnectButton />, {
      wallets: [mockWallet({ hold: { wallet_requestPermissions: wallet.open } })],
    })
    const dialog = await openModal()
    // The previous step (NONE) is shown and the region already exists, empty.
    expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeTruthy()
    const region = within(dialog).getByRole('status')
    expect(region.textContent).toBe('')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
    expect(within(dialog).getByRole('status')).toBe(region)
    expect(region.textContent).toBe(OPENING)
    wallet.answer()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('says the request was declined, then Opening again on RETRY, in that same region', async () => {
    const features: MockFeatures = { connectError: new UserRejectedRequestError(new Error('no')) }
    renderWithKit(<ConnectButton />, { wallets: [mockWallet(features)] })
    const dialog = await openModal()
    const region = within(dialog).getByRole('status')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
    await within(dialog).findByRole('button', { name: 'RETRY' })
    expect(region.textContent).toBe('The connection request was declined.')
    expect(within(dialog).queryByRole('alert')).toBeNull()

    const wallet = popup()
    delete features.connectError
    features.hold = { wallet_requestPermissions: wallet.open }
    await userEvent.click(within(dialog).getByRole('button', { name: 'RETRY' }))
    expect(within(dialog).getByRole('status')).toBe(region)
    expect(region.textContent).toBe(OPENING)
    wallet.answer()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('leaves a failure to its alert (said once), and announces the retry', async () => {
    const features: MockFeatures = { connectError: new Error('boom') }
    renderWithKit(<ConnectButton />, { wallets: [mockWallet(features)] })
    const dialog = await openModal()
    const region = within(dialog).getByRole('status')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
    await within(dialog).findByRole('alert')
    expect(region.textContent).toBe('')
    const wallet = popup()
    delete features.connectError
    features.hold = { wallet_requestPermissions: wallet.open }
    await userEvent.click(within(dialog).getByRole('button', { name: 'RETRY' }))
    expect(region.textContent).toBe(OPENING)
    wallet.answer()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('given a wallet that already shows a connection request (-32002)', () => {
  it('says to open the wallet, without RETRY; picking the wallet again connects', async () => {
    const features: MockFeatures = {
      connectError: Object.assign(new Error('Request already pending'), { code: -32002 }),
    }
    renderWithKit(<ConnectButton />, { wallets: [mockWallet(features)] })
    const dialog = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A request is already waiting in your wallet. Open your wallet to continue.',
    )
    expect(within(dialog).queryByRole('button', { name: 'RETRY' })).toBeNull()
    expect(within(dialog).queryByText('Connection failed. Please try again.')).toBeNull()
    // Once the wallet has answered its own request, choosing the wallet is a new attempt.
    delete features.connectError
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
    expect(await screen.findByRole('button', { name: 'Account 0xf39F…2266' })).toBeTruthy()
  })
})

describe('given the headless renderer', () => {
  it('exposes the status; its openers are always functions, the hooks keep only those §4 allows', async () => {
    const seen: string[] = []
    function Allowed() {
      const modals = useGatehouseModals()
      seen.push(
        `hooks:${!!modals.openConnectModal}:${!!modals.openAccountModal}:${!!modals.openChainModal}`,
      )
      return null
    }
    renderWithKit(
      <>
        <Allowed />
        <ConnectButton.Custom>
          {(state) => {
            seen.push(
              `${state.status}:${typeof state.openConnectModal}:${typeof state.openAccountModal}:${typeof state.openChainModal}`,
            )
            return (
              <button type="button" onClick={state.openConnectModal}>
                custom
              </button>
            )
          }}
        </ConnectButton.Custom>
      </>,
      { wallets: [mockWallet({})] },
    )
    expect(seen).toContain('disconnected:function:function:function')
    expect(seen).toContain('hooks:true:false:false')
    await userEvent.click(screen.getByRole('button', { name: 'custom' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
    await waitFor(() => expect(seen).toContain('connected:function:function:function'))
    expect(seen).toContain('hooks:false:true:true')
  })
})

describe('given a custom avatar component on the provider', () => {
  it('draws the account with it', async () => {
    renderWithKit(<ConnectButton />, {
      wallets: [mockWallet({})],
      provider: {
        avatar: ({ address, size }) => (
          <span data-testid="custom-avatar" data-size={size}>
            {address}
          </span>
        ),
      },
    })
    const dialog = await openModal()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }))
    // The account button's avatar: the account modal, rendered hidden ahead of its first opening
    // once connected, draws one too (size 74), sooner or later than the button's.
    const account = await screen.findByRole('button', { name: /^Account 0xf39F/ })
    const avatar = await within(account).findByTestId('custom-avatar')
    expect(avatar.textContent).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(avatar.dataset.size).toBe('24')
  })
})
