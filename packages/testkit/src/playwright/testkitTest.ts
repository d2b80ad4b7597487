// The Playwright entry's `test`: local anvil chains per worker, a chain snapshot reverted after
// every test, and a TestWallet installed in the page before the test navigates. Everything here
// is composition of startChains and TestWallet; the wallet's behaviour lives in TestWallet.
import {
  test as base,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test'
import { rpc } from '../chains/rpc'
import { type LocalChains, type StartChainsOptions, startChains } from '../chains/startChains'
import { TestWallet, type TestWalletOptions } from '../testWallet/TestWallet'

/**
 * What the "user" does with one call of a method: approve it (what happens to any call not
 * scripted), reject it (4001), or fail it (`'fail'` is -32603, or give the code and message).
 */
export type ScriptedOutcome = 'approve' | 'reject' | 'fail' | { fail: number; message?: string }

/**
 * Outcomes per method, consumed in order by its next calls: `{ personal_sign: 'reject' }`, or a
 * sequence `{ eth_requestAccounts: ['reject', 'approve', 'reject'] }`. A record rather than a list,
 * because Playwright reads an array option whose second item is an object as [value, options].
 */
export type ScriptedOutcomes = Readonly<
  Record<string, ScriptedOutcome | readonly ScriptedOutcome[]>
>

/** Worker options: changing one with test.use() starts a worker with its own chains. */
export type TestkitWorkerOptions = {
  /** One anvil per chain id. Default [1] (Ethereum, with the dev ENS names). */
  chainIds: readonly number[]
  /** Chain i listens on portBase + i; parallel worker n adds n × chainIds.length. Default 8545. */
  portBase: number
  /** The rest of startChains' options: host, blockTime, ensProfiles, portVariable. */
  chainOptions: Omit<StartChainsOptions, 'chainIds' | 'portBase'>
}

export type TestkitWorkerFixtures = TestkitWorkerOptions & {
  /** This worker's chains, started once and stopped when the worker ends. */
  chains: LocalChains
  /** Chain id → RPC URL of this worker's chains (what the wallet forwards to). */
  rpcUrls: Readonly<Record<number, string>>
}

/** Test options, per file or describe block with test.use(). */
export type TestkitTestOptions = {
  /** Overrides for the wallet: chainId (default chainIds[0]), privateKey, info, … */
  walletOptions: Partial<TestWalletOptions>
  /** Outcomes scripted before the page loads; the TestWallet API scripts more during the test. */
  walletOutcomes: ScriptedOutcomes
  /** evm_snapshot before each test and evm_revert after it. Default true. */
  isolateChains: boolean
}

export type TestkitFixtures = TestkitTestOptions & {
  /** Automatic: the snapshot and revert of isolateChains. */
  chainSnapshot: undefined
  /** A TestWallet announced through EIP-6963, installed before the test's first page.goto(). */
  wallet: TestWallet
}

export type TestkitOptions = TestkitWorkerOptions & TestkitTestOptions

const DEFAULT_PORT_BASE = 8545

// Annotated so the published declarations name @playwright/test (the peer) and nothing behind it.
export const test: TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & TestkitFixtures,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions & TestkitWorkerFixtures
> = base.extend<TestkitFixtures, TestkitWorkerFixtures>({
  chainIds: [[1], { scope: 'worker', option: true }],
  portBase: [DEFAULT_PORT_BASE, { scope: 'worker', option: true }],
  chainOptions: [{}, { scope: 'worker', option: true }],

  chains: [
    async ({ chainIds, portBase, chainOptions }, use, workerInfo) => {
      const chains = await startChains({
        portVariable: 'the portBase option (test.use({ portBase }))',
        ...chainOptions,
        chainIds,
        portBase: portBase + workerInfo.parallelIndex * chainIds.length,
      })
      try {
        await use(chains)
      } finally {
        await chains.stop()
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  rpcUrls: [
    async ({ chains }, use) => {
      await use(Object.fromEntries(chains.chains.map((chain) => [chain.chainId, chain.rpcUrl])))
    },
    { scope: 'worker' },
  ],

  walletOptions: [{}, { option: true }],
  walletOutcomes: [{}, { option: true }],
  isolateChains: [true, { option: true }],

  chainSnapshot: [
    async ({ rpcUrls, isolateChains, chainOptions }, use) => {
      const urls = Object.values(rpcUrls)
      if (!isolateChains || urls.length === 0) {
        await use(undefined)
        return
      }
      // anvil drops a snapshot once it is reverted to, so every test takes its own.
      const ids = await Promise.all(urls.map((url) => rpc<string>(url, 'evm_snapshot')))
      await use(undefined)
      await Promise.all(urls.map((url, i) => rpc(url, 'evm_revert', [ids[i]])))
      // A test that paused mining must not leave the next one waiting for blocks.
      if (chainOptions.blockTime === undefined) {
        await Promise.all(urls.map((url) => rpc(url, 'evm_setAutomine', [true])))
      }
    },
    { auto: true },
  ],

  wallet: async ({ page, rpcUrls, chainIds, walletOptions, walletOutcomes }, use) => {
    const wallet = new TestWallet(page, { rpcUrls, chainId: chainIds[0], ...walletOptions })
    for (const [method, outcomes] of Object.entries(walletOutcomes)) {
      for (const outcome of isSequence(outcomes) ? outcomes : [outcomes]) {
        script(wallet, method, outcome)
      }
    }
    await wallet.install()
    await use(wallet)
  },
})

function isSequence(
  outcomes: ScriptedOutcome | readonly ScriptedOutcome[],
): outcomes is readonly ScriptedOutcome[] {
  return Array.isArray(outcomes)
}

/** Queues one outcome with the TestWallet API (an approval is a hold approved in advance). */
function script(wallet: TestWallet, method: string, outcome: ScriptedOutcome): void {
  if (outcome === 'approve') wallet.holdNext(method).approve()
  else if (outcome === 'reject') wallet.rejectNext(method)
  else if (outcome === 'fail') wallet.failNext(method)
  else wallet.failNext(method, outcome.fail, outcome.message)
}
