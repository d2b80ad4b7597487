// @vitest-environment jsdom
// Covers the connect action without React: the outcome each way an attempt ends (§4, §8) — connected
// (recorded as a recent wallet, on the chain asked for), declined, a request already waiting (-32002),
// failed, superseded by a newer attempt, a wallet the config lacks — and the pairing URI handed on
// while the attempt is the latest. jsdom only for wagmi's injected connector, which looks for a
// window; the wallet is the component tests' in-memory one. The CONNECT step that shows these
// outcomes: components/ConnectModal/ConnectModal.test.tsx; one-prompt sign-in with a real relay:
// ConnectModal.signInWithConnection.test.tsx.
import { custom, numberToHex, UserRejectedRequestError } from 'viem'
import { describe, expect, test } from 'vitest'
import { createConfig } from 'wagmi'
import { mainnet, polygon } from 'wagmi/chains'
import { type MockFeatures, mockWallet } from '../test/renderWithKit'
import { connectorsForWallets } from '../wallets/connectorsForWallets'
import { type ConnectWalletParameters, connectWallet } from './connectWallet'

function setup(features: MockFeatures = {}) {
  const config = createConfig({
    chains: [mainnet, polygon],
    connectors: connectorsForWallets([{ groupName: 'Popular', wallets: [mockWallet(features)] }], {
      appName: 'Test',
      projectId: undefined,
    }),
    transports: {
      [mainnet.id]: custom({ request: async () => numberToHex(1) }),
      [polygon.id]: custom({ request: async () => numberToHex(137) }),
    },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const connector = config.connectors[0]
  if (!connector) throw new Error('no connector')
  const recent: string[] = []
  const parameters: ConnectWalletParameters = {
    wallet: { id: 'mockWallet', connectorUid: connector.uid },
    isCurrent: () => true,
    recentWallets: {
      add: async (id: string) => {
        recent.push(id)
      },
    },
  }
  return { config, connector, recent, parameters }
}

describe('connectWallet', () => {
  test('behavior: connected, on the chain asked for, and recorded as a recent wallet', async () => {
    const requests: { method: string; params?: unknown }[] = []
    const { config, recent, parameters } = setup({ onRequest: (r) => requests.push(r) })
    const outcome = await connectWallet(config, { ...parameters, chainId: polygon.id })
    expect(outcome).toBe('connected')
    expect(config.state.status).toBe('connected')
    expect(recent).toEqual(['mockWallet'])
    expect(requests).toContainEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(polygon.id) }],
    })
  })

  test('behavior: a declined request is rejected, and nothing is recorded', async () => {
    const { config, recent, parameters } = setup({
      connectError: new UserRejectedRequestError(new Error('no')),
    })
    expect(await connectWallet(config, parameters)).toBe('rejected')
    expect(recent).toEqual([])
  })

  test('behavior: a request already waiting in the wallet (-32002) is requestPending', async () => {
    const { config, parameters } = setup({
      connectError: Object.assign(new Error('Request already pending'), { code: -32002 }),
    })
    expect(await connectWallet(config, parameters)).toBe('requestPending')
  })

  test('error: any other failure is failed', async () => {
    const { config, parameters } = setup({ connectError: new Error('boom') })
    expect(await connectWallet(config, parameters)).toBe('failed')
  })

  test('error: a wallet whose connector the config lacks is failed', async () => {
    const { config, parameters } = setup()
    const wallet = { id: 'mockWallet', connectorUid: 'no-such-uid' }
    expect(await connectWallet(config, { ...parameters, wallet })).toBe('failed')
  })

  test('behavior: an attempt superseded by a newer one is stale, whatever the wallet answered', async () => {
    let current = true
    const { config, recent, parameters } = setup({
      connectError: new UserRejectedRequestError(new Error('no')),
    })
    const pending = connectWallet(config, { ...parameters, isCurrent: () => current })
    current = false
    expect(await pending).toBe('stale')
    expect(recent).toEqual([])
  })

  test('behavior: hands on the pairing URI (for the QR code, then for a deep link) while the attempt is the latest', async () => {
    let answer!: () => void
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    const { config, connector, parameters } = setup({
      hold: { wallet_requestPermissions: held },
    })
    const uris: string[] = []
    let current = true
    const pending = connectWallet(config, {
      ...parameters,
      isCurrent: () => current,
      onDisplayUri: (uri) => uris.push(`display ${uri}`),
      onQrUri: (uri) => uris.push(`qr ${uri}`),
    })
    connector.emitter.emit('message', { type: 'qr_uri', data: 'wc:first@2' })
    connector.emitter.emit('message', { type: 'display_uri', data: 'wc:first@2' })
    current = false
    connector.emitter.emit('message', { type: 'qr_uri', data: 'wc:late@2' })
    connector.emitter.emit('message', { type: 'display_uri', data: 'wc:late@2' })
    answer()
    expect(await pending).toBe('stale')
    expect(uris).toEqual(['qr wc:first@2', 'display wc:first@2'])
  })
})
