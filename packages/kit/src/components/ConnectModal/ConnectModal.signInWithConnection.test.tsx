// @vitest-environment jsdom
// One-prompt sign-in in the connect modal, with nothing mocked that can exist in Node: the kit's
// WalletConnect wallet and connector, @gatehouse/walletconnect's provider, the test kit's relay,
// a wallet on @gatehouse/walletconnect's wallet side signing with a development key, and the real
// sign-in server (@gatehouse/auth-server's handler, in process) behind @gatehouse/siwe's
// createAuthAdapter. Only the browser's side of HTTP is stood in for: a fetch that hands each
// request to the handler and keeps its cookie, as a same-origin page would. Covers: a wallet
// that signs in with its connection is signed in with one approval ("Verifying signature..." while
// the server checks it, no Verify dialog, one nonce, no personal_sign); a wallet that can only connect gets the Verify dialog's two steps; a sign-in
// the server refuses is a refused connection (§8 message, RETRY, the session ended); an adapter
// without createMessageParams never asks for it. Not covered: phones' deep links (e2e).

import { createAuthHandler, fromEnv } from '@gatehouse/auth-server'
import { createAuthAdapter } from '@gatehouse/siwe'
import { type LocalRelay, startRelay } from '@gatehouse/testkit/walletconnect'
import {
  createCacao,
  createMemoryStorage,
  createWalletClient,
  formatAuthMessage,
  type WalletClient,
} from '@gatehouse/walletconnect'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import type { AuthAdapter } from '../../core/AuthAdapter'
import { walletConnectWallet } from '../../exports/wallets'
import { renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from '../ConnectButton/ConnectButton'

const RELAY_PORT = 4498
const RELAY_URL = `ws://127.0.0.1:${RELAY_PORT}`
const ORIGIN = 'https://app.example'
// anvil's public dev key #0: never funded outside a local chain.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

let relay: LocalRelay
let wallet: WalletClient
beforeAll(async () => {
  vi.stubGlobal('WebSocket', WebSocket)
  relay = await startRelay({ port: RELAY_PORT })
  wallet = await createWalletClient({
    metadata: { name: 'Wallet', description: 'Test wallet', url: 'https://wallet.test', icons: [] },
    relayUrl: RELAY_URL,
    storage: createMemoryStorage(),
    WebSocket,
  })
})
afterEach(() => {
  cleanup()
  localStorage.clear()
})
afterAll(async () => {
  wallet?.close()
  await relay?.close()
  vi.unstubAllGlobals()
})

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

/** What the wallet was asked: sign-in requests, proposals and session requests, by method. */
function walletAnswers(mode: 'signIn' | 'connectOnly') {
  const seen: string[] = []
  const offs = [
    wallet.on('proposal', ({ id }) => {
      seen.push('proposal')
      void wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:1'],
            accounts: [`eip155:1:${account.address}`],
            methods: ['personal_sign', 'eth_sendTransaction'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      })
    }),
    wallet.on('request', async ({ id, topic, method, params }) => {
      seen.push(method)
      if (method !== 'personal_sign') return
      const [raw] = params as [Hex]
      await wallet.respond({ topic, id, result: await account.signMessage({ message: { raw } }) })
    }),
  ]
  // A wallet that can sign in listens for the request; one that cannot answers the proposal.
  if (mode === 'signIn')
    offs.push(
      wallet.on('authenticate', async ({ id, params }) => {
        seen.push('authenticate')
        const iss = `did:pkh:eip155:1:${account.address}`
        const signature = await account.signMessage({
          message: formatAuthMessage(params.authPayload, iss),
        })
        await wallet.approveAuthenticate({
          id,
          auths: [createCacao({ payload: params.authPayload, iss, signature })],
        })
      }),
    )
  const stop = () => {
    for (const off of offs) off()
  }
  return { seen, stop }
}

let run = 0
/** The connect modal on the WalletConnect wallet; the wallet scans the QR code as it appears. */
async function connectWithWalletConnect(adapter: AuthAdapter) {
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
    if (type === 'display_uri') void wallet.pair({ uri: String(data) })
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
    const answers = walletAnswers('signIn')
    try {
      const { dialog } = await connectWithWalletConnect(server.adapter)
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
      expect(answers.seen).toEqual(['authenticate'])
      expect(await server.adapter.getSession()).toEqual({
        authenticated: true,
        address: account.address,
        chainId: 1,
      })
    } finally {
      answers.stop()
    }
  })

  it('falls back to the two steps when the wallet can only connect', async () => {
    const server = signInServer()
    const answers = walletAnswers('connectOnly')
    try {
      await connectWithWalletConnect(server.adapter)
      await signInThroughVerifyDialog()
      expect(answers.seen).toEqual(['proposal', 'personal_sign'])
      expect(server.verifies).toHaveLength(1)
    } finally {
      answers.stop()
    }
  })

  it('refuses the connection when the server refuses the sign-in, with RETRY', async () => {
    // The server expects another statement: it refuses the message (statement_mismatch, 401).
    const server = signInServer({ statement: 'Sign in to another app.' })
    const answers = walletAnswers('signIn')
    const sessions = wallet.sessions().length
    try {
      const { config, dialog } = await connectWithWalletConnect(server.adapter)
      expect((await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
        'Error verifying signature, please retry!',
      )
      expect(within(dialog).getByRole('button', { name: 'RETRY' })).toBeTruthy()
      expect(screen.queryByRole('dialog', { name: 'Verify your account' })).toBeNull()
      // wagmi never reported the wallet connected.
      expect(config.state.status).toBe('disconnected')
      expect(config.state.current).toBeNull()
      // The session the wallet approved was ended: nothing stays half-connected.
      await waitFor(() => expect(wallet.sessions()).toHaveLength(sessions))
    } finally {
      answers.stop()
    }
  })

  it('connects only, without createMessageParams, and signs in in two steps', async () => {
    const server = signInServer()
    const { createMessageParams: _, ...twoStepOnly } = server.adapter
    const answers = walletAnswers('signIn')
    try {
      await connectWithWalletConnect(twoStepOnly)
      await signInThroughVerifyDialog()
      expect(answers.seen).toEqual(['proposal', 'personal_sign'])
    } finally {
      answers.stop()
    }
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
