// Binding is the reliable test: an HTTP probe misses non-HTTP listeners, and a port held by a
// stale node would answer a probe as if it were ours.
import { createServer } from 'node:net'
import { PortInUseError } from './PortInUseError'

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false)
      else reject(error)
    })
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

export type PortClaim = { port: number; variable: string; chainId?: number }

/** Throws a PortInUseError for the first taken port; checks all of them in parallel. */
export async function assertPortsFree(claims: readonly PortClaim[], host = '127.0.0.1') {
  const free = await Promise.all(claims.map((claim) => isPortFree(claim.port, host)))
  const taken = claims.find((_, i) => !free[i])
  if (taken) throw new PortInUseError({ ...taken, host })
}
