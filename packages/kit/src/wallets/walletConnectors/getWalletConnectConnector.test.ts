// The shared WalletConnect connector, against real protocol peers: none without a project id, a
// stand-in until used, and behind it (walletConnectConnector) @gatehouse/walletconnect's provider
// talking through the test kit's relay to a wallet on @gatehouse/walletconnect's wallet side. Each
// wallet's connector receives the pairing URI on its own emitter; a refusal is the visitor's
// choice (UserRejectedRequestError); a reconnect never starts a pairing; a disconnect ends the
// session on both sides; verifyUrl reaches the provider as a Verify client. Node 20 has no global WebSocket: `ws`'s is stubbed in, as the
// provider's option documents.

import { type LocalRelay, startRelay } from '@gatehouse/testkit/walletconnect'
import {
  createMemoryStorage,
  createWalletClient,
  type WalletClient,
} from '@gatehouse/walletconnect'
import { UserRejectedRequestError } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { mainnet, sepolia } from 'wagmi/chains'
import WebSocket from 'ws'
import type { PreloadsCode } from '../preloadConnectorCode'
import { getWalletConnectConnector } from './getWalletConnectConnector'
import type { ConnectorConfig } from './walletConnectWallet/ConnectorConfig'
import { providerOptions } from './walletConnectWallet/providerOptions'
import { walletConnectConnector } from './walletConnectWallet/walletConnectConnector'

type Listener = (data: unknown) => void

const RELAY_PORT = 4496
const RELAY_URL = `ws://127.0.0.1:${RELAY_PORT}`
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const metadata = {
  name: 'Wallet',
  description: 'Test wallet',
  url: 'https://wallet.test',
  icons: [],
}

/**
 * Just the emitter calls the WalletConnect connector makes, recording every event; the wallet
 * scans each pairing URI (a 'display_uri' message) as it is emitted, as a phone would.
 */
const fakeEmitter = (uid: string) => {
  const listeners = new Map<string, Set<Listener>>()
  const events: { event: string; data: object }[] = []
  const emitter = {
    uid,
    on: (event: string, fn: Listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(fn))
    },
    off: (event: string, fn: Listener) => void listeners.get(event)?.delete(fn),
    emit: (event: string, data: object) => {
      events.push({ event, data })
      // The phone pairs from the URI the relay has the proposal for (qr_uri comes before it).
      if (event === 'message' && (data as { type: string }).type === 'display_uri')
        void wallet.pair({ uri: (data as { data: string }).data })
      for (const fn of listeners.get(event) ?? []) fn({ uid, ...data })
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  }
  /** The pairing URIs handed out, as `type uri` (qr_uri, then display_uri for each pairing). */
  const uris = () =>
    events
      .filter(({ event }) => event === 'message')
      .map(({ data }) => `${(data as { type: string }).type} ${(data as { data: string }).data}`)
  return { emitter, events, uris }
}

const configOf = (emitter: ReturnType<typeof fakeEmitter>['emitter']) =>
  ({ chains: [mainnet, sepolia], emitter, transports: {} }) as unknown as ConnectorConfig

const params = { appName: 'Test', projectId: 'a01b2c3d4e5f60718293a4b5c6d7e8f9' }

let relay: LocalRelay
let wallet: WalletClient
beforeAll(async () => {
  relay = await startRelay({ port: RELAY_PORT })
  wallet = await createWalletClient({
    metadata,
    relayUrl: RELAY_URL,
    storage: createMemoryStorage(),
    WebSocket,
  })
})
afterAll(async () => {
  wallet?.close()
  await relay?.close()
})

/** The wallet's answer to the next proposal: approve with both chains, or refuse. */
function walletAnswers(answer: 'approve' | 'reject') {
  const off = wallet.on('proposal', ({ id }) => {
    off()
    if (answer === 'reject') void wallet.reject({ id })
    else
      void wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:1', 'eip155:11155111'],
            accounts: [`eip155:1:${ACCOUNT}`, `eip155:11155111:${ACCOUNT}`],
            methods: ['personal_sign', 'eth_sendTransaction'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      })
  })
}

