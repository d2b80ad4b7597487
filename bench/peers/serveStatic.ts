// A static server for built apps on 127.0.0.1 (a free port each): no compression and no caching,
// the same for every app; unknown paths without an extension fall back to index.html.
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

export type StaticSite = { url: string; close: () => Promise<void> }

async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname)
  if (!file.startsWith(root)) return undefined
  const found = await stat(file).catch(() => undefined)
  if (found?.isFile()) return file
  return path.extname(pathname) ? undefined : path.join(root, 'index.html')
}

export function serveStatic(dir: string): Promise<StaticSite> {
  const root = path.resolve(dir)
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    void resolveFile(root, pathname)
      .then(async (file) => {
        if (!file) return response.writeHead(404).end('not found')
        const body = await readFile(file)
        response.writeHead(200, {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'content-length': body.length,
          'cache-control': 'no-store',
        })
        response.end(body)
      })
      .catch(() => response.writeHead(500).end())
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}
