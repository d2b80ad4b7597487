// Which relay a provider opens when the app names none: Reown's, with the project id (the kit's
// WalletConnect guide promises it). Reown's relay cannot be reached from the tests (loopback
// only), so the WebSocket is a stand-in that records the URL it is asked for and fails, as an
// unreachable host does; nothing leaves the machine.
import { afterEach, expect, test, vi } from 'vitest'
import { verifyJwt } from '../auth/verifyJwt'
import { metadata } from '../engine/testing/metadata'
import { RelayOptionsError } from '../errors/relayOptions'
import { DEFAULT_RELAY_URL } from '../relay/constants'
import type { RelaySocketConstructor } from '../relay/RelaySocket'
import { createWalletConnectProvider } from './createWalletConnectProvider'
import type { WalletConnectProvider } from './WalletConnectProvider'

let started: WalletConnectProvider | undefined
afterEach(() => {
  started?.client.close()
  started = undefined
})

function unreachable(urls: string[]): RelaySocketConstructor {
  return class {
    constructor(url: string) {
      urls.push(url)
      throw new Error('offline in tests')
    }
  } as unknown as RelaySocketConstructor
}

test("behavior: with a projectId and no relayUrl, the provider opens Reown's relay with that project id", async () => {
  const urls: string[] = []
  started = await createWalletConnectProvider({
    projectId: 'a-project-id',
    metadata: metadata('Prepared dapp'),
    chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }],
    WebSocket: unreachable(urls),
  })
  started.connect().catch(() => {})
  await vi.waitFor(() => expect(urls).not.toEqual([]))
  const url = new URL(urls[0] ?? '')
  expect(`${url.protocol}//${url.host}`).toBe(DEFAULT_RELAY_URL)
  expect(url.searchParams.get('projectId')).toBe('a-project-id')
  expect(verifyJwt(url.searchParams.get('auth') ?? '').aud).toBe(DEFAULT_RELAY_URL)
})

test('behavior: with neither a relayUrl nor a projectId, the provider names what is missing', async () => {
  await expect(
    createWalletConnectProvider({
      metadata: metadata('No relay'),
      chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }],
    }),
  ).rejects.toThrow(new RelayOptionsError('pass a relay, a relayUrl or a projectId'))
})
