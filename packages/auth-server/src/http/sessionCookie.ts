// The session cookie: `__Host-sid` (Secure; HttpOnly; SameSite=Strict; Path=/; no Domain), or a
// plain `sid` without Secure when the config allows it for loopback http. The cookie holds only the
// random id; everything else stays on the server. Anything that is not a well-formed id is ignored.
// Path=/ whatever the handler's base path: the `__Host-` prefix requires it, and the app's own
// pages read the session (getSession) outside the auth routes.
import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { parse } from 'hono/utils/cookie'
import { SESSION_ID_PATTERN } from '../stores/randomToken'

/** Anything with `get(name)`: a Request's headers, or Next's `headers()`. */
export type HeadersLike = { get(name: string): string | null }

export type SessionCookie = {
  /** The session id in a Cookie header, or undefined when absent or not well-formed. */
  readFrom(headers: HeadersLike): string | undefined
  read(c: Context): string | undefined
  set(c: Context, sessionId: string, maxAgeMs: number): void
  clear(c: Context): void
}

export const SECURE_COOKIE_NAME = '__Host-sid'
export const INSECURE_COOKIE_NAME = 'sid'

export function sessionCookie({ insecure }: { insecure: boolean }): SessionCookie {
  const fullName = insecure ? INSECURE_COOKIE_NAME : SECURE_COOKIE_NAME
  // Hono adds the `__Host-` prefix itself when setting, from the bare name.
  const prefix = insecure ? undefined : ('host' as const)
  const options = { httpOnly: true, sameSite: 'Strict', path: '/', secure: !insecure } as const
  const readFrom = (headers: HeadersLike) => {
    let value: string | undefined
    try {
      const header = headers.get('Cookie')
      value = header ? parse(header, fullName)[fullName] : undefined
    } catch {
      return undefined
    }
    return value !== undefined && SESSION_ID_PATTERN.test(value) ? value : undefined
  }
  return {
    readFrom,
    read: (c) => readFrom(c.req.raw.headers),
    set(c, sessionId, maxAgeMs) {
      setCookie(c, INSECURE_COOKIE_NAME, sessionId, {
        ...options,
        ...(prefix ? { prefix } : {}),
        maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)),
      })
    },
    clear(c) {
      setCookie(c, INSECURE_COOKIE_NAME, '', {
        ...options,
        ...(prefix ? { prefix } : {}),
        maxAge: 0,
      })
    },
  }
}
