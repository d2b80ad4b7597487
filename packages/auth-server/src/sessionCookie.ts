// The session cookie: `__Host-sid` (Secure; HttpOnly; SameSite=Strict; Path=/; no Domain), or a
// plain `sid` without Secure when the config allows it for loopback http. The cookie holds only the
// random id; everything else stays on the server. Anything that is not a well-formed id is ignored.
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { SESSION_ID_PATTERN } from './randomToken'

export type SessionCookie = {
  read(c: Context): string | undefined
  set(c: Context, sessionId: string, maxAgeMs: number): void
  clear(c: Context): void
}

export const SECURE_COOKIE_NAME = '__Host-sid'
export const INSECURE_COOKIE_NAME = 'sid'

export function sessionCookie({ insecure }: { insecure: boolean }): SessionCookie {
  const name = insecure ? INSECURE_COOKIE_NAME : 'sid'
  const prefix = insecure ? undefined : ('host' as const)
  const options = { httpOnly: true, sameSite: 'Strict', path: '/', secure: !insecure } as const
  return {
    read(c) {
      let value: string | undefined
      try {
        value = getCookie(c, name, prefix)
      } catch {
        return undefined
      }
      return value !== undefined && SESSION_ID_PATTERN.test(value) ? value : undefined
    },
    set(c, sessionId, maxAgeMs) {
      setCookie(c, name, sessionId, {
        ...options,
        ...(prefix ? { prefix } : {}),
        maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)),
      })
    },
    clear(c) {
      setCookie(c, name, '', { ...options, ...(prefix ? { prefix } : {}), maxAge: 0 })
    },
  }
}
