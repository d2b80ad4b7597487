// Covers the local chains with real anvil processes: start, Multicall3, test ERC-20 and ENS seeding as viem
// reads them, a taken port, and that stop() leaves nothing running. Ports 4401+ keep clear of
// `npm start` (8545) and e2e (4201).
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { createPublicClient, http } from 'viem'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, onTestFinished, test, vi } from 'vitest'
import { TEST_TOKEN, testTokenAbi } from '../contracts/testToken'
import { DEV_ACCOUNTS } from './devAccounts'
import { DEV_ENS_PROFILES } from './devEnsProfiles'
import { isPortFree } from './isPortFree'
import { PortInUseError } from './PortInUseError'
import { rpc } from './rpc'
import { MULTICALL3_ADDRESS } from './seedMulticall3'
import { TEST_TOKEN_DEV_BALANCE } from './seedTestToken'
import { type LocalChains, startChains } from './startChains'

// The real spawn, watched: a taken port must be found before any node is started.
vi.mock('node:child_process', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:child_process')>()
  return { ...actual, spawn: vi.fn(actual.spawn) }
})

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const occupy = (port: number) =>
  new Promise<Server>((resolve) => {
    const server = createServer()
    server.listen(port, '127.0.0.1', () => resolve(server))
  })

describe('given two local chains', () => {
  let local: LocalChains

  beforeAll(async () => {
    local = await startChains({ chainIds: [1, 137], portBase: 4401 })
  }, 30_000)

  afterAll(async () => {
    await local?.stop()
  })

  test('behavior: chain i listens on portBase + i with its chain id', async () => {
    expect(local.chains.map(({ chainId, port, rpcUrl }) => ({ chainId, port, rpcUrl }))).toEqual([
      { chainId: 1, port: 4401, rpcUrl: 'http://127.0.0.1:4401' },
      { chainId: 137, port: 4402, rpcUrl: 'http://127.0.0.1:4402' },
    ])
    for (const chain of local.chains) {
      expect(Number(await rpc<string>(chain.rpcUrl, 'eth_chainId'))).toBe(chain.chainId)
    }
  })

  test('behavior: the dev accounts are the node accounts', async () => {
    const accounts = await rpc<string[]>('http://127.0.0.1:4401', 'eth_accounts')
    expect(accounts.map((a) => a.toLowerCase())).toEqual(DEV_ACCOUNTS.map((a) => a.toLowerCase()))
  })

  test('behavior: Multicall3 is deployed on every chain', async () => {
    for (const chain of local.chains) {
      const code = await rpc<string>(chain.rpcUrl, 'eth_getCode', [MULTICALL3_ADDRESS, 'latest'])
      expect(code.length).toBeGreaterThan(2)
    }
  })

  test('behavior: ENS names and avatars resolve through viem on chain 1', async () => {
    const client = createPublicClient({ chain: mainnet, transport: http('http://127.0.0.1:4401') })
    for (const profile of DEV_ENS_PROFILES) {
      expect(await client.getEnsName({ address: profile.address })).toBe(profile.name)
      expect(await client.getEnsAddress({ name: profile.name })).toBe(profile.address)
      expect(await client.getEnsText({ name: profile.name, key: 'avatar' })).toBe(profile.avatar)
      expect(await client.getEnsAvatar({ name: profile.name })).toBe(profile.avatar)
    }
    expect(await client.getEnsName({ address: DEV_ACCOUNTS[5] })).toBeNull()
  })

  test('behavior: the test ERC-20 answers its symbol and decimals, and funds the dev accounts, on every chain', async () => {
    for (const chain of local.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const read = <T>(functionName: 'name' | 'symbol' | 'decimals') =>
        client.readContract({
          address: TEST_TOKEN.address,
          abi: testTokenAbi,
          functionName,
        }) as Promise<T>
      expect(await read('name')).toBe(TEST_TOKEN.name)
      expect(await read('symbol')).toBe(TEST_TOKEN.symbol)
      expect(await read('decimals')).toBe(TEST_TOKEN.decimals)
      for (const holder of [DEV_ACCOUNTS[0], DEV_ACCOUNTS[9]]) {
        const balance = await client.readContract({
          address: TEST_TOKEN.address,
          abi: testTokenAbi,
          functionName: 'balanceOf',
          args: [holder],
        })
        expect(balance).toBe(TEST_TOKEN_DEV_BALANCE)
      }
      const supply = await client.readContract({
        address: TEST_TOKEN.address,
        abi: testTokenAbi,
        functionName: 'totalSupply',
      })
      expect(supply).toBe(TEST_TOKEN_DEV_BALANCE * BigInt(DEV_ACCOUNTS.length))
    }
  })

  test('behavior: seeding leaves the accounts tests use at nonce 0', async () => {
    const nonce = await rpc<string>('http://127.0.0.1:4401', 'eth_getTransactionCount', [
      DEV_ACCOUNTS[0],
      'latest',
    ])
    expect(Number(nonce)).toBe(0)
  })
})

describe('given a taken port', () => {
  test('error: PortInUseError names the port, the chain and the variable; nothing keeps running', async () => {
    const blocker = await occupy(4452)
    try {
      vi.mocked(spawn).mockClear()
      const error = await startChains({
        chainIds: [1, 137, 10],
        portBase: 4451,
        portVariable: 'E2E_RPC_PORT_BASE',
      }).catch((e: unknown) => e)
      // Every port is checked before any node starts, so this failure starts nothing (and costs
      // no node's start-up time): asserted on the cause, not on how long it took.
      expect(spawn).not.toHaveBeenCalled()
      expect(error).toBeInstanceOf(PortInUseError)
      const portError = error as PortInUseError
      expect(portError).toMatchObject({ port: 4452, chainId: 137, variable: 'E2E_RPC_PORT_BASE' })
      expect(portError.message).toContain('4452')
      expect(portError.message).toContain('chain 137')
      expect(portError.message).toContain('E2E_RPC_PORT_BASE')
      expect(await isPortFree(4451)).toBe(true)
      expect(await isPortFree(4453)).toBe(true)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })
})

describe('after stop()', () => {
  test('behavior: every node has exited and its port is free', async () => {
    vi.mocked(spawn).mockClear()
    const local = await startChains({ chainIds: [10, 42161], portBase: 4471 })
    // A failed assertion before stop() must not leave the nodes holding their ports for the next run.
    onTestFinished(() => local.stop())
    // One process per chain, seen by the watched spawn (so "not called" above means something).
    expect(spawn).toHaveBeenCalledTimes(2)
    const pids = local.chains.map((chain) => chain.pid)
    expect(pids.every(isRunning)).toBe(true)
    await local.stop()
    expect(pids.some(isRunning)).toBe(false)
    expect(await isPortFree(4471)).toBe(true)
    expect(await isPortFree(4472)).toBe(true)
  }, 30_000)
})
