// One-prompt sign-in through the kit's WalletConnect connector, against real protocol peers:
// @gatehouse/walletconnect's provider talking through the test kit's relay to a wallet on
// @gatehouse/walletconnect's wallet side that signs the CACAO with a development key. The kit's
// confirmSignIn receives what the wallet signed before connect() resolves; a refused sign-in
// refuses the connection and ends the session on both sides; a wallet that can only connect
// connects, and confirmSignIn is never called (the Verify dialog follows). The server's side is
// auth-server's verifyRecap.test; the whole flow in a browser is e2e/walletconnect.spec.ts.

import { type LocalRelay, startRelay } from '@gatehouse/testkit/walletconnect'
import {
  createCacao,
  createMemoryStorage,
  createWalletClient,
  formatAuthMessage,
  type WalletClient,
} from '@gatehouse/walletconnect'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
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
// anvil's public dev key #0: never funded outside a local chain.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
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

let relay: LocalRelay
let wallet: WalletClient
beforeAll(async () => {
  vi.stubGlobal('WebSocket', WebSocket)
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
  vi.unstubAllGlobals()
})

/** The emitter calls the connector makes; the wallet scans each pairing URI as it is shown. */
function configFor(uid: string): ConnectorConfig {
  const emitter = {
    uid,
    on() {},
    off() {},
    emit(event: string, data: { type?: string; data?: unknown }) {
      if (event === 'message' && data.type === 'display_uri')
        void wallet.pair({ uri: String(data.data) })
    },
    listenerCount: () => 0,
  }
  return { chains: [mainnet, sepolia], emitter, transports: {} } as unknown as ConnectorConfig
}

/**
 * The wallet's answer to the next sign-in request, or, when it cannot sign in, to the proposal:
 * a wallet with no authenticate listener answers wc_sessionAuthenticate as unsupported and
 * approves the fallback proposal instead.
 */
function walletAnswers(answer: 'signIn' | 'connectOnly') {
  if (answer === 'signIn') {
    const off = wallet.on('authenticate', async ({ id, params }) => {
      off()
      const iss = `did:pkh:eip155:1:${account.address}`
      const message = formatAuthMessage(params.authPayload, iss)
      const signature = await account.signMessage({ message })
      await wallet.approveAuthenticate({
        id,
        auths: [createCacao({ payload: params.authPayload, iss, signature })],
      })
    })
    return
  }
  const off = wallet.on('proposal', ({ id }) => {
    off()
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
  })
}

let run = 0
const newConnector = () =>
  walletConnectConnector(
    'a01b2c3d4e5f60718293a4b5c6d7e8f9',
    { relayUrl: RELAY_URL, metadata: { ...metadata, name: `Sign-in dapp ${++run}` } },
    'Test',
  )(configFor(`signIn${run}`))

describe('walletConnectConnector with signIn and confirmSignIn', () => {
  test('behavior: the wallet signs in with its approval; confirmSignIn gets it before connect resolves', async () => {
    const connector = newConnector()
    walletAnswers('signIn')
    const confirmed: SignedAuthentication[] = []
    const confirmSignIn = vi.fn(async (authentication: SignedAuthentication) => {
      confirmed.push(authentication)
    })
    const result = await connector.connect({ signIn, confirmSignIn } as never)
    expect(result).toMatchObject({ accounts: [account.address] })
    expect(confirmSignIn).toHaveBeenCalledTimes(1)
    const [authentication] = confirmed
    expect(authentication?.address).toBe(account.address)
    // The statement the wallet signed: ours and the ERC-5573 sentence of the session's ReCap.
    expect(authentication?.message).toContain(
      `${STATEMENT} I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': `,
    )
    expect(authentication?.message).toContain('Nonce: n0nceN0nce42')
    expect(
      await verifyMessage({
        address: account.address,
        message: authentication?.message ?? '',
        signature: authentication?.signature ?? '0x',
      }),
    ).toBe(true)
    await connector.disconnect()
  })

  test('error: a refused sign-in refuses the connection and ends the session on both sides', async () => {
    const connector = newConnector()
    const before = wallet.sessions().length
    walletAnswers('signIn')
    const refused = new ConnectionSignInError('verifyFailed')
    await expect(
      connector.connect({ signIn, confirmSignIn: async () => Promise.reject(refused) } as never),
    ).rejects.toBe(refused)
    expect(await connector.isAuthorized()).toBe(false)
    await vi.waitFor(() => expect(wallet.sessions()).toHaveLength(before))
  })

  test('behavior: a wallet that can only connect connects; confirmSignIn is not called', async () => {
    const connector = newConnector()
    walletAnswers('connectOnly')
    const confirmSignIn = vi.fn(async () => {})
    const result = await connector.connect({ signIn, confirmSignIn } as never)
    expect(result).toMatchObject({ accounts: [account.address] })
    expect(confirmSignIn).not.toHaveBeenCalled()
    await connector.disconnect()
  })
})
