// Sends @gatehouse/auth-server's security headers on every response the server gives (pages,
// assets, the API, errors). A page that carries a style nonce (staticSite writes a fresh one into
// each index.html) gets a policy naming that nonce, so the kit's <style> elements apply and no
// other inline style does.
import { type SecurityHeadersOptions, securityHeaders } from '@gatehouse/auth-server'
import type { MiddlewareHandler } from 'hono'

declare module 'hono' {
  interface ContextVariableMap {
    /** The nonce a page handler wrote into this response's HTML, for its style-src. */
    styleNonce: string
  }
}

export function securityHeadersMiddleware(options: SecurityHeadersOptions): MiddlewareHandler {
  // Built (and validated) once: a bad option stops the start, not the first request.
  const shared = securityHeaders(options)
  return async (c, next) => {
    await next()
    const nonce = c.get('styleNonce')
    const headers = nonce ? securityHeaders({ ...options, styleNonce: nonce }) : shared
    try {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
    } catch {
      // A response with immutable headers (Response.redirect) carries no page to protect.
    }
  }
}
