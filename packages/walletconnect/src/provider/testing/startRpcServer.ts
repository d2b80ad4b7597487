// A stand-in for the app's own JSON-RPC node, on 127.0.0.1 (a free port): answers eth_chainId and
// eth_blockNumber for its chain, -32601 for anything else, and records every method it was sent,
// so a test proves which node a read went to (and that none went to the wallet).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RpcServer = {
  url: string
  /** The methods received, in order. */
  methods: string[]
  close(): Promise<void>
}

const METHOD_NOT_FOUND = -32601

export async function startRpcServer(chainId: number, blockNumber = 0x10): Promise<RpcServer> {
  const methods: string[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      methods.push(method)
      const results: Record<string, string> = {
        eth_chainId: `0x${chainId.toString(16)}`,
        eth_blockNumber: `0x${blockNumber.toString(16)}`,
      }
      const answer =
        method in results
          ? { jsonrpc: '2.0', id, result: results[method] }
          : { jsonrpc: '2.0', id, error: { code: METHOD_NOT_FOUND, message: `no ${method} here` } }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    methods,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
