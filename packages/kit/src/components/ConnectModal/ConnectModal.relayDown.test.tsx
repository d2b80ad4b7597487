// @vitest-environment jsdom
// The connect step when the WalletConnect relay is down, with nothing mocked that can exist in
// Node: the kit's WalletConnect wallet and connector, @gatehouse/walletconnect's provider, the test
// kit's relay (not started, then started) and its NodeWalletConnectWallet. The QR code shows at
// once (it does not wait for the relay); once the relay client's retries run out it gives way to
// "cannot be reached", naming the wallet, with RETRY; once the relay is up, RETRY reaches it (the
// relay client's backoff is cut short) and the wallet that scans the new QR code connects. That
// RETRY does not wait out the backoff is timed where the backoff can be set (RelayClient.test,
// DappEngine.relayDown.test). Port 4499: nothing listens on it until the relay starts.

import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { walletConnectWallet } from '../../exports/wallets'
import { relayLater } from '../../test/relayLater'
import { renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from '../ConnectButton/ConnectButton'

const relay = relayLater(4499, 'Relay down app')
beforeAll(() => {
  vi.stubGlobal('WebSocket', WebSocket)
  return () => vi.unstubAllGlobals()
})
afterEach(async () => {
  cleanup()
  localStorage.clear()
  await relay.close()
})

test('behavior: the relay is down: "WalletConnect cannot be reached" with RETRY, which connects once it is back', async () => {
  const { config } = renderWithKit(<ConnectButton />, {
    wallets: [walletConnectWallet],
    walletConnect: relay.walletConnect,
  })
  const connector = config.connectors.find(({ type }) => type === 'walletConnect')
  // The phone pairs from each URI the relay has the proposal for (none while it is down).
  connector?.emitter.on('message', ({ type, data }) => {
    if (type === 'display_uri') void relay.wallet()?.pair(String(data))
  })
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'WalletConnect' }))
  expect(await within(dialog).findByRole('img', { name: /Scan with WalletConnect/ })).toBeTruthy()

  const alert = await within(dialog).findByRole('alert', {}, { timeout: 15_000 })
  expect(alert.textContent).toBe(
    'WalletConnect cannot be reached. Check your connection and retry.',
  )
  expect(within(dialog).queryByRole('img', { name: /Scan with WalletConnect/ })).toBeNull()
  expect(config.state.status).toBe('disconnected')

  const wallet = await relay.up()
  await userEvent.click(within(dialog).getByRole('button', { name: 'RETRY' }))
  expect(await screen.findByRole('button', { name: /^Account / }, { timeout: 10_000 })).toBeTruthy()
  expect(config.state.status).toBe('connected')
  expect(wallet.sessions()).toHaveLength(1)
})
