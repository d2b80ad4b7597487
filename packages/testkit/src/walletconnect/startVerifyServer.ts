// A local stand-in for a WalletConnect Verify server (the hosted one is verify.walletconnect.org),
// from the Verify specs (servers/verify): the enclave page a dapp frames (it hears each attestation
// id by window.postMessage, whose event.origin the browser sets to the dapp page's origin, and
// registers the pair), `POST /attestation` (only from the enclave: a request from any other page
// is refused, as the spec has the enclave alone authorised), and `GET /attestation/:id` → `{ origin }`
// for wallets (404 when unknown). Loopback only; attestations live in memory.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { PortInUseError } from '../chains/PortInUseError'

export type StartVerifyServerOptions = {
  port: number
  /** Defaults to 127.0.0.1. */
  host?: string
}

export type LocalVerifyServer = {
  /** http://host:port: the dapp's `verifyUrl` (its enclave page) and the wallet's. */
  url: string
  /** Attestation id → the origin registered for it. */
  attestations: ReadonlyMap<string, string>
  /** Every request, as `METHOD path`, in order. */
  requests: string[]
  close(): Promise<void>
}

const MAX_BODY_LENGTH = 4096

/**
 * The enclave: forwards what a framing page posts, with the origin the browser reports: the
 * message event's. jsdom (where the kit's component tests run) leaves a MessageEvent's origin
 * empty (a jsdom TODO); there the framing page's origin comes from document.referrer, which the
 * browser sets as well. XMLHttpRequest rather than fetch: jsdom has only XHR.
 */
const ENCLAVE_PAGE = `<!doctype html><meta charset="utf-8"><title>Verify</title><script>
window.addEventListener('message', (event) => {
  if (typeof event.data !== 'string') return
  const origin = event.origin || (document.referrer && new URL(document.referrer).origin)
  if (!origin) return
  const request = new XMLHttpRequest()
  request.open('POST', '/attestation')
  request.setRequestHeader('content-type', 'application/json')
  request.send(JSON.stringify({ attestationId: event.data, origin }))
})
</script>`

export async function startVerifyServer(
  options: StartVerifyServerOptions,
): Promise<LocalVerifyServer> {
  const { port, host = '127.0.0.1' } = options
  const url = `http://${host}:${port}`
  const attestations = new Map<string, string>()
  const requests: string[] = []
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`)
    handle(request, response).catch(() => send(response, 500, { error: 'internal' }))
  })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', url).pathname
    if (request.method === 'GET' && path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ENCLAVE_PAGE)
      return
    }
    const resolved = /^\/attestation\/([0-9a-f]{64})$/.exec(path)
    if (request.method === 'GET' && resolved) {
      const origin = attestations.get(resolved[1] as string)
      return origin ? send(response, 200, { origin }) : send(response, 404, { error: 'not found' })
    }
    if (request.method === 'POST' && path === '/attestation') {
      if (!fromEnclave(request, url)) return send(response, 403, { error: 'not the enclave' })
      const body = await readJson(request)
      const { attestationId, origin } = (body ?? {}) as Record<string, unknown>
      if (typeof attestationId !== 'string' || !/^[0-9a-f]{64}$/.test(attestationId))
        return send(response, 400, { error: 'attestationId' })
      if (typeof origin !== 'string' || !URL.canParse(origin))
        return send(response, 400, { error: 'origin' })
      attestations.set(attestationId, origin)
      return send(response, 200, { ok: true })
    }
    send(response, 404, { error: 'not found' })
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError({ port, variable: 'the Verify server port', host })
          : error,
      ),
    )
    server.listen({ port, host, exclusive: true }, () => resolve())
  })
  let closed: Promise<void> | undefined
  return {
    url,
    attestations,
    requests,
    close: () => {
      closed ??= new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
      return closed
    },
  }
}

/**
 * Whether a registration comes from the enclave page: its Origin is this server's, or, from a
 * client that sends no Origin on a same-origin request (jsdom), its Referer is the enclave page.
 */
function fromEnclave(request: IncomingMessage, url: string): boolean {
  const { origin, referer } = request.headers
  if (origin !== undefined) return origin === url
  return referer === `${url}/`
}

function send(response: ServerResponse, status: number, body: unknown): void {
  // Wallets in a browser resolve attestations from their own origin.
  response
    .writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    .end(JSON.stringify(body))
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) {
    text += String(chunk)
    if (text.length > MAX_BODY_LENGTH) return undefined
  }
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
