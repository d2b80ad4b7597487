// @vitest-environment jsdom
// On a phone, the WalletConnect step opens the wallet app's deep link instead of showing a QR
// code, and opening it may freeze the page at once: so the link waits until the relay has the
// proposal (the provider's display_uri), not for the pairing URI alone (its qr_uri, which comes
// before the relay socket is even open). With the relay down, no link opens at all; once it is
// up, RETRY opens one the wallet pairs from. Real peers: the kit's connector and provider, the
// test kit's relay (not started, then started) and NodeWalletConnectWallet. jsdom cannot open
// apps: the phone's user agent is stubbed, and so is window.open, which a universal (https) link
// goes through. Port 4494: nothing listens on it until the relay starts.

import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { walletConnectWallet } from '../../exports/wallets'
import { relayLater } from '../../test/relayLater'
import { renderWithKit } from '../../test/renderWithKit'
import type { WalletFactory } from '../../wallets/Wallet'
import { ConnectButton } from '../ConnectButton/ConnectButton'

const relay = relayLater(4494, 'Phone app')
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** A WalletConnect wallet whose app opens from a universal link (window.open, stubbable here). */
const linkedWallet: WalletFactory = () => ({
  ...walletConnectWallet(),
  mobile: { getUri: (uri: string) => `https://wallet.example/wc?uri=${encodeURIComponent(uri)}` },
})

beforeAll(() => {
  vi.stubGlobal('WebSocket', WebSocket)
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
  return () => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  }
})
afterEach(async () => {
  cleanup()
  localStorage.clear()
  await relay.close()
})

test('behavior: on a phone the deep link waits for the relay: none while it is down, then one the wallet pairs from', async () => {
  const open = vi.fn()
  vi.stubGlobal('open', open)
  const { config } = renderWithKit(<ConnectButton />, {
    wallets: [linkedWallet],
    walletConnect: relay.walletConnect,
  })
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'WalletConnect' }))

  const alert = await within(dialog).findByRole('alert', {}, { timeout: 15_000 })
  expect(alert.textContent).toBe(
    'WalletConnect cannot be reached. Check your connection and retry.',
  )
  expect(open).not.toHaveBeenCalled()

  const wallet = await relay.up()
  await userEvent.click(within(dialog).getByRole('button', { name: 'RETRY' }))
  await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1), { timeout: 10_000 })
  const link = new URL(String(open.mock.calls[0]?.[0]))
  expect(`${link.origin}${link.pathname}`).toBe('https://wallet.example/wc')
  await wallet.pair(link.searchParams.get('uri') ?? '')
  expect(await screen.findByRole('button', { name: /^Account / }, { timeout: 10_000 })).toBeTruthy()
  expect(config.state.status).toBe('connected')
})
