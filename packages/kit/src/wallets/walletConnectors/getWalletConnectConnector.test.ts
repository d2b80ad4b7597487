// Covers the shared WalletConnect connector: none without a project id, a stand-in until used,
// and behind it (walletConnectConnector) each wallet's connector receiving the pairing URI on its
// own emitter even after another wallet's attempt failed on the shared provider, a reconnect that
// never starts a pairing, and a disconnect that leaves no session in storage. The provider is a
// fake; the WalletConnect SDK is never loaded.
import { describe, expect, test, vi } from 'vitest'
import type { CreateConnectorFn } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { getWalletConnectConnector } from './getWalletConnectConnector'
import { walletConnectConnector } from './walletConnectWallet/walletConnectConnector'
import { NoSessionToRestoreError } from './walletConnectWallet/walletConnectSession'

type ConnectorConfig = Parameters<CreateConnectorFn>[0]
type Listener = (data: unknown) => void

/** Just the emitter calls the WalletConnect connector makes. */
const fakeEmitter = (uid: string) => {
  const listeners = new Map<string, Set<Listener>>()
  const messages: unknown[] = []
  const emitter = {
    uid,
    on: (event: string, fn: Listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(fn))
    },
    off: (event: string, fn: Listener) => void listeners.get(event)?.delete(fn),
    emit: (event: string, data: object) => {
      if (event === 'message') messages.push(data)
      for (const fn of listeners.get(event) ?? []) fn({ uid, ...data })
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  }
  return { emitter, messages }
}

/** A WalletConnect provider that shows a pairing URI, then fails (e.g. the user closed it). */
const fakeProvider = () => {
  const listeners = new Map<string, Set<Listener>>()
  let attempt = 0
  return {
    session: undefined,
    on: (event: string, fn: Listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(fn))
    },
    removeListener: (event: string, fn: Listener) => void listeners.get(event)?.delete(fn),
    connect: vi.fn(async () => {
      const uri = `wc:pairing-${++attempt}@2`
      for (const fn of listeners.get('display_uri') ?? []) fn(uri)
      throw new Error('Connection closed')
    }),
  }
}

const params = { appName: 'Test', projectId: 'a01b2c3d4e5f60718293a4b5c6d7e8f9' }

describe('getWalletConnectConnector', () => {
  test.each([undefined, '', '  '])('behavior: no connector for project id %j', (projectId) => {
    expect(getWalletConnectConnector({ ...params, projectId })).toBeUndefined()
  })

  test('behavior: a WalletConnect connector without the SDK loaded yet', () => {
    const { emitter } = fakeEmitter('a')
    const config = { chains: [mainnet], emitter, providers: [] } as unknown as ConnectorConfig
    expect(getWalletConnectConnector(params)?.(config)).toMatchObject({
      id: 'walletConnect',
      type: 'walletConnect',
    })
  })

  test('error: a malformed relay URL fails when the config is made, as before the stand-in', () => {
    expect(() =>
      getWalletConnectConnector({ ...params, walletConnectParameters: { relayUrl: 'relay' } }),
    ).toThrow(TypeError)
  })

  test('behavior: behind it, each wallet gets the pairing URI on its own emitter', async () => {
    const provider = fakeProvider()
    const setUp = (uid: string) => {
      const { emitter, messages } = fakeEmitter(uid)
      const config = { chains: [mainnet], emitter, providers: [] } as unknown as ConnectorConfig
      const connector = walletConnectConnector(params.projectId, undefined, false)(config)
      // stands in for the shared EthereumProvider
      connector.getProvider = async () => provider
      return { connector, messages }
    }
    const rainbow = setUp('rainbow')
    const trust = setUp('trust')
    await expect(rainbow.connector.connect()).rejects.toThrow('Connection closed')
    expect(rainbow.messages).toContainEqual({ type: 'display_uri', data: 'wc:pairing-1@2' })
    await expect(trust.connector.connect()).rejects.toThrow('Connection closed')
    expect(trust.messages).toContainEqual({ type: 'display_uri', data: 'wc:pairing-2@2' })
  })
})

