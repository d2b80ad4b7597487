// Serves the built SPA: real files as they are, index.html for client-side routes. Hashed files
// under /assets/ never change, so browsers may keep them forever; everything else revalidates so
// a new build shows up on reload.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Context } from 'hono'
import { contentType } from './contentType'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

export function staticSite(staticDir: string) {
  const root = path.resolve(staticDir)
  return async (c: Context): Promise<Response> => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return c.text('Bad request path', 400)
    }
    const file = path.join(root, pathname)
    // path.join resolves "..": anything that lands outside the root is not ours to serve.
    if (file !== root && !file.startsWith(root + path.sep)) return c.notFound()

    const isAsset = pathname.startsWith('/assets/')
    const body = await readRegularFile(file)
    if (body) return send(c, body, path.extname(file), isAsset ? IMMUTABLE : REVALIDATE)

    // A path that names a file (or an asset, or an API route) is a real 404, not a client route.
    if (isAsset || path.extname(pathname) !== '' || pathname.startsWith('/api/'))
      return c.notFound()
    const index = await readRegularFile(path.join(root, 'index.html'))
    if (!index) return c.text(`index.html not found in ${root}`, 404)
    return send(c, index, '.html', REVALIDATE)
  }
}

function send(c: Context, body: Uint8Array<ArrayBuffer>, extension: string, cacheControl: string) {
  return c.body(body, 200, {
    'content-type': contentType(extension),
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  })
}

async function readRegularFile(file: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    if (!(await stat(file)).isFile()) return undefined
    return new Uint8Array(await readFile(file))
  } catch {
    return undefined
  }
}
