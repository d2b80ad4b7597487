// The host page server: serves the page that frames the app, answers the SDK requests the page
// relays (POST /sdk) and runs the test controls (POST /control/{action}).
import { createServer, type Server } from 'node:http'
import { readBody, send, sendJson } from './hostHttp'
import { hostPage } from './hostPage'
import type { SafeLedger } from './SafeLedger'

type Json = Record<string, unknown>

export function createHostServer(options: {
  appUrl: string
  ledger: SafeLedger
  handlers: Record<string, (params: unknown) => unknown>
  /** false: requests are recorded and never answered. */
  answering: () => boolean
  runControl: (action: string, hash: string | undefined) => Promise<unknown>
}): Server {
  const { appUrl, ledger, handlers, answering, runControl } = options
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://host')
    try {
      if (request.method === 'GET' && url.pathname === '/') {
        return send(response, 200, hostPage(appUrl), 'text/html; charset=utf-8')
      }
      const control = /^\/control\/(\w+)$/.exec(url.pathname)
      if (request.method === 'POST' && control) {
        const body = await readBody(request)
        const { hash } = (body ? JSON.parse(body) : {}) as { hash?: string }
        try {
          return sendJson(response, 200, { data: await runControl(String(control[1]), hash) })
        } catch (error) {
          return sendJson(response, 400, { error: (error as Error).message })
        }
      }
      if (request.method === 'POST' && url.pathname === '/sdk') {
        const { method, params } = JSON.parse(await readBody(request)) as Json
        ledger.calls.push({ method: String(method), params })
        if (!answering()) return send(response, 204, '', 'text/plain')
        const handler = handlers[String(method)]
        if (!handler)
          return sendJson(response, 200, {
            error: `Method ${String(method)} not supported by test host`,
          })
        try {
          return sendJson(response, 200, { data: (await handler(params)) ?? null })
        } catch (error) {
          return sendJson(response, 200, { error: (error as Error).message })
        }
      }
      return send(response, 404, 'not found', 'text/plain')
    } catch (error) {
      return send(response, 500, (error as Error).message, 'text/plain')
    }
  })
}
