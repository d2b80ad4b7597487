// Serves MetaMask's test dapp (@metamask/test-dapp, MIT: a built static site, no one here wrote it)
// from its installed dist/ on 127.0.0.1, for metamaskTestDapp.spec.ts. A dozen lines of node:http
// rather than a dependency: GET and HEAD of files under dist/, nothing else.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { PortInUseError } from '@gatehouse/testkit/config'

const DIST = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@metamask/test-dapp/package.json')),
  'dist',
)

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

export type TestDappServer = { url: string; close(): Promise<void> }

export async function startTestDappServer({
  port,
  host = '127.0.0.1',
}: {
  port: number
  host?: string
}): Promise<TestDappServer> {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const file = path.join(DIST, decodeURIComponent(pathname === '/' ? '/index.html' : pathname))
    const type = TYPES[path.extname(file)]
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !file.startsWith(DIST + path.sep) ||
      !type
    ) {
      response.writeHead(404).end()
      return
    }
    try {
      const body = await readFile(file)
      response.writeHead(200, { 'content-type': type, 'content-length': body.length })
      response.end(request.method === 'HEAD' ? undefined : body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError({
              port,
              variable: 'TEST_DAPP_PORT in metamaskTestDapp.spec.ts',
              host,
            })
          : error,
      ),
    )
    server.listen({ port, host, exclusive: true }, () => resolve())
  })
  return {
    url: `http://${host}:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
