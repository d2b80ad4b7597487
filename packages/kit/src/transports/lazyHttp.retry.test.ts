// @vitest-environment node
// A transport whose code failed to load (a chunk gone after a deploy, the network down for a
// moment) loads it again on the next attempt. The module lazyHttp loads is wrapped so that its
// first import fails as a chunk request does (a stand-in for the network, which cannot fail on
// cue here); the real module runs after that. A file of its own: a module's first import can fail
// only once per module graph.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient } from 'viem'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { mainnet } from 'wagmi/chains'
import { lazyHttp } from './lazyHttp'

const imports = vi.hoisted(() => ({ count: 0, fail: 1 }))
vi.mock('./httpTransport', async (importOriginal) => {
  imports.count++
  if (imports.fail > 0) {
    imports.fail--
    throw new TypeError('Failed to fetch dynamically imported module')
  }
  return importOriginal()
})

let server: Server
let url: string

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 0, result: '0x1' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('behavior: a chunk that failed to load is loaded again by the next attempt', async () => {
  const client = createClient({ chain: mainnet, transport: lazyHttp(url, { retryCount: 0 }) })
  // (Vitest wraps the factory's error in its own message; the import failed either way.)
  await expect(client.request({ method: 'eth_chainId' })).rejects.toThrow()
  expect(imports.count).toBe(1)
  // Before, the failed import was kept, and every later request of this transport failed with it.
  await expect(client.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
  expect(imports.count).toBe(2)
})
