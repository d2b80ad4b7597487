// The plain HTTP plumbing the host page server and the gateway stand-in share.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PortInUseError } from '../chains/PortInUseError'

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

export function send(response: ServerResponse, status: number, body: string, contentType: string) {
  response.writeHead(status, {
    'content-type': contentType,
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  })
  response.end(body)
}

export const sendJson = (response: ServerResponse, status: number, value: unknown) =>
  send(response, status, JSON.stringify(value), 'application/json')

/** Listens on `port` (0: any free one) and resolves with the port; a taken port names `variable`. */
export function listenOn(server: Server, port: number, host: string, variable?: string) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError({ port, variable: variable ?? 'SAFE_HOST_PORT' })
          : error,
      ),
    )
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
  })
}

export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
}
