// Covers the server shell in-process with app.request(): health check and the static SPA from
// real files in a temp dir. Auth routes have their own tests.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from './app'

const INDEX = '<!doctype html><title>demo</title><div id="root"></div>'
let dir: string
let outside: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gatehouse-static-'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(path.join(dir, 'index.html'), INDEX)
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)')
  await writeFile(path.join(dir, 'assets', 'index-abc123.css'), 'body{}')
  await writeFile(path.join(dir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(path.join(dir, 'favicon.ico'), new Uint8Array([0, 0, 1, 0]))
  // What a Vite build leaves beside the page, for the server and tools, never for browsers.
  await mkdir(path.join(dir, '.vite'))
  await writeFile(path.join(dir, '.vite', 'manifest.json'), '{"src/main.tsx":{}}')
  await writeFile(path.join(dir, 'security-headers.json'), '{}')
  await writeFile(path.join(dir, '.env'), 'SECRET=1')
  outside = `${dir}-secret.txt`
  await writeFile(outside, 'secret')
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
  await rm(outside, { force: true })
})

describe('GET /healthz', () => {
  test('behavior: answers 200 {ok:true} with or without a static dir', async () => {
    for (const app of [createApp(), createApp({ staticDir: dir })]) {
      const res = await app.request('/healthz')
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ ok: true })
    }
  })
})

describe('given a built SPA', () => {
  const app = () => createApp({ staticDir: dir })

  test('behavior: / serves index.html, revalidated on every load', async () => {
    const res = await app().request('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toBe(INDEX)
  })

  test('behavior: client routes (/_app, unknown paths) fall back to index.html', async () => {
    for (const route of ['/_app', '/_app/', '/account/settings', '/index.html']) {
      const res = await app().request(route)
      expect(res.status, route).toBe(200)
      expect(await res.text(), route).toBe(INDEX)
    }
  })

  test('behavior: assets have their content type and an immutable cache header', async () => {
    const cases = [
      ['/assets/index-abc123.js', 'text/javascript; charset=utf-8'],
      ['/assets/index-abc123.css', 'text/css; charset=utf-8'],
      ['/assets/logo.svg', 'image/svg+xml; charset=utf-8'],
    ] as const
    for (const [url, type] of cases) {
      const res = await app().request(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type'), url).toBe(type)
      expect(res.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable')
    }
    expect(await (await app().request('/assets/index-abc123.js')).text()).toBe('console.log(1)')
  })

  test('behavior: files outside /assets are served but not cached forever', async () => {
    const res = await app().request('/favicon.ico')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/x-icon')
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  test('error: missing asset files are 404, not index.html', async () => {
    for (const url of ['/assets/missing.js', '/assets/nested/', '/missing.png', '/api/unknown']) {
      const res = await app().request(url)
      expect(res.status, url).toBe(404)
    }
  })

  test('error: paths escaping the static dir are never served', async () => {
    const name = path.basename(outside)
    // URL parsing already folds "/../" and "%2e%2e"; an encoded slash reaches the handler.
    for (const url of [`/../${name}`, `/..%2f${name}`, `/assets/..%2f..%2f${name}`]) {
      const res = await app().request(url)
      expect(res.status, url).toBe(404)
      expect(await res.text(), url).not.toContain('secret')
    }
  })

  test('error: dot segments and build metadata are 404, however spelled (issue 24)', async () => {
    const paths = [
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/.env',
      '/assets/.hidden',
      '/security-headers.json',
      '/security%2Dheaders.json',
    ]
    for (const url of paths) {
      const res = await app().request(url)
      expect(res.status, url).toBe(404)
      expect(await res.text(), url).not.toMatch(/src\/main|SECRET|^\{\}$/)
    }
  })

  test('error: a malformed path is 400', async () => {
    expect((await app().request('/%E0%A4%A')).status).toBe(400)
  })

  test('error: without a static dir, pages are 404', async () => {
    expect((await createApp().request('/')).status).toBe(404)
  })
})
