// @vitest-environment jsdom
// A page reloaded while its WalletConnect connection waits for the wallet (a phone's browser may
// discard the tab while the visitor approves in the wallet app). The kit's connector on the
// reloaded page starts @gatehouse/walletconnect's provider on the same localStorage, which still
// holds the proposal; when the wallet approves, the connector reports the connection to wagmi (its
// 'connect' event), so the page shows the wallet connected instead of leaving the wallet
// believing it is. Real peers: the test kit's relay and NodeWalletConnectWallet. Port 4495.

import {
  type LocalRelay,
  NodeWalletConnectWallet,
  startRelay,
} from '@gatehouse/testkit/walletconnect'
import type { WalletConnectProvider } from '@gatehouse/walletconnect'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { mainnet, polygon } from 'wagmi/chains'
import WebSocket from 'ws'
import type { ConnectorConfig } from './ConnectorConfig'
import { walletConnectConnector } from './walletConnectConnector'

const RELAY_URL = 'ws://127.0.0.1:4495'

let relay: LocalRelay
let wallet: NodeWalletConnectWallet
beforeAll(async () => {
  vi.stubGlobal('WebSocket', WebSocket)
  relay = await startRelay({ port: 4495 })
  wallet = await NodeWalletConnectWallet.start({
    relayUrl: RELAY_URL,
    rpcUrls: { 1: 'http://127.0.0.1:1', 137: 'http://127.0.0.1:1' },
    scanDelayMs: 0,
    // The visitor decides after the reload.
    autoApprove: false,
  })
})
afterAll(async () => {
  await wallet?.close()
  await relay?.close()
  localStorage.clear()
  vi.unstubAllGlobals()
})

/** A page's WalletConnect connector; its emitter records what wagmi would hear. */
function pageConnector(page: string) {
  const events: { event: string; data: Record<string, unknown> }[] = []
  const emitter = {
    uid: page,
    on() {},
    off() {},
    emit(event: string, data: Record<string, unknown>) {
      events.push({ event, data })
      if (event === 'message' && data.type === 'display_uri') void wallet.pair(String(data.data))
    },
    listenerCount: () => 0,
  }
  const config = { chains: [mainnet, polygon], emitter, transports: {} }
  // A configuration of its own per page: the connector shares one provider per configuration.
  const connector = walletConnectConnector(
    'a01b2c3d4e5f60718293a4b5c6d7e8f9',
    {
      relayUrl: RELAY_URL,
      metadata: { name: `App, ${page}`, description: 'App', url: 'https://app.example', icons: [] },
    },
    'App',
  )(config as unknown as ConnectorConfig)
  return { connector, events }
}

test("behavior: reloaded while the wallet decides: its late approval connects the reloaded page's connector", async () => {
  const first = pageConnector('first page')
  const proposal = new Promise<void>((resolve) => {
    const waiting = setInterval(() => {
      if (first.events.some(({ data }) => data.type === 'display_uri')) {
        clearInterval(waiting)
        resolve()
      }
    }, 20)
  })
  const lost = first.connector.connect().catch((error: unknown) => error)
  await proposal
  // The page goes away (its provider and socket with it); its storage stays.
  const firstProvider = (await first.connector.getProvider()) as WalletConnectProvider
  firstProvider.close()
  expect(await lost).toMatchObject({ name: 'RelayClosedError' })

  const reloaded = pageConnector('reloaded page')
  // wagmi's reconnect on load: nothing is connected yet.
  expect(await reloaded.connector.isAuthorized()).toBe(false)
  const session = await wallet.approveNextSession()
  await vi.waitFor(() =>
    expect(reloaded.events.find(({ event }) => event === 'connect')?.data).toEqual({
      accounts: [wallet.address],
      chainId: 1,
    }),
  )
  expect(await reloaded.connector.isAuthorized()).toBe(true)
  expect(await reloaded.connector.getAccounts()).toEqual([wallet.address])
  expect(wallet.sessions().map(({ topic }) => topic)).toEqual([session.topic])
  await reloaded.connector.disconnect()
})
