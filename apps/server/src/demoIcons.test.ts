// The demo's icons as the server serves them (issue 14, point 4: /favicon.ico was a 404, a console
// error on every page load). Vite copies apps/demo/public to the root of every build as is, so
// serving that directory answers what a build answers for these paths.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { createApp } from './app'

const DEMO_DIR = path.resolve(import.meta.dirname, '../../demo')
const app = () => createApp({ staticDir: path.join(DEMO_DIR, 'public') })

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** The <link rel="icon"> tags of the demo's index.html: href and (if given) type. */
async function iconLinks(): Promise<{ href: string; type?: string }[]> {
  const html = await readFile(path.join(DEMO_DIR, 'index.html'), 'utf8')
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) =>
      Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]])),
    )
    .filter((attributes) => attributes.rel === 'icon')
    .map(({ href, type }) => ({ href: href!, ...(type ? { type } : {}) }))
}

describe("the demo's icons", () => {
  test('behavior: GET /favicon.ico is 200, an ICO of PNG images, revalidated', async () => {
    const res = await app().request('/favicon.ico')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/x-icon')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const ico = Buffer.from(await res.arrayBuffer())
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]) // reserved, 1 = icon
    const count = ico.readUInt16LE(4)
    expect(count).toBeGreaterThan(0)
    const sizes: number[] = []
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i
      sizes.push(ico.readUInt8(entry) || 256)
      const length = ico.readUInt32LE(entry + 8)
      const offset = ico.readUInt32LE(entry + 12)
      expect(offset + length).toBeLessThanOrEqual(ico.length)
      expect([...ico.subarray(offset, offset + 8)]).toEqual(PNG_SIGNATURE)
    }
    expect(sizes).toContain(32)
  })

  test('behavior: index.html links an SVG icon, and every linked icon is served as an image', async () => {
    const links = await iconLinks()
    expect(links).toContainEqual({ href: '/favicon.svg', type: 'image/svg+xml' })
    for (const { href, type } of links) {
      const res = await app().request(href)
      expect(res.status, href).toBe(200)
      const served = res.headers.get('content-type')
      expect(served, href).toMatch(/^image\//)
      if (type) expect(served?.split(';')[0], href).toBe(type)
    }
    const svg = await (await app().request('/favicon.svg')).text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  })
})
