// @vitest-environment node
// lazyHttp against a JSON-RPC server on 127.0.0.1: what viem's http transport answers, with the
// transport's code imported by the first request. The import is counted by wrapping the module
// lazyHttp loads (a spy, not a stand-in: the real module runs).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient, type HttpTransport, http, UrlRequiredError } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { mainnet } from 'wagmi/chains'
import { lazyHttp } from './lazyHttp'

const imports = vi.hoisted(() => ({ count: 0 }))
vi.mock('./httpTransport', async (importOriginal) => {
  imports.count++
  return importOriginal()
})

let server: Server
let url: string

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      if (method === 'eth_chainId') {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x1' }))
      } else response.writeHead(500).end('down')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The transport's answer to one request, or the error it threw. */
async function outcome(transport: HttpTransport, method: string) {
  const client = createClient({ chain: mainnet, transport })
  return client.request({ method: method as 'eth_chainId' }).then(
    (result) => ({ result }),
    (error: Error) => ({ error: error.name }),
  )
}

describe('lazyHttp', () => {
  test('behavior: the transport code loads with the first request, not before', async () => {
    const client = createClient({ chain: mainnet, transport: lazyHttp(url) })
    expect(imports.count).toBe(0)
    await expect(client.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    await client.request({ method: 'eth_chainId' })
    expect(imports.count).toBe(1)
  })

  test('behavior: answers and errors as viem http does', async () => {
    for (const method of ['eth_chainId', 'eth_blockNumber']) {
      expect(await outcome(lazyHttp(url, { retryCount: 0 }), method)).toEqual(
        await outcome(http(url, { retryCount: 0 }), method),
      )
    }
    expect(await outcome(lazyHttp(url, { retryCount: 0 }), 'eth_blockNumber')).toEqual({
      error: 'HttpRequestError',
    })
  })

  test('behavior: what is read without a request matches http (type, key, URL for WalletConnect)', () => {
    const lazy = createClient({ chain: mainnet, transport: lazyHttp(url) }).transport
    const eager = createClient({ chain: mainnet, transport: http(url) }).transport
    const fields = ['type', 'key', 'name', 'url', 'retryCount', 'retryDelay', 'timeout'] as const
    for (const field of fields) expect(lazy[field], field).toEqual(eager[field])
    // wagmi's extractRpcUrls (WalletConnect's RPC map) reads value.url; no URL: the chain's own
    expect(lazyHttp(url)({ chain: mainnet }).value?.url).toBe(url)
    expect(lazyHttp()({ chain: mainnet }).value?.url).toBe(mainnet.rpcUrls.default.http[0])
    expect(http()({ chain: mainnet }).value?.url).toBe(mainnet.rpcUrls.default.http[0])
  })

  test('error: no URL and a chain without one fails when created, as http does', () => {
    const chain = { ...mainnet, rpcUrls: { default: { http: [] } } }
    expect(() => lazyHttp()({ chain })).toThrow(UrlRequiredError)
    expect(() => http()({ chain })).toThrow(UrlRequiredError)
  })
})
