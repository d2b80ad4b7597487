// Covers the security headers on what the server sends (issue 14, point 14): every response
// carries them, each page a fresh style nonce that its HTML carries too, the policy follows the
// build's security-headers.json, HSTS only over https, and a bad file stops the start naming it.
// The directives themselves are @gatehouse/auth-server's tests; a browser obeying them is e2e's.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { EnvError } from '@gatehouse/auth-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from './app'
import { BUILD_SECURITY_FILE } from './readBuildOptions'
import { NONCE_PLACEHOLDER } from './staticSite'

const INDEX = `<!doctype html><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><div id="root"></div>`
const dirs: string[] = []

/** A built SPA in a temp dir, with `security` as its security-headers.json (if given). */
async function build(security?: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gatehouse-csp-'))
  dirs.push(dir)
  await writeFile(path.join(dir, 'index.html'), INDEX)
  await writeFile(path.join(dir, 'app.js'), 'console.log(1)')
  if (security !== undefined)
    await writeFile(
      path.join(dir, BUILD_SECURITY_FILE),
      typeof security === 'string' ? security : JSON.stringify(security),
    )
  return dir
}

afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

function directive(res: Response, name: string): string[] | undefined {
  const policy = res.headers.get('content-security-policy') ?? ''
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
  return found?.slice(1)
}

describe('given a build without security-headers.json', () => {
  let dir: string
  beforeAll(async () => {
    dir = await build()
  })

  test('behavior: pages, files, the health check and 404s all carry the headers', async () => {
    const app = createApp({ staticDir: dir })
    for (const url of ['/', '/some/route', '/app.js', '/healthz', '/missing.png']) {
      const res = await app.request(url)
      expect(res.headers.get('content-security-policy'), url).toContain("script-src 'self'")
      expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy'), url).toContain('camera=()')
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff')
      expect(res.headers.get('x-frame-options'), url).toBe('DENY')
    }
  })

  test('behavior: the strictest policy: own origin only, framed by nobody, no HSTS over http', async () => {
    const res = await createApp({ staticDir: dir }).request('/')
    expect(directive(res, 'connect-src')).toEqual(["'self'"])
    expect(directive(res, 'frame-ancestors')).toEqual(["'none'"])
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  test('behavior: each page gets a fresh style nonce, written into its HTML and named in its policy', async () => {
    const app = createApp({ staticDir: dir })
    const nonces: string[] = []
    for (const url of ['/', '/', '/index.html', '/client/route']) {
      const res = await app.request(url)
      const html = await res.text()
      const nonce = html.match(/nonce="([^"]+)"/)?.[1]
      expect(nonce, url).toBeDefined()
      expect(html, url).not.toContain(NONCE_PLACEHOLDER)
      expect(directive(res, 'style-src'), url).toEqual(["'self'", `'nonce-${nonce}'`])
      nonces.push(nonce!)
    }
    expect(new Set(nonces).size).toBe(nonces.length)
  })

  test('behavior: files other than the page get no nonce', async () => {
    const res = await createApp({ staticDir: dir }).request('/app.js')
    expect(directive(res, 'style-src')).toEqual(["'self'"])
  })

  test('behavior: an https APP_ORIGIN (https: true) adds HSTS', async () => {
    const res = await createApp({ staticDir: dir, https: true }).request('/')
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000')
  })
})

describe("given the build's security-headers.json", () => {
  const security = {
    rpcUrls: ['http://127.0.0.1:8545', 'https://eth.example/rpc'],
    walletConnectRelayUrl: 'ws://127.0.0.1:4230',
    safeGatewayUrl: 'http://127.0.0.1:4241',
    safeHostOrigins: ['http://127.0.0.1:4240'],
  }

  test('behavior: connect-src and frame-ancestors are what the build talks to and who may frame it', async () => {
    const res = await createApp({ staticDir: await build(security) }).request('/')
    expect(directive(res, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:8545',
      'https://eth.example',
      'ws://127.0.0.1:4230',
      'http://127.0.0.1:4230',
      'http://127.0.0.1:4241',
    ])
    expect(directive(res, 'frame-ancestors')).toEqual(['http://127.0.0.1:4240'])
    expect(res.headers.get('x-frame-options')).toBeNull()
  })

  test('behavior: options given to createApp win over the file', async () => {
    const app = createApp({ staticDir: await build(security), securityHeaders: {} })
    expect(directive(await app.request('/'), 'connect-src')).toEqual(["'self'"])
  })

  test.each([
    ['not json', '{', 'is not JSON'],
    ['a list', '[]', 'must be a JSON object'],
    ['an unknown key', { rpcUrl: ['http://x'] }, 'rpcUrl: unknown key'],
    ['a bad list', { rpcUrls: 'http://x' }, 'rpcUrls: must be a list of strings'],
    ['a non-boolean analytics', { analytics: '1' }, 'analytics: must be true or false'],
    ['a bad URL', { rpcUrls: ['http://ok', 'nope'] }, 'rpcUrls[1]: "nope" is not a URL'],
    [
      'a path in an origin',
      { safeHostOrigins: ['https://app.safe.global/x'] },
      'safeHostOrigins[0]',
    ],
  ])(
    'error: %s stops the start, naming STATIC_DIR, the file and the key',
    async (_, content, reason) => {
      const dir = await build(content)
      const start = () => createApp({ staticDir: dir })
      expect(start).toThrowError(EnvError)
      expect(start).toThrowError(`STATIC_DIR: ${path.join(dir, BUILD_SECURITY_FILE)}: ${reason}`)
    },
  )
})
