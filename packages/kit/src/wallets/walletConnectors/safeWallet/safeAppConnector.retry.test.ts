// The Safe App connector's Safe Apps SDK (an optional peer, imported on first use) is imported
// again after a failed import, as a chunk request that failed once (after a deploy, the network
// down for a moment) succeeds later. The SDK module is wrapped so that its first import fails (a
// stand-in for the network, which cannot fail on cue here); the real module loads after that. A
// file of its own: a module's first import can fail only once per module graph.
import { expect, test, vi } from 'vitest'
import type { CreateConnectorFn } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { safeAppOf } from './safeAppAccess'
import { safeAppConnector } from './safeAppConnector'

const imports = vi.hoisted(() => ({ count: 0, fail: 1 }))
vi.mock('@safe-global/safe-apps-sdk', async (importOriginal) => {
  imports.count++
  if (imports.fail > 0) {
    imports.fail--
    throw new TypeError('Failed to fetch dynamically imported module')
  }
  return importOriginal()
})

type ConnectorConfig = Parameters<CreateConnectorFn>[0]
const config = { chains: [mainnet], emitter: { emit: vi.fn() } } as unknown as ConnectorConfig

test('behavior: a Safe Apps SDK whose import failed is imported again by the next use', async () => {
  const connector = safeAppConnector({ allowedDomains: [], infoTimeoutMs: 1_000 })(config)
  const access = safeAppOf(connector)
  expect(access).toBeDefined()
  // (Vitest wraps the factory's error in its own message; the import failed either way.)
  await expect(access!.sdk()).rejects.toThrow()
  // Before, the failed import was kept, and every later use of this connector failed with it.
  const sdk = await access!.sdk()
  expect(typeof sdk.safe.getInfo).toBe('function')
  expect(imports.count).toBe(2)
  // Once created, the same SDK instance serves every later use.
  expect(await access!.sdk()).toBe(sdk)
})
