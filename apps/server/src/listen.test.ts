// Covers listening for real on loopback: the URL it reports and a clear error for a taken port.
import { createServer, type Server } from 'node:net'
import { PortInUseError } from '@gatehouse/testkit/config'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from './app'
import { listen } from './listen'

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
