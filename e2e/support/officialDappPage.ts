// The official dapp SDK's test page (packages/walletconnect/src/engine/testing/officialDapp:
// Reown's @walletconnect/sign-client 2.21.8, a test-only devDependency) for
// walletconnectOfficialDapp.spec.ts: built with Vite once, into an ignored cache folder that a
// later run reuses while the page's sources and the SDK's version are unchanged, and served on
// this worker's E2E_WC_OFFICIAL_DAPP_PORT.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { build } from 'vite'
import { E2E_HOST, E2E_WC_OFFICIAL_DAPP_PORT } from './ports'

const REPO_ROOT = path.resolve(import.meta.dirname, '../..')
const PAGE_DIR = path.join(REPO_ROOT, 'packages/walletconnect/src/engine/testing/officialDapp')
const SDK_MANIFEST = path.join(
  REPO_ROOT,
  'packages/walletconnect/node_modules/@walletconnect/sign-client/package.json',
)
const OUT_DIR = path.join(REPO_ROOT, 'node_modules/.cache/gatehouse-e2e-official-dapp')
const STAMP = path.join(OUT_DIR, '.stamp')

export const OFFICIAL_DAPP_URL = `http://${E2E_HOST}:${E2E_WC_OFFICIAL_DAPP_PORT}/`

/** What the build depends on: the page's files and the SDK's version. */
function sourceDigest(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(PAGE_DIR).sort()) {
    hash.update(file)
    hash.update(readFileSync(path.join(PAGE_DIR, file)))
  }
  hash.update(readFileSync(SDK_MANIFEST))
  return hash.digest('hex')
}

/** Builds the page unless the last build is of the same sources; returns how long it took. */
export async function buildOfficialDappPage(): Promise<{ ms: number; reused: boolean }> {
  const startedAt = Date.now()
  const digest = sourceDigest()
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest)
    return { ms: Date.now() - startedAt, reused: true }
  await build({
    configFile: false,
    root: PAGE_DIR,
    base: './',
    logLevel: 'warn',
    // The SDK's test mode (no Verify iframe, no telemetry): see the page's first lines.
    define: { 'process.env.IS_VITEST': JSON.stringify('true') },
    build: { outDir: OUT_DIR, emptyOutDir: true, minify: false, reportCompressedSize: false },
  })
  writeFileSync(STAMP, digest)
  return { ms: Date.now() - startedAt, reused: false }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
}

/** Serves the built page on 127.0.0.1; resolves with its close(). */
export function serveOfficialDappPage(): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', OFFICIAL_DAPP_URL).pathname
    const file = path.join(OUT_DIR, pathname === '/' ? 'index.html' : pathname)
    if (!file.startsWith(`${OUT_DIR}${path.sep}`)) return void response.writeHead(404).end()
    readFile(file).then(
      (body) => {
        const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
        response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body)
      },
      () => response.writeHead(404).end(),
    )
  })
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `port ${E2E_WC_OFFICIAL_DAPP_PORT} is taken: set E2E_WC_OFFICIAL_DAPP_PORT to a free one`,
            )
          : error,
      ),
    )
    server.listen(E2E_WC_OFFICIAL_DAPP_PORT, E2E_HOST, () =>
      resolve(() => new Promise((done) => server.close(() => done()))),
    )
  })
}