describe('getWalletConnectConnector', () => {
  test.each([undefined, '', '  '])('behavior: no connector for project id %j', (projectId) => {
    expect(getWalletConnectConnector({ ...params, projectId })).toBeUndefined()
  })

  test('behavior: a WalletConnect connector without its code loaded yet', () => {
    const { emitter } = fakeEmitter('a')
    expect(getWalletConnectConnector(params)?.(configOf(emitter))).toMatchObject({
      id: 'walletConnect',
      type: 'walletConnect',
    })
  })

  test('behavior: its code loads ahead (preloadCode) without starting a provider or connecting', async () => {
    const connections = relay.stats.connections
    const connector = getWalletConnectConnector({
      ...params,
      walletConnectParameters: { relayUrl: RELAY_URL },
    })?.(configOf(fakeEmitter('preload').emitter))
    expect(connector).toHaveProperty('preloadCode')
    await (connector as unknown as PreloadsCode).preloadCode()
    // The visitor has not chosen the wallet: the gate still answers "no provider".
    expect(await connector?.getProvider()).toBeUndefined()
    expect(relay.stats.connections).toBe(connections)
  })

  test('error: a malformed relay URL fails when the config is made', () => {
    expect(() =>
      getWalletConnectConnector({ ...params, walletConnectParameters: { relayUrl: 'relay' } }),
    ).toThrow(TypeError)
  })

  test('behavior: verifyUrl turns WalletConnect Verify on (the provider loads its client, named in the metadata); unset or false, off', async () => {
    const walletConnect = await import('@gatehouse/walletconnect')
    const config = configOf(fakeEmitter('verify').emitter)
    const options = (verifyUrl: string | false | undefined) =>
      providerOptions(walletConnect, params.projectId, 'Test', { metadata, verifyUrl }, config)
    const on = options('https://verify.example.com')
    expect(on.metadata).toEqual({ ...metadata, verifyUrl: 'https://verify.example.com' })
    // The provider makes the Verify client itself (its code loads only then).
    expect(on.verifyUrl).toBe('https://verify.example.com')
    for (const off of [options(undefined), options(false)]) {
      expect(off.verifyUrl).toBeUndefined()
      expect(off.verify).toBeUndefined()
      expect(off.metadata).toEqual(metadata)
    }
  })
})

describe('walletConnectConnector, with a wallet on the relay', () => {
  beforeAll(() => vi.stubGlobal('WebSocket', WebSocket))
  // A configuration of its own per test: the connector shares one provider per configuration.
  let run = 0
  const newConnector = () =>
    walletConnectConnector(
      params.projectId,
      { relayUrl: RELAY_URL, metadata: { ...metadata, name: `Dapp ${++run}` } },
      'Test',
    )

  test('behavior: connects through the pairing URI on its own emitter, and disconnects both sides', async () => {
    const { emitter, uris, events } = fakeEmitter('a')
    const connector = newConnector()(configOf(emitter))
    walletAnswers('approve')
    const result = await connector.connect({ chainId: sepolia.id })
    const [qr, display] = uris()
    expect(uris()).toHaveLength(2)
    expect(qr).toMatch(/^qr_uri wc:[0-9a-f]{64}@2\?/)
    expect(display).toBe(qr?.replace('qr_uri', 'display_uri'))
    expect(result).toEqual({ accounts: [ACCOUNT], chainId: sepolia.id })
    expect(await connector.isAuthorized()).toBe(true)
    const sessions = wallet.sessions().length
    expect(sessions).toBeGreaterThan(0)
    await connector.disconnect()
    await vi.waitFor(() => expect(wallet.sessions()).toHaveLength(sessions - 1))
    expect(await connector.getAccounts()).toEqual([])
    expect(events.some(({ event }) => event === 'disconnect')).toBe(false)
  })

  test('behavior: a wallet that refuses the session is the visitor choosing, not a failure', async () => {
    const { emitter } = fakeEmitter('b')
    const connector = newConnector()(configOf(emitter))
    walletAnswers('reject')
    await expect(connector.connect()).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('behavior: a reconnect without a stored session rejects, and shows no pairing', async () => {
    const { emitter, uris } = fakeEmitter('c')
    const connector = newConnector()(configOf(emitter))
    expect(await connector.isAuthorized()).toBe(false)
    await expect(connector.connect({ isReconnecting: true })).rejects.toThrow(
      /No WalletConnect session is stored/,
    )
    expect(uris()).toEqual([])
  })

  test('behavior: the wallet ending the session reaches wagmi as a disconnect', async () => {
    const { emitter, events } = fakeEmitter('d')
    const connector = newConnector()(configOf(emitter))
    walletAnswers('approve')
    await connector.connect()
    const topic = wallet.sessions().at(-1)?.topic
    if (!topic) throw new Error('the wallet holds no session')
    await wallet.disconnect({ topic })
    await vi.waitFor(() => expect(events.map(({ event }) => event)).toContain('disconnect'))
  })
})
