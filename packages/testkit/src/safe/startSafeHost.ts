// The Safe host (a stand-in for Safe{Wallet}) and a Safe Client Gateway stand-in, on loopback
// ports of their own. Both serve one SafeLedger: a test proposes through the app, then confirms,
// executes, fails or cancels here and watches the app follow, inside the frame or outside it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Hex, isAddressEqual, type TypedDataDefinition } from 'viem'
import { PortInUseError } from '../chains/PortInUseError'
import { rpc } from '../chains/rpc'
import { hostPage } from './hostPage'
import {
  type BaseTransaction,
  type SafeAccount,
  SafeLedger,
  UnknownSafeTxError,
} from './SafeLedger'

export type StartSafeHostOptions = {
  safe: SafeAccount
  /** The Safe App the host page frames (overridable per page with ?app=). */
  appUrl: string
  host?: string
  /** The host page's port; 0 picks a free one. */
  port?: number
  /** The gateway stand-in's port; 0 picks a free one. */
  gatewayPort?: number
  /** Names the variable that overrides a port, for a clearer "port in use" error. */
  portVariable?: string
}

/** A canned gateway answer (status, raw body), to exercise the app's error handling. */
export type GatewayResponse = { status: number; body: string; contentType?: string }

export type SafeHost = {
  /** The host page; open it and the app loads in its frame. */
  url: string
  /** The gateway stand-in's base URL (what the app's gateway client is configured with). */
  gatewayUrl: string
  ledger: SafeLedger
  /** false: the host receives SDK requests and never answers (the app's info timeout runs out). */
  setAnswering(answering: boolean): void
  /** The next gateway request gets this answer instead of the ledger's. */
  failNextGatewayRequest(response: GatewayResponse): void
  close(): Promise<void>
}

type Json = Record<string, unknown>

class SdkRequestError extends Error {}

function readBody(request: IncomingMessage): Promise<string> {
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

function send(response: ServerResponse, status: number, body: string, contentType: string) {
  response.writeHead(status, {
    'content-type': contentType,
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  })
  response.end(body)
}
const sendJson = (response: ServerResponse, status: number, value: unknown) =>
  send(response, status, JSON.stringify(value), 'application/json')

function listenOn(server: Server, port: number, host: string, variable?: string) {
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

/** The SDK methods the host answers (§7's list), from the ledger and the Safe's chain. */
function sdkHandlers(ledger: SafeLedger, origin: () => string) {
  const { safe } = ledger
  return {
    getSafeInfo: () => ({
      safeAddress: safe.address,
      chainId: safe.chainId,
      threshold: safe.threshold,
      owners: safe.owners,
      isReadOnly: false,
      nonce: 0,
      implementation: safe.address,
      modules: null,
      fallbackHandler: null,
      guard: null,
      version: '1.4.1',
    }),
    getChainInfo: () => ({
      chainName: `Local ${safe.chainId}`,
      chainId: String(safe.chainId),
      shortName: 'local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
      blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
    }),
    getEnvironmentInfo: () => ({ origin: origin() }),
    getSafeBalances: () => ({ fiatTotal: '0', items: [] }),
    requestAddressBook: () => [],
    wallet_getPermissions: () => [],
    wallet_requestPermissions: (params: unknown) => {
      const requested = Array.isArray(params) ? params : []
      const names = requested.flatMap((entry) => Object.keys((entry as Json) ?? {}))
      // §5: the only permission an app may request is the address book.
      if (names.length === 0 || names.some((name) => name !== 'requestAddressBook'))
        throw new SdkRequestError('Permissions request is invalid (code 4001)')
      return [{ invoker: origin(), parentCapability: 'requestAddressBook', date: Date.now() }]
    },
    rpcCall: async (params: unknown) => {
      const { call, params: callParams } = (params ?? {}) as { call?: string; params?: unknown[] }
      if (typeof call !== 'string') throw new SdkRequestError('rpcCall needs a call')
      return rpc(safe.rpcUrl, call, callParams ?? [])
    },
    sendTransactions: (params: unknown) => {
      const list = ((params as Json | null)?.txs ?? []) as BaseTransaction[]
      if (!Array.isArray(list) || list.length === 0)
        throw new SdkRequestError('No transactions were passed')
      const txs = list.map((tx) => ({
        to: tx.to,
        value: String(tx.value ?? '0'),
        data: tx.data ?? '0x',
      }))
      return { safeTxHash: ledger.propose(txs as BaseTransaction[]) }
    },
    getTxBySafeTxHash: (params: unknown) =>
      ledger.transactionDetails(String((params as Json | null)?.safeTxHash ?? '')),
    signMessage: (params: unknown) => ({
      messageHash: ledger.proposeMessage(String((params as Json | null)?.message ?? '')),
    }),
    signTypedMessage: (params: unknown) => ({
      messageHash: ledger.proposeMessage((params as { typedData: TypedDataDefinition }).typedData),
    }),
    getOffChainSignature: (params: unknown) => ledger.offChainSignature(String(params ?? '')),
  } satisfies Record<string, (params: unknown) => unknown>
}

/** Starts the host page server and the gateway stand-in; close() stops both. */
export async function startSafeHost(options: StartSafeHostOptions): Promise<SafeHost> {
  const { safe, appUrl, host = '127.0.0.1', port = 0, gatewayPort = 0, portVariable } = options
  const ledger = new SafeLedger(safe)
  let answering = true
  const cannedGateway: GatewayResponse[] = []
  let hostUrl = ''
  const handlers: Record<string, (params: unknown) => unknown> = sdkHandlers(ledger, () => hostUrl)

  // The test controls over HTTP, for a test in another process or a page script
  // (window.__safeHost in the host page); `hash` defaults to the latest one.
  const runControl = async (action: string, hash: string | undefined): Promise<unknown> => {
    switch (action) {
      case 'confirm':
        return ledger.confirm(hash ?? ledger.latestSafeTxHash())
      case 'execute':
        return ledger.execute(hash ?? ledger.latestSafeTxHash())
      case 'fail':
        return ledger.fail(hash ?? ledger.latestSafeTxHash())
      case 'cancel':
        return ledger.cancel(hash ?? ledger.latestSafeTxHash())
      case 'confirmMessage':
        return ledger.confirmMessage(hash ?? ledger.latestMessageHash())
      case 'silence':
        answering = false
        return answering
      case 'answer':
        answering = true
        return answering
      default:
        throw new Error(`unknown control ${action}`)
    }
  }

  const hostServer = createServer(async (request, response) => {
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
        if (!answering) return send(response, 204, '', 'text/plain')
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

  const gatewayServer = createServer((request, response) => {
    if (request.method === 'OPTIONS') return send(response, 204, '', 'text/plain')
    const canned = cannedGateway.shift()
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

  const hostPort = await listenOn(hostServer, port, host, portVariable)
  let actualGatewayPort: number
  try {
    actualGatewayPort = await listenOn(gatewayServer, gatewayPort, host, portVariable)
  } catch (error) {
    await new Promise((resolve) => hostServer.close(resolve))
    throw error
  }
  hostUrl = `http://${host}:${hostPort}`
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return {
    url: hostUrl,
    gatewayUrl: `http://${host}:${actualGatewayPort}`,
    ledger,
    setAnswering(value) {
      answering = value
    },
    failNextGatewayRequest(response) {
      cannedGateway.push(response)
    },
    async close() {
      await Promise.all([close(hostServer), close(gatewayServer)])
    },
  }
}
