// A throwaway redis-server for the attack benchmark's Redis run: loopback, a free port, no
// persistence, ready once it answers PING, stopped by its own PID.
import { spawn } from 'node:child_process'
import { createConnection } from 'node:net'
import { freePort } from './freePort'

const READY_TIMEOUT_MS = 10_000
const POLL_MS = 50

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (chunk) => done(chunk.toString('latin1').startsWith('+PONG')))
  })
}

export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort()
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
  const child = spawn('redis-server', args, { stdio: 'ignore' })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGTERM')
    await exited
  }
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('setup: redis-server exited (is it installed?)')
    if (await ping(port)) return { url: `redis://127.0.0.1:${port}`, stop }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  await stop()
  throw new Error(`setup: redis-server did not answer PING on port ${port}`)
}
