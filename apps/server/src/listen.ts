// Listening as a promise: resolves once the port is bound, rejects with PortInUseError when it
// is taken (node-server only emits that as an 'error' event, which would otherwise crash).
import type { AddressInfo } from 'node:net'
import { PortInUseError } from '@gatehouse/testkit/config'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'

export type RunningServer = { url: string; port: number; host: string; close(): Promise<void> }

export type ListenOptions = {
  port: number
  host: string
  /** The variable named in PortInUseError. */
  portVariable?: string
}

export function listen(
  app: Hono,
  { port, host, portVariable = 'PORT' }: ListenOptions,
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => {
      server.off('error', onError)
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        host,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            // Keep-alive sockets would hold close() open until they time out.
            if ('closeAllConnections' in server) server.closeAllConnections()
          }),
      })
    })
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError({ port, host, variable: portVariable })
          : error,
      )
    }
    server.once('error', onError)
  })
}
