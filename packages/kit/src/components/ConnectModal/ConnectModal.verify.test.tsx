// @vitest-environment jsdom
// @vitest-environment-options {"resources":"usable","runScripts":"dangerously","url":"https://app.example.test/"}
// WalletConnect Verify from the connect modal to the wallet, with nothing mocked that can exist in
// Node: the kit's WalletConnect wallet with `walletConnectParameters.verifyUrl`, the test kit's
// relay, its local stand-in for the hosted Verify server (the spec's enclave page and
// /attestation API), and its NodeWalletConnectWallet trusting that server. jsdom loads the
// enclave page in its hidden frame and runs it, as a browser would; the page is
// https://app.example.test, so the wallet finds that origin attested and the proposal and the
// signature request 'valid'. Without verifyUrl nothing is framed or registered (off by default).
// Ports 4489 (Verify) and 4490 (relay).

import {
  type LocalRelay,
  type LocalVerifyServer,
  NodeWalletConnectWallet,
  startRelay,
  startVerifyServer,
} from '@gatehouse/testkit/walletconnect'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import { walletConnectWallet } from '../../exports/wallets'
import { renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from '../ConnectButton/ConnectButton'

const RELAY_URL = 'ws://127.0.0.1:4490'
const APP = 'https://app.example.test'

let relay: LocalRelay
let verifyServer: LocalVerifyServer
let wallet: NodeWalletConnectWallet
beforeAll(async () => {
  vi.stubGlobal('WebSocket', WebSocket)
  relay = await startRelay({ port: 4490 })
  verifyServer = await startVerifyServer({ port: 4489 })
  wallet = await NodeWalletConnectWallet.start({
    relayUrl: RELAY_URL,
    rpcUrls: { 1: 'http://127.0.0.1:1', 137: 'http://127.0.0.1:1' },
    scanDelayMs: 0,
    verifyUrl: verifyServer.url,
  })
})
afterEach(() => {
  cleanup()
  localStorage.clear()
})
afterAll(async () => {
  await wallet?.close()
  await relay?.close()
  await verifyServer?.close()
  vi.unstubAllGlobals()
})

let run = 0
/** Connects through the modal; the wallet scans the QR code as it appears. */
async function connect(verifyUrl: string | undefined) {
  const { config } = renderWithKit(<ConnectButton />, {
    wallets: [walletConnectWallet],
    walletConnect: {
      projectId: 'a01b2c3d4e5f60718293a4b5c6d7e8f9',
      walletConnectParameters: {
        relayUrl: RELAY_URL,
        verifyUrl,
        // A configuration of its own per test: the connector shares one provider per configuration.
        metadata: { name: `Verified app ${++run}`, description: 'App', url: APP, icons: [] },
      },
    },
  })
  const connector = config.connectors.find(({ type }) => type === 'walletConnect')
  connector?.emitter.on('message', ({ type, data }) => {
    if (type === 'display_uri') void wallet.pair(String(data))
  })
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'WalletConnect' }))
  await screen.findByRole('button', { name: /^Account / }, { timeout: 10_000 })
  return { config, connector }
}

test("behavior: with verifyUrl, the wallet finds the page's origin attested: the proposal and a request are 'valid'", async () => {
  const before = wallet.verifyContexts.length
  const { connector } = await connect(verifyServer.url)
  // The enclave frame, hidden, at the Verify server.
  const frame = document.querySelector<HTMLIFrameElement>('iframe[title="WalletConnect Verify"]')
  expect(frame?.src).toBe(`${verifyServer.url}/`)
  const provider = (await connector?.getProvider()) as {
    request(args: { method: string; params: unknown[] }): Promise<unknown>
  }
  await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', wallet.address] })
  expect(wallet.verifyContexts.slice(before)).toEqual([
    { method: 'wc_sessionPropose', verifyContext: { validation: 'valid', origin: APP } },
    { method: 'wc_sessionRequest', verifyContext: { validation: 'valid', origin: APP } },
  ])
})

test('behavior: without verifyUrl nothing is framed or registered; the wallet finds nothing attested', async () => {
  const registered = verifyServer.attestations.size
  const before = wallet.verifyContexts.length
  const enclaves = () => document.querySelectorAll('iframe[title="WalletConnect Verify"]').length
  const framed = enclaves()
  await connect(undefined)
  expect(enclaves()).toBe(framed)
  expect(verifyServer.attestations.size).toBe(registered)
  expect(wallet.verifyContexts.slice(before)).toEqual([
    { method: 'wc_sessionPropose', verifyContext: { validation: 'unknown' } },
  ])
})