/** A provider holding a restored session, whose SDK storage lags behind its memory. */
const restoredProvider = (topic: string) => {
  const storageKey = 'wc@2:client:0.3//session'
  const stored = new Map<string, unknown>([[storageKey, [{ topic }, { topic: 'other' }]]])
  const keys = [topic, 'other']
  const provider = {
    session: { topic } as { topic: string } | undefined,
    on: () => {},
    removeListener: () => {},
    connect: vi.fn(async () => {}),
    // The SDK forgets the session in memory; its write to storage is still pending.
    disconnect: vi.fn(async () => {
      keys.splice(keys.indexOf(topic), 1)
      provider.session = undefined
    }),
    signer: {
      client: {
        session: { keys, storageKey, delete: vi.fn(async () => {}) },
        core: {
          storage: {
            getItem: async (key: string) => stored.get(key),
            setItem: async (key: string, value: unknown) => void stored.set(key, value),
          },
        },
      },
    },
  }
  return { provider, stored: () => stored.get(storageKey) }
}

const connectorWith = (provider: unknown) => {
  const { emitter } = fakeEmitter('wc')
  const config = { chains: [mainnet], emitter, providers: [] } as unknown as ConnectorConfig
  const connector = walletConnectConnector(params.projectId, undefined, false)(config)
  // stands in for the SDK's EthereumProvider, behind the kit's wrappers
  connector.getProvider = async () => provider as never
  return connector
}

describe('walletConnectConnector: sessions', () => {
  test('behavior: a reconnect without a stored session rejects instead of pairing', async () => {
    const provider = fakeProvider()
    const connector = connectorWith(provider)
    await expect(connector.connect({ isReconnecting: true })).rejects.toBeInstanceOf(
      NoSessionToRestoreError,
    )
    expect(provider.connect).not.toHaveBeenCalled()
  })

  test('behavior: a disconnect resolves with the session gone from storage', async () => {
    const { provider, stored } = restoredProvider('dead')
    const connector = connectorWith(provider)
    await connector.disconnect()
    expect(provider.disconnect).toHaveBeenCalled()
    expect(stored()).toEqual([{ topic: 'other' }])
  })
})

describe('walletConnectConnector: a session ended while it is restored', () => {
  const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  /** A restored session that the wallet ends (its delete waiting at the relay) during enable(). */
  const endedDuringRestore = (endIt: boolean) => {
    const provider = {
      session: {
        topic: 'restored',
        namespaces: { eip155: { accounts: [`eip155:1:${ACCOUNT}`] } },
      } as { topic: string } | undefined,
      chainId: 1,
      on: () => {},
      removeListener: () => {},
      connect: vi.fn(async () => {}),
      enable: vi.fn(async () => {
        if (endIt) provider.session = undefined
        return [ACCOUNT]
      }),
    }
    return provider
  }

  /** The connector of a page that asked for mainnet when it paired (wagmi's stored request). */
  const restoringConnector = (provider: unknown) => {
    const { emitter } = fakeEmitter('wc')
    const stored = new Map<string, unknown>([['walletConnect.requestedChains', [mainnet.id]]])
    const storage = { getItem: async (key: string) => stored.get(key), setItem: async () => {} }
    const config = { chains: [mainnet], emitter, providers: [], storage }
    const connector = walletConnectConnector(
      params.projectId,
      undefined,
      false,
    )(config as unknown as ConnectorConfig)
    connector.getProvider = async () => provider as never
    return connector
  }

  test('behavior: a reconnect whose session ends meanwhile rejects, so wagmi shows it disconnected', async () => {
    const provider = endedDuringRestore(true)
    const connector = restoringConnector(provider)
    await expect(connector.connect({ isReconnecting: true })).rejects.toBeInstanceOf(
      NoSessionToRestoreError,
    )
    expect(provider.connect).not.toHaveBeenCalled() // and no new pairing was started
  })

  test('behavior: a session that is still there is restored', async () => {
    const provider = endedDuringRestore(false)
    const connector = restoringConnector(provider)
    await expect(connector.connect({ isReconnecting: true })).resolves.toMatchObject({
      accounts: [ACCOUNT],
      chainId: 1,
    })
  })
})
