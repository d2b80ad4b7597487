// Covers the public surface: every entry point's export names, so a rename or a dropped export is
// a visible snapshot change. Type-only exports are not listed (they have no run-time name).
import { expect, test } from 'vitest'
import * as config from './config'
import * as index from './index'
import * as playwright from './playwright'
import * as safe from './safe'
import * as wallet from './wallet'
import * as walletconnect from './walletconnect'

const names = (module: object) => Object.keys(module).sort()

test('behavior: @gatehouse/testkit exports', () => {
  expect(names(index)).toMatchInlineSnapshot(`
    [
      "BATCH_EXECUTOR_ADDRESS",
      "DEFAULT_WALLET_INFO",
      "DEMO_CHAIN_IDS",
      "DEV_ACCOUNTS",
      "DEV_ENS_PROFILES",
      "DEV_PRIVATE_KEYS",
      "ENS_UNIVERSAL_RESOLVER_ADDRESS",
      "MULTICALL3_ADDRESS",
      "PortInUseError",
      "ProviderError",
      "RpcError",
      "SEEDER_ACCOUNT",
      "TESTNET_CHAIN_ID",
      "TEST_SMART_WALLET_FACTORY_ADDRESS",
      "TEST_TOKEN",
      "TEST_TOKEN_DEV_BALANCE",
      "TestWallet",
      "assertPortsFree",
      "batchExecutorAbi",
      "chainName",
      "counterfactualSmartWallet",
      "deploySmartWallet",
      "ensureSmartWalletFactory",
      "isPortFree",
      "loadTestContract",
      "rpc",
      "seedBatchExecutor",
      "seedEns",
      "seedMulticall3",
      "seedTestToken",
      "signAsSmartWallet",
      "smartWalletAddress",
      "startAnvil",
      "startChains",
      "testSmartWalletAbi",
      "testSmartWalletFactoryAbi",
      "testTokenAbi",
    ]
  `)
})

test('behavior: @gatehouse/testkit/config exports', () => {
  expect(names(config)).toMatchInlineSnapshot(`
    [
      "CHROMIUM_ARGS",
      "CHROMIUM_PATH",
      "DEMO_CHAIN_IDS",
      "PortInUseError",
      "TESTNET_CHAIN_ID",
      "assertPortsFree",
      "chainName",
      "isPortFree",
    ]
  `)
})

test('behavior: @gatehouse/testkit/playwright exports', () => {
  expect(names(playwright)).toMatchInlineSnapshot(`
    [
      "PageErrorGuard",
      "assertPageErrorVerdict",
      "expect",
      "pageErrorsFixture",
      "test",
      "watchCspViolations",
    ]
  `)
})

test('behavior: @gatehouse/testkit/safe exports', () => {
  expect(names(safe)).toMatchInlineSnapshot(`
    [
      "SAFE_HOST_VERSION",
      "SafeLedger",
      "TEST_SAFE_OWNERS",
      "TEST_SAFE_OWNER_KEYS",
      "UnknownSafeTxError",
      "deployTestSafe",
      "signAsTestSafe",
      "startSafeHost",
      "testSafeAbi",
    ]
  `)
})

test('behavior: @gatehouse/testkit/wallet exports', () => {
  expect(names(wallet)).toMatchInlineSnapshot(`
    [
      "DEFAULT_WALLET_INFO",
      "ProviderError",
      "TestWallet",
    ]
  `)
})

test('behavior: @gatehouse/testkit/walletconnect exports', () => {
  expect(names(walletconnect)).toMatchInlineSnapshot(`
    [
      "NodeWalletConnectWallet",
      "startRelay",
      "startVerifyServer",
    ]
  `)
})
