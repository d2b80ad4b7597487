// @vitest-environment jsdom
// One-prompt sign-in in the connect modal, with nothing mocked that can exist in Node: the kit's
// WalletConnect wallet and connector, @gatehouse/walletconnect's provider, the test kit's relay,
// a wallet on @gatehouse/walletconnect's wallet side signing with a development key, and the real
// sign-in server (@gatehouse/auth-server's handler, in process) behind @gatehouse/siwe's
// createAuthAdapter. The wallet is the test kit's NodeWalletConnectWallet, the one integrators
// get, in each of its sign-in modes ('approve', 'reject', 'unsupported'). Only the browser's side
// of HTTP is stood in for: a fetch that hands each request to the handler and keeps its cookie, as
// a same-origin page would. Covers: a wallet that signs in with its connection is signed in with
// one approval ("Verifying signature..." while the server checks it, no Verify dialog, one nonce,
// no personal_sign); a visitor who refuses in the wallet is declined silently, with RETRY; a
// wallet that can only connect gets the Verify dialog's two steps; a sign-in the server refuses
// is a refused connection (§8 message, RETRY, the session ended on the wallet too); an adapter
// without createMessageParams never asks for it. Not covered: phones' deep links (e2e).

import { createAuthHandler, fromEnv } from '@gatehouse/auth-server'
import { createAuthAdapter } from '@gatehouse/siwe'
import {
  type LocalRelay,
  NodeWalletConnectWallet,
  type NodeWalletConnectWalletOptions,
  startRelay,
} from '@gatehouse/testkit/walletconnect'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import type { AuthAdapter } from '../../core/AuthAdapter'
import { walletConnectWallet } from '../../exports/wallets'
import { renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from '../ConnectButton/ConnectButton'

const RELAY_PORT = 4498
const RELAY_URL = `ws://127.0.0.1:${RELAY_PORT}`
const ORIGIN = 'https://app.example'

type SignInMode = NonNullable<NodeWalletConnectWalletOptions['signIn']>

let relay: LocalRelay
const wallets = new Map<SignInMode, NodeWalletConnectWallet>()
beforeAll(async () => {
  vi.stubGlobal('WebSocket', WebSocket)
  relay = await startRelay({ port: RELAY_PORT })
  for (const signIn of ['approve', 'reject', 'unsupported'] as const)
    wallets.set(
      signIn,
      await NodeWalletConnectWallet.start({
        relayUrl: RELAY_URL,
        // The kit's chains (renderWithKit); nothing here sends a transaction to them.
        rpcUrls: { 1: 'http://127.0.0.1:1', 137: 'http://127.0.0.1:1' },
        scanDelayMs: 0,
        signIn,
      }),
    )
})
afterEach(() => {
  cleanup()
  localStorage.clear()
})
afterAll(async () => {
  for (const wallet of wallets.values()) await wallet.close()
  await relay?.close()
  vi.unstubAllGlobals()
})

/** The test kit's wallet in one sign-in mode, and how many sign-ins and requests it had so far. */
function walletFor(signIn: SignInMode) {
  const wallet = wallets.get(signIn) as NodeWalletConnectWallet
  const before = {
    signIns: wallet.signInRequests.length,
    requests: wallet.requests.length,
    sessions: wallet.sessions().length,
  }
  /** What this test asked of the wallet: sign-in requests and session requests, by method. */
  const asked = () => [
    ...wallet.signInRequests.slice(before.signIns).map(() => 'wc_sessionAuthenticate'),
    ...wallet.requests.slice(before.requests).map(({ method }) => method),
  ]
  return { wallet, before, asked }
}

type Server = { adapter: AuthAdapter; paths: string[]; verifies: string[] }

/**
 * The sign-in server in process, reached the way the page reaches it: same origin, its cookie
 * kept. `statement`: the server's, when it is to differ from the page's (verify then refuses).
 */
function signInServer(options: { statement?: string; holdVerify?: Promise<void> } = {}): Server {
  const env = options.statement ? { SIWE_STATEMENT: options.statement } : {}
  const handler = createAuthHandler(fromEnv({ APP_ORIGIN: ORIGIN, ...env }))
  const paths: string[] = []
  const verifies: string[] = []
  let cookie: string | undefined
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), ORIGIN)
    paths.push(url.pathname)
    const headers = new Headers(init?.headers)
    if (cookie) headers.set('cookie', cookie)
    if (init?.method === 'POST') headers.set('origin', ORIGIN)
    if (url.pathname.endsWith('/verify')) {
      verifies.push(String(init?.body))
      await options.holdVerify
    }
    const response = await handler(
      new Request(url, { method: init?.method, headers, body: init?.body }),
    )
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]
    return response
  }
  const adapter = createAuthAdapter({ fetch, domain: 'app.example', uri: ORIGIN })
  return { adapter, paths, verifies }
}

