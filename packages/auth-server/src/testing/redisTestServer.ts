// Test-only: a throwaway redis-server for the Redis store tests, on a free loopback port, with no
// persistence (--save '' --appendonly no), ready once it answers PING, stopped by its own PID.
// The fault test asks for a given port and an append-only file in its own folder instead, so a
// server stopped and started again there still holds what it held.
// A missing redis-server is an error, not a skip: .ci/run installs Debian's package.
import { type ChildProcess, spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach } from 'vitest'

export type TestRedisServer = { url: string; port: number; pid: number; stop(): Promise<void> }

const READY_TIMEOUT_MS = 10_000

export const REDIS_SERVER_MISSING =
  'redis-server is not on PATH: the Redis store tests need it ' +
  '(Debian: apt-get install redis-server; .ci/run installs it when missing)'

function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue
    const candidate = path.join(dir, name)
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {}
  }
  return undefined
}

/** A loopback port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    let reply = ''
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(500, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1')
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'))
    })
  })
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

export type RedisServerOptions = {
  /** Default: a free port. */
  port?: number
  /** Keep the data in an append-only file in this folder (every write synced), to restart on. */
  persistDir?: string
}

async function startOnce(
  bin: string,
  port: number,
  persistDir: string | undefined,
): Promise<TestRedisServer | string> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '']
  if (persistDir) args.push('--appendonly', 'yes', '--appendfsync', 'always', '--dir', persistDir)
  else args.push('--appendonly', 'no', '--dir', tmpdir())
  args.push('--loglevel', 'warning')
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const pid = child.pid
  const stop = async () => {
    if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return
    const gone = exited(child)
    process.kill(pid, 'SIGTERM')
    const timer = setTimeout(() => child.exitCode === null && process.kill(pid, 'SIGKILL'), 3000)
    await gone
    clearTimeout(timer)
  }
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || pid === undefined) return `redis-server exited: ${output}`
    if (await ping(port)) return { url: `redis://127.0.0.1:${port}`, port, pid, stop }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await stop()
  return `redis-server did not answer PING on port ${port}: ${output}`
}

/** Starts redis-server; throws a clear error when it is not installed or will not start. */
export async function startRedisServer(options: RedisServerOptions = {}): Promise<TestRedisServer> {
  const bin = findOnPath('redis-server')
  if (!bin) throw new Error(REDIS_SERVER_MISSING)
  let failure = ''
  // The free port may be taken between choosing and binding it: try a few.
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = await startOnce(bin, options.port ?? (await freePort()), options.persistDir)
    if (typeof started !== 'string') return started
    failure = started
  }
  throw new Error(failure)
}

/**
 * Starts a redis-server for the enclosing describe (or file) and stops it after. If it cannot
 * start, every test fails with the reason (a failing beforeAll alone would only skip them).
 */
export function useRedisServer(): () => TestRedisServer {
  let server: TestRedisServer | undefined
  let failure: unknown
  beforeAll(async () => {
    try {
      server = await startRedisServer()
    } catch (error) {
      failure = error
    }
  })
  beforeEach(() => {
    if (failure) throw failure
  })
  afterAll(async () => {
    await server?.stop()
  })
  return () => {
    if (!server) throw failure ?? new Error('redis-server is not started yet')
    return server
  }
}
