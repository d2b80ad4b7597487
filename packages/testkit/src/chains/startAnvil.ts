// One anvil process per chain id, from the npm package @foundry-rs/anvil-linux-amd64 (never the
// @foundry-rs/anvil wrapper: its other-platform packages break `npm ci`; docs/testing.md, "Local
// chains").
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { isPortFree } from './isPortFree'
import { PortInUseError } from './PortInUseError'
import { rpc } from './rpc'

export type AnvilNode = {
  chainId: number
  port: number
  rpcUrl: string
  pid: number
  /** SIGTERM to this node's PID, SIGKILL if it is still there after 2 s. Safe to call twice. */
  stop(): Promise<void>
}

export type StartAnvilOptions = {
  host?: string
  /** Interval mining in seconds; without it anvil automines (one block per transaction). */
  blockTime?: number
  /** The variable a PortInUseError tells the user to change. */
  portVariable?: string
  readyTimeoutMs?: number
}

const STOP_GRACE_MS = 2_000
const READY_POLL_MS = 25

function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  try {
    return require.resolve('@foundry-rs/anvil-linux-amd64/bin/anvil')
  } catch (cause) {
    throw new Error(
      'anvil not found: install the optional dependency @foundry-rs/anvil-linux-amd64 (Linux x64 only)',
      { cause },
    )
  }
}

export async function startAnvil(
  chainId: number,
  port: number,
  options: StartAnvilOptions = {},
): Promise<AnvilNode> {
  const { host = '127.0.0.1', blockTime, portVariable = 'RPC_PORT_BASE' } = options
  // Checked before spawning: a stale node on this port would pass the readiness probe below.
  if (!(await isPortFree(port, host))) {
    throw new PortInUseError({ port, chainId, variable: portVariable, host })
  }
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId), '--silent']
  if (blockTime !== undefined) args.push('--block-time', String(blockTime))
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  const watched = watch(child)
  const node: AnvilNode = {
    chainId,
    port,
    rpcUrl: `http://${host}:${port}`,
    pid: child.pid ?? -1,
    stop: () => stopChild(child, watched.closed),
  }
  try {
    await waitUntilReady(node, watched, options.readyTimeoutMs ?? 15_000)
    return node
  } catch (error) {
    await node.stop()
    throw error
  }
}

type Watched = { closed: Promise<void>; failure(): string | undefined }

/** Tracks how the child ended; also drains stderr so anvil never blocks on a full pipe. */
function watch(child: ChildProcess): Watched {
  let stderr = ''
  let spawnError: Error | undefined
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2_000)
  })
  child.on('error', (error) => {
    spawnError = error
  })
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
  return {
    closed,
    failure() {
      if (spawnError) return spawnError.message
      if (child.exitCode === null && child.signalCode === null) return undefined
      const how = `exited with ${child.exitCode ?? child.signalCode}`
      return stderr.trim() ? `${how}: ${stderr.trim()}` : how
    },
  }
}

async function stopChild(child: ChildProcess, closed: Promise<void>) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
  await closed
  clearTimeout(timer)
}

async function waitUntilReady(node: AnvilNode, watched: Watched, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    // Our own process must still be alive, or whatever answers the probe is not our node.
    const failure = watched.failure()
    if (failure) throw new Error(`anvil for chain ${node.chainId} did not start: ${failure}`)
    try {
      if (Number(await rpc<string>(node.rpcUrl, 'eth_chainId')) === node.chainId) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(
        `anvil for chain ${node.chainId} not ready on ${node.rpcUrl} after ${timeoutMs} ms`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS))
  }
}
