// Covers listening for real on loopback: the URL it reports, a clear error for a taken port, and
// the server's limits (issue 24): a client that never finishes its headers is cut off, and
// connections past the cap are dropped. Each waits for the event (the socket closing), not a time.
import { connect, createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from './app'
import { listen, PortInUseError, SERVER_LIMITS } from './listen'

/** A raw TCP client to the running server; resolves once connected. */
function rawClient(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.once('error', reject)
  })
}

/** What the server sent before it closed the socket. */
function untilClosed(socket: Socket): Promise<string> {
  let received = ''
  socket.on('data', (chunk) => {
    received += chunk.toString()
  })
  socket.on('error', () => {})
  return new Promise((resolve) => socket.once('close', () => resolve(received)))
}

const PORT = 4591
let blocker: Server

beforeAll(async () => {
  blocker = createServer()
  await new Promise<void>((resolve) => blocker.listen(PORT, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())))

describe('listen', () => {
  test('behavior: serves the app and reports its URL; close() frees the port', async () => {
    const server = await listen(createApp(), { port: PORT + 1, host: '127.0.0.1' })
    expect(server.url).toBe(`http://127.0.0.1:${PORT + 1}`)
    const res = await fetch(`${server.url}/healthz`)
    expect(await res.json()).toEqual({ ok: true })
    await server.close()
    const again = await listen(createApp(), { port: PORT + 1, host: '127.0.0.1' })
    await again.close()
  })

  test('error: a taken port names the port and PORT', async () => {
    const error = await listen(createApp(), { port: PORT, host: '127.0.0.1' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(PortInUseError)
    expect((error as PortInUseError).message).toBe(
      `Port ${PORT} is already in use on 127.0.0.1. Stop whatever holds it, or set PORT to another port.`,
    )
  })
})

describe('server limits', () => {
  test('behavior: the defaults are tight and documented (headers 10 s, request 30 s, 2,000 sockets)', () => {
    expect(SERVER_LIMITS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 2_000,
      checkIntervalMs: 1_000,
    })
  })

  test('error: a client that never finishes its headers gets 408 and is cut off', async () => {
    const server = await listen(createApp(), {
      port: PORT + 2,
      host: '127.0.0.1',
      limits: { headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 50 },
    })
    try {
      const socket = await rawClient(PORT + 2)
      const closed = untilClosed(socket)
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')
      expect(await closed).toMatch(/^HTTP\/1\.1 408 /)
    } finally {
      await server.close()
    }
  })

  test('error: connections past maxConnections are dropped; the ones inside still work', async () => {
    const server = await listen(createApp(), {
      port: PORT + 3,
      host: '127.0.0.1',
      limits: { maxConnections: 2 },
    })
    const held: Socket[] = []
    try {
      held.push(await rawClient(PORT + 3), await rawClient(PORT + 3))
      const extra = await rawClient(PORT + 3)
      const closed = untilClosed(extra)
      extra.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
      expect(await closed).toBe('')
      const [first] = held
      const answered = untilClosed(first as Socket)
      first?.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
      expect(await answered).toMatch(/^HTTP\/1\.1 200 /)
    } finally {
      for (const socket of held) socket.destroy()
      await server.close()
    }
  })
})
