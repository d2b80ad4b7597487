// The Safe host (a stand-in for Safe{Wallet}) and a Safe Client Gateway stand-in, on loopback
// ports of their own. Both serve one SafeLedger: a test proposes through the app, then confirms,
// executes, fails or cancels here and watches the app follow, inside the frame or outside it.
// The host also keeps the visitor's permissions (the address book) and can refuse a request.
import { createGatewayServer, type GatewayResponse } from './gatewayServer'
import { closeServer, listenOn } from './hostHttp'
import { createHostServer } from './hostServer'
import { SafeAppPermissions } from './SafeAppPermissions'
import { SafeLedger } from './SafeLedger'
import type { SafeAccount } from './safeLedgerTypes'
import { type AddressBookEntry, sdkHandlers } from './sdkHandlers'

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
  /** What requestAddressBook answers once granted. Default: the owners, "Owner 1", "Owner 2", … */
  addressBook?: readonly AddressBookEntry[]
  /** getSafeBalances: the fiat value of one ether, as a decimal string. Default '0'. */
  fiatConversion?: string
}

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
  /**
   * true: the visitor declines every permission request (the app's SDK gets code 4001) until set
   * back to false; false (the default): a valid request is granted.
   */
  rejectPermissionRequests(reject: boolean): void
  /** Forgets every permission granted, as if the app had never asked. */
  revokePermissions(): void
  close(): Promise<void>
}

/** Starts the host page server and the gateway stand-in; close() stops both. */
export async function startSafeHost(options: StartSafeHostOptions): Promise<SafeHost> {
  const { safe, appUrl, host = '127.0.0.1', port = 0, gatewayPort = 0, portVariable } = options
  const ledger = new SafeLedger(safe)
  let answering = true
  const cannedGateway: GatewayResponse[] = []
  let hostUrl = ''
  const permissions = new SafeAppPermissions(() => new URL(appUrl).origin)
  const handlers = sdkHandlers({
    ledger,
    permissions,
    addressBook:
      options.addressBook ?? safe.owners.map((address, i) => ({ address, name: `Owner ${i + 1}` })),
    fiatConversion: options.fiatConversion ?? '0',
    origin: () => hostUrl,
  })

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
      case 'rejectPermissions':
        permissions.rejectRequests(true)
        return true
      case 'grantPermissions':
        permissions.rejectRequests(false)
        return true
      case 'revokePermissions':
        permissions.revoke()
        return true
      default:
        throw new Error(`unknown control ${action}`)
    }
  }

  const hostServer = createHostServer({
    appUrl,
    ledger,
    handlers,
    answering: () => answering,
    runControl,
  })
  const gatewayServer = createGatewayServer(ledger, () => cannedGateway.shift())

  const hostPort = await listenOn(hostServer, port, host, portVariable)
  let actualGatewayPort: number
  try {
    actualGatewayPort = await listenOn(gatewayServer, gatewayPort, host, portVariable)
  } catch (error) {
    await new Promise((resolve) => hostServer.close(resolve))
    throw error
  }
  hostUrl = `http://${host}:${hostPort}`
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
    rejectPermissionRequests(reject) {
      permissions.rejectRequests(reject)
    },
    revokePermissions() {
      permissions.revoke()
    },
    async close() {
      await Promise.all([closeServer(hostServer), closeServer(gatewayServer)])
    },
  }
}
