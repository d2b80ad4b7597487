// One-prompt sign-in through the kit's WalletConnect connector, against real protocol peers:
// @gatehouse/walletconnect's provider talking through the test kit's relay to the test kit's
// NodeWalletConnectWallet (the wallet integrators get) in each sign-in mode. 'approve': the kit's
// confirmSignIn receives what the wallet signed before connect() resolves, and a sign-in the
// server refuses refuses the connection and ends the session on both sides; 'reject': the
// visitor's refusal (UserRejectedRequestError, as wagmi reports one); 'unsupported': the wallet
// connects through the fallback proposal and confirmSignIn is never called (the Verify dialog
// follows). The server's side is auth-server's verifyRecap.test; the whole flow in a browser is
// e2e/walletconnect.spec.ts.

import {
  type LocalRelay,
  NodeWalletConnectWallet,
  type NodeWalletConnectWalletOptions,
  startRelay,
} from '@gatehouse/testkit/walletconnect'
import { UserRejectedRequestError, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { mainnet, sepolia } from 'wagmi/chains'
import WebSocket from 'ws'
import type { SignedAuthentication } from '../../../actions/signInWithAuthentication'
import { ConnectionSignInError } from '../../../errors/connector'
import type { SignInWithConnection } from '../../SignInWithConnection'
import type { ConnectorConfig } from './ConnectorConfig'
import { walletConnectConnector } from './walletConnectConnector'

const RELAY_PORT = 4497
const RELAY_URL = `ws://127.0.0.1:${RELAY_PORT}`
const metadata = {
  name: 'Wallet',
  description: 'Test wallet',
  url: 'https://wallet.test',
  icons: [],
}
const STATEMENT = 'Sign in to the Gatehouse demo.'
const signIn: SignInWithConnection['signIn'] = {
  domain: 'app.example',
  uri: 'https://app.example',
  nonce: 'n0nceN0nce42',
  statement: STATEMENT,
  iat: new Date().toISOString(),
}

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
        // The connector's chains; nothing here sends a transaction to them.
        rpcUrls: { 1: 'http://127.0.0.1:1', 11155111: 'http://127.0.0.1:1' },
        scanDelayMs: 0,
        signIn,
      }),
    )
})
afterAll(async () => {
  for (const wallet of wallets.values()) await wallet.close()
  await relay?.close()
  vi.unstubAllGlobals()
})

/** The emitter calls the connector makes; `wallet` scans each pairing URI as it is shown. */
function configFor(uid: string, wallet: NodeWalletConnectWallet): ConnectorConfig {
  const emitter = {
    uid,
    on() {},
    off() {},
    emit(event: string, data: { type?: string; data?: unknown }) {
      if (event === 'message' && data.type === 'display_uri') void wallet.pair(String(data.data))
    },
    listenerCount: () => 0,
  }
  return { chains: [mainnet, sepolia], emitter, transports: {} } as unknown as ConnectorConfig
}

let run = 0
/** A connector of its own (one provider per configuration) and the wallet in `mode` that scans. */
function newConnector(mode: SignInMode) {
  const wallet = wallets.get(mode) as NodeWalletConnectWallet
  const connector = walletConnectConnector(
    'a01b2c3d4e5f60718293a4b5c6d7e8f9',
    { relayUrl: RELAY_URL, metadata: { ...metadata, name: `Sign-in dapp ${++run}` } },
    'Test',
  )(configFor(`signIn${run}`, wallet))
  return { connector, wallet }
}

describe('walletConnectConnector with signIn and confirmSignIn', () => {
  test('behavior: the wallet signs in with its approval; confirmSignIn gets it before connect resolves', async () => {
    const { connector, wallet } = newConnector('approve')
    const confirmed: SignedAuthentication[] = []
    const confirmSignIn = vi.fn(async (authentication: SignedAuthentication) => {
      confirmed.push(authentication)
    })
    const result = await connector.connect({ signIn, confirmSignIn } as never)
    expect(result).toMatchObject({ accounts: [wallet.address] })
    expect(confirmSignIn).toHaveBeenCalledTimes(1)
    const [authentication] = confirmed
    expect(authentication?.address).toBe(wallet.address)
    // The statement the wallet signed: ours and the ERC-5573 sentence of the session's ReCap.
    expect(authentication?.message).toContain(
      `${STATEMENT} I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': `,
    )
    expect(authentication?.message).toContain('Nonce: n0nceN0nce42')
    expect(
      await verifyMessage({
        address: wallet.address,
        message: authentication?.message ?? '',
        signature: authentication?.signature ?? '0x',
      }),
    ).toBe(true)
    await connector.disconnect()
  })

  test('error: a refused sign-in refuses the connection and ends the session on both sides', async () => {
    const { connector, wallet } = newConnector('approve')
    const before = wallet.sessions().length
    const refused = new ConnectionSignInError('verifyFailed')
    await expect(
      connector.connect({ signIn, confirmSignIn: async () => Promise.reject(refused) } as never),
    ).rejects.toBe(refused)
    expect(await connector.isAuthorized()).toBe(false)
    // The wallet heard wc_sessionDelete: it holds no session from the refused sign-in.
    await vi.waitFor(() => expect(wallet.sessions()).toHaveLength(before))
  })

  test("error: the visitor refuses to sign in (signIn 'reject'): the connection is refused as the visitor's choice", async () => {
    const { connector, wallet } = newConnector('reject')
    const before = { signIns: wallet.signInRequests.length, sessions: wallet.sessions().length }
    const confirmSignIn = vi.fn(async () => {})
    await expect(connector.connect({ signIn, confirmSignIn } as never)).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(wallet.signInRequests).toHaveLength(before.signIns + 1)
    expect(confirmSignIn).not.toHaveBeenCalled()
    expect(await connector.isAuthorized()).toBe(false)
    expect(wallet.sessions()).toHaveLength(before.sessions)
  })

  test('behavior: a wallet that can only connect connects; confirmSignIn is not called', async () => {
    const { connector, wallet } = newConnector('unsupported')
    const confirmSignIn = vi.fn(async () => {})
    const result = await connector.connect({ signIn, confirmSignIn } as never)
    expect(result).toMatchObject({ accounts: [wallet.address] })
    expect(wallet.signInRequests).toEqual([])
    expect(confirmSignIn).not.toHaveBeenCalled()
    await connector.disconnect()
  })
})
