// The on-demand gate for SDK-backed connectors: reconnect must not load an SDK the visitor never
// chose, and must still restore a stored session of that connector.

import { describe, expect, test, vi } from 'vitest'
import { createConnector, createStorage } from 'wagmi'
import { loadSdkOnDemand } from './loadSdkOnDemand'

function sdkConnector(loads: string[]) {
  return createConnector(() => ({
    id: 'sdkWallet',
    name: 'SDK Wallet',
    type: 'sdk',
    async connect() {
      await this.getProvider()
      return { accounts: [], chainId: 1 } as never
    },
    async disconnect() {},
    async getAccounts() {
      return []
    },
    async getChainId() {
      return 1
    },
    async getProvider() {
      loads.push('sdk') // stands for `await import('<the SDK>')`
      return {}
    },
    async isAuthorized() {
      return true
    },
    async setup() {
      await this.getProvider()
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))
}

function memoryStorage(recent?: string) {
  const map = new Map<string, string>()
  const storage = createStorage({
    storage: {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    },
  })
  if (recent) map.set('wagmi.recentConnectorId', JSON.stringify(recent))
  return storage
}

const setup = (recent?: string) => {
  const loads: string[] = []
  const connector = loadSdkOnDemand(sdkConnector(loads))({
    chains: [{ id: 1 }] as never,
    emitter: { emit: vi.fn(), on: vi.fn(), off: vi.fn() } as never,
    providers: [],
    storage: memoryStorage(recent),
    transports: {},
  })
  return { loads, connector }
}

describe('loadSdkOnDemand', () => {
  test('behavior: reconnect probing loads nothing for a wallet never chosen', async () => {
    const { loads, connector } = setup()
    expect(await connector.getProvider()).toBeUndefined()
    expect(await connector.isAuthorized()).toBe(false)
    expect(loads).toEqual([])
  })

  test('behavior: choosing the wallet loads its SDK', async () => {
    const { loads, connector } = setup()
    await connector.connect()
    expect(loads).toEqual(['sdk'])
    expect(await connector.getProvider()).toEqual({})
  })

  test('behavior: a stored session of this connector is restored', async () => {
    const { loads, connector } = setup('sdkWallet')
    expect(await connector.isAuthorized()).toBe(true)
    expect(await connector.getProvider()).toEqual({})
    expect(loads).toEqual(['sdk'])
  })

  test('behavior: another connector’s session does not load this SDK', async () => {
    const { loads, connector } = setup('injected')
    expect(await connector.getProvider()).toBeUndefined()
    expect(loads).toEqual([])
  })

  test('behavior: setup runs only for a wanted connector', async () => {
    const fresh = setup()
    await fresh.connector.setup?.()
    expect(fresh.loads).toEqual([])
    const restoring = setup('sdkWallet')
    await restoring.connector.setup?.()
    expect(restoring.loads).toEqual(['sdk'])
  })
})
