import type { Page } from '@playwright/test'

/**
 * Counts the JSON-RPC calls the page sends to `rpcUrl`, by method (a batch counts each call):
 * a test that must see the page poll a chain waits for the polls themselves, not for a time in
 * which they ought to have happened.
 */
export function countRpcCalls(page: Page, rpcUrl: string): (method: string) => number {
  const counts = new Map<string, number>()
  const origin = new URL(rpcUrl).origin
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).origin !== origin) return
    let body: unknown
    try {
      body = request.postDataJSON()
    } catch {
      return
    }
    for (const call of Array.isArray(body) ? body : [body]) {
      const method = (call as { method?: unknown } | null)?.method
      if (typeof method === 'string') counts.set(method, (counts.get(method) ?? 0) + 1)
    }
  })
  return (method) => counts.get(method) ?? 0
}
