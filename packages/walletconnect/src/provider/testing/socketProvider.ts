// A provider over a real relay socket, for the tests that script what the relay does (fakeRelay)
// or when it can be reached: its relay client, on one chain, with memory storage.
import WebSocket from 'ws'
import { metadata } from '../../engine/testing/metadata'
import { RelayClient, type RelayClientOptions } from '../../relay/RelayClient'
import { createMemoryStorage } from '../../storage/createMemoryStorage'
import { createWalletConnectProvider } from '../createWalletConnectProvider'
import type { WalletConnectProvider } from '../WalletConnectProvider'

/**
 * A relay client on `relayUrl` (a request unanswered for a minute is retried: longer than a test
 * may take) and a provider over it; `close()` stops both.
 */
export async function socketProvider(
  options: Pick<RelayClientOptions, 'relayUrl' | 'reconnectDelay'>,
): Promise<{ relayClient: RelayClient; provider: WalletConnectProvider; close(): void }> {
  const relayClient = await RelayClient.create({ WebSocket, requestTimeoutMs: 60_000, ...options })
  const provider = await createWalletConnectProvider({
    metadata: metadata('dapp'),
    chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }],
    relay: relayClient,
    storage: createMemoryStorage(),
  }).catch((error: unknown) => {
    relayClient.close()
    throw error
  })
  return {
    relayClient,
    provider,
    close() {
      provider.close()
      relayClient.close()
    },
  }
}
