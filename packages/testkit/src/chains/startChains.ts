// The local stack's chains: one seeded anvil per chain id, started and stopped as a unit so a
// failure half-way never leaves a node behind.
import { mainnet } from 'viem/chains'
import { DEV_ENS_PROFILES, type EnsProfile } from './devEnsProfiles'
import { assertPortsFree } from './isPortFree'
import { seedBatchExecutor } from './seedBatchExecutor'
import { seedEns } from './seedEns'
import { seedMulticall3 } from './seedMulticall3'
import { seedTestToken } from './seedTestToken'
import { type AnvilNode, startAnvil } from './startAnvil'

export type LocalChain = { chainId: number; port: number; rpcUrl: string; pid: number }

export type LocalChains = {
  chains: LocalChain[]
  /** Stops every node this call started, by PID. */
  stop(): Promise<void>
}

export type StartChainsOptions = {
  chainIds: readonly number[]
  /** Chain i listens on portBase + i. */
  portBase: number
  host?: string
  /** The variable that moves portBase, named in PortInUseError. */
  portVariable?: string
  /** Seeded on chain 1 only (where viem looks for ENS). */
  ensProfiles?: readonly EnsProfile[]
  blockTime?: number
}

export async function startChains(options: StartChainsOptions): Promise<LocalChains> {
  const { chainIds, portBase, host = '127.0.0.1', portVariable = 'RPC_PORT_BASE' } = options
  const claims = chainIds.map((chainId, i) => ({
    chainId,
    port: portBase + i,
    variable: portVariable,
  }))
  // All ports before any spawn: the usual failure then costs milliseconds and starts nothing.
  await assertPortsFree(claims, host)

  const settled = await Promise.allSettled(
    claims.map(({ chainId, port }) =>
      startAnvil(chainId, port, { host, portVariable, blockTime: options.blockTime }),
    ),
  )
  const nodes = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = () => stopAll(nodes)
  const failed = settled.find((result) => result.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }

  try {
    await Promise.all(
      nodes.flatMap((node) => [
        seedMulticall3(node.rpcUrl),
        seedTestToken(node.rpcUrl),
        seedBatchExecutor(node.rpcUrl),
      ]),
    )
    const ensChain = nodes.find((node) => node.chainId === mainnet.id)
    if (ensChain) await seedEns(ensChain.rpcUrl, options.ensProfiles ?? DEV_ENS_PROFILES)
  } catch (error) {
    await stop()
    throw error
  }

  return {
    chains: nodes.map(({ chainId, port, rpcUrl, pid }) => ({ chainId, port, rpcUrl, pid })),
    stop,
  }
}

async function stopAll(nodes: readonly AnvilNode[]) {
  await Promise.all(nodes.map((node) => node.stop()))
}
