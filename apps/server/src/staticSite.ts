// Serves the built SPA: real files through @hono/node-server's serveStatic (which refuses
// encoded and dot-dot paths), index.html for client-side routes. Hashed files under /assets/
// never change, so browsers may keep them forever; everything else revalidates so a new build
// shows up on reload. index.html is the one file written per response: each copy carries a
// fresh CSP nonce in place of NONCE_PLACEHOLDER, for the <style> elements the kit writes.
//
// Only what the page loads is served (issue 24): no path with a segment starting with `.`
// (`.vite/manifest.json`, the whole module graph; `.env`, `.git` if one ever lands in the folder)
// and none of the build's metadata for this server (security-headers.json). Those are 404s.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createCspNonce } from '@gatehouse/auth-server'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Handler } from 'hono'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/** What a build's index.html carries where the response's nonce goes (apps/demo/index.html). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__'

/** Files the build writes for this server, not for browsers (readBuildOptions.ts). */
export const BUILD_METADATA_PATHS: ReadonlySet<string> = new Set(['/security-headers.json'])

/** A segment starting with a dot: hidden files and folders, `.` and `..` included. */
function hasDotSegment(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment.startsWith('.'))
}

/** The handler for `app.get('*', staticSite(dir))`, after every API route. */
export function staticSite(staticDir: string): Handler {
  const root = path.resolve(staticDir)
  const serve = serveStatic({ root })
  const passOn = async () => {}
  return async (c) => {
    let decoded: string
    try {
      decoded = decodeURIComponent(c.req.path)
    } catch {
      return c.text('Bad request path', 400)
    }
    // Decoded too: `%2e` is a dot to the file system.
    if (hasDotSegment(c.req.path) || hasDotSegment(decoded) || BUILD_METADATA_PATHS.has(decoded)) {
      return c.notFound()
    }
    // The page itself, before serveStatic would send the file as it is.
    if (c.req.path === '/' || c.req.path === '/index.html') return indexPage(c, root)
    // serveStatic answers with the file, or passes the request on (and returns nothing).
    const found = await serve(c, passOn)
    if (found instanceof Response) {
      const cache = c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE
      found.headers.set('Cache-Control', cache)
      return found
    }
    // A client route gets the page; a path that names a file (or an asset, or an API route) is a
    // real 404.
    const pathname = decoded
    if (
      pathname.startsWith('/assets/') ||
      pathname.startsWith('/api/') ||
      path.posix.extname(pathname) !== ''
    )
      return c.notFound()
    return indexPage(c, root)
  }
}

async function indexPage(c: Context, root: string): Promise<Response> {
  let html: string
  try {
    html = await readFile(path.join(root, 'index.html'), 'utf8')
  } catch {
    return c.text(`index.html not found in ${root}`, 404)
  }
  const nonce = createCspNonce()
  c.set('styleNonce', nonce)
  return c.body(html.replaceAll(NONCE_PLACEHOLDER, nonce), 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': REVALIDATE,
  })
}