let run = 0
/** The connect modal on the WalletConnect wallet; the wallet scans the QR code as it appears. */
async function connectWithWalletConnect(adapter: AuthAdapter, wallet: NodeWalletConnectWallet) {
  const { config } = renderWithKit(<ConnectButton />, {
    wallets: [walletConnectWallet],
    provider: { authentication: adapter },
    walletConnect: {
      projectId: 'a01b2c3d4e5f60718293a4b5c6d7e8f9',
      // A configuration of its own per test: the connector shares one provider per configuration.
      walletConnectParameters: {
        relayUrl: RELAY_URL,
        metadata: { name: `App ${++run}`, description: 'App', url: ORIGIN, icons: [] },
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
  return { config, dialog }
}

describe('given sign-in is enabled and a WalletConnect wallet', () => {
  it('signs in with the connection: one approval, no Verify dialog', async () => {
    let release!: () => void
    const holdVerify = new Promise<void>((resolve) => (release = resolve))
    const server = signInServer({ holdVerify })
    const { wallet, asked } = walletFor('approve')
    const { dialog } = await connectWithWalletConnect(server.adapter, wallet)
    // The wallet approved: the step says the page now waits for the server, not the wallet.
    // (on screen, and in the modal's live region)
    await waitFor(
      () => expect(within(dialog).getAllByText('Verifying signature...')).toHaveLength(2),
      { timeout: 10_000 },
    )
    expect(within(dialog).getByRole('status').textContent).toBe('Verifying signature...')
    release()
    expect(
      await screen.findByRole('button', { name: /^Account / }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Verify your account' })).toBeNull()
    // One nonce, one verify: the Verify dialog never fetched a nonce of its own.
    expect(server.paths.filter((path) => path.endsWith('/nonce'))).toHaveLength(1)
    expect(server.verifies).toHaveLength(1)
    // The message carried the ReCap sentence after the statement, and the server took it.
    expect(server.verifies[0]).toContain(
      'Sign in to the Gatehouse demo. I further authorize the stated URI',
    )
    expect(asked()).toEqual(['wc_sessionAuthenticate'])
    expect(await server.adapter.getSession()).toEqual({
      authenticated: true,
      address: wallet.address,
      chainId: 1,
    })
  })

  it('is declined silently when the visitor refuses to sign in, with RETRY', async () => {
    const server = signInServer()
    const { wallet, before, asked } = walletFor('reject')
    const { config, dialog } = await connectWithWalletConnect(server.adapter, wallet)
    expect(
      await within(dialog).findByRole('button', { name: 'RETRY' }, { timeout: 10_000 }),
    ).toBeTruthy()
    // §8: a declined connection is no error on screen; the live region says why it stopped.
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(within(dialog).getByRole('status').textContent).toBe(
      'The connection request was declined.',
    )
    expect(asked()).toEqual(['wc_sessionAuthenticate'])
    expect(config.state.status).toBe('disconnected')
    expect(server.verifies).toEqual([])
    expect(wallet.sessions()).toHaveLength(before.sessions)
  })

  it('falls back to the two steps when the wallet can only connect', async () => {
    const server = signInServer()
    const { wallet, asked } = walletFor('unsupported')
    await connectWithWalletConnect(server.adapter, wallet)
    await signInThroughVerifyDialog()
    // No sign-in request reached its owner (it answers "unsupported"): the proposal, then the
    // Verify dialog's personal_sign.
    expect(asked()).toEqual(['personal_sign'])
    expect(server.verifies).toHaveLength(1)
  })

  it('refuses the connection when the server refuses the sign-in, with RETRY', async () => {
    // The server expects another statement: it refuses the message (statement_mismatch, 401).
    const server = signInServer({ statement: 'Sign in to another app.' })
    const { wallet, before, asked } = walletFor('approve')
    const { config, dialog } = await connectWithWalletConnect(server.adapter, wallet)
    expect((await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      'Error verifying signature, please retry!',
    )
    expect(within(dialog).getByRole('button', { name: 'RETRY' })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Verify your account' })).toBeNull()
    // wagmi never reported the wallet connected.
    expect(config.state.status).toBe('disconnected')
    expect(config.state.current).toBeNull()
    expect(asked()).toEqual(['wc_sessionAuthenticate'])
    // The session the wallet approved was ended there too (wc_sessionDelete): nothing stays
    // half-connected.
    await waitFor(() => expect(wallet.sessions()).toHaveLength(before.sessions))
  })

  it('connects only, without createMessageParams, and signs in in two steps', async () => {
    const server = signInServer()
    const { createMessageParams: _, ...twoStepOnly } = server.adapter
    const { wallet, asked } = walletFor('approve')
    await connectWithWalletConnect(twoStepOnly, wallet)
    await signInThroughVerifyDialog()
    // Asked to connect only: the wallet that could sign in never got a sign-in request.
    expect(asked()).toEqual(['personal_sign'])
  })
})

/** The two-step path: the Verify dialog opens, its message is sent, the account shows. */
async function signInThroughVerifyDialog() {
  const verify = await screen.findByRole(
    'dialog',
    { name: 'Verify your account' },
    { timeout: 10_000 },
  )
  await userEvent.click(await within(verify).findByRole('button', { name: 'Send message' }))
  expect(await screen.findByRole('button', { name: /^Account / }, { timeout: 10_000 })).toBeTruthy()
}
