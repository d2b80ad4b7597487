// The Safe Client Gateway stand-in: the REST paths the kit's gateway client reads, answered from
// the ledger (or with a canned answer a test queued, to exercise error handling).
import { createServer, type Server } from 'node:http'
import { type Hex, isAddressEqual } from 'viem'
import { send, sendJson } from './hostHttp'
import type { SafeLedger } from './SafeLedger'
import { UnknownSafeTxError } from './UnknownSafeTxError'

/** A canned gateway answer (status, raw body), to exercise the app's error handling. */
export type GatewayResponse = { status: number; body: string; contentType?: string }

export function createGatewayServer(
  ledger: SafeLedger,
  nextCanned: () => GatewayResponse | undefined,
): Server {
  const { safe } = ledger
  return createServer((request, response) => {
    if (request.method === 'OPTIONS') return send(response, 204, '', 'text/plain')
    const canned = nextCanned()
    if (canned)
      return send(response, canned.status, canned.body, canned.contentType ?? 'application/json')
    const url = new URL(request.url ?? '/', 'http://gateway')
    const notFound = (message: string) => sendJson(response, 404, { code: 404, message })
    const match = /^\/v1\/chains\/(\d+)\/(transactions|safes|messages)\/([^/]+)\/?$/.exec(
      url.pathname,
    )
    if (request.method !== 'GET' || !match) return notFound('Not found')
    const [, chainId, kind, id] = match as unknown as [string, string, string, string]
    if (Number(chainId) !== safe.chainId) return notFound(`No Safe on chain ${chainId}`)
    try {
      switch (kind) {
        case 'transactions':
          return sendJson(response, 200, ledger.transactionDetails(id))
        case 'safes':
          if (!/^0x[0-9a-fA-F]{40}$/.test(id) || !isAddressEqual(id as Hex, safe.address))
            return notFound('Safe not found')
          return sendJson(response, 200, ledger.safeInfo())
        default: {
          const message = ledger.message(id)
          return message ? sendJson(response, 200, message) : notFound('Message not found')
        }
      }
    } catch (error) {
      if (error instanceof UnknownSafeTxError) return notFound(error.message)
      return sendJson(response, 500, { code: 500, message: (error as Error).message })
    }
  })
}
