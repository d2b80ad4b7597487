// The Safe the app is connected to, as the rest of the kit sees it (through safe/facade.ts):
// whether a connector is a Safe App, its Safe Apps SDK, how a Safe's transactions are followed and
// where its threshold and owners come from (the Safe host inside a Safe App, else the Safe Client
// Gateway) all live behind these few functions; the connector's internals stay in
// wallets/walletConnectors/safeWallet/. Nothing heavy is imported here: the SDK and gateway calls
// load on first use.

import type { SafeTracking } from '../transactions/facade'
import { safeAppOf } from '../wallets/walletConnectors/safeWallet/safeAppAccess'
import type { SafeAppsSdkCalls } from './actions/safeApp'
import { NoSafeStatusSourceError, SafeAppNotConnectedError } from './errors/safeFacade'

/** Whether this wagmi connector is the Safe App connector (the app inside a Safe host). */
export function isSafeApp(connector: object | undefined): boolean {
  return safeAppOf(connector) !== undefined
}

/** The Safe Apps SDK of the Safe App connector; SafeAppNotConnectedError for any other. */
export async function safeAppSdk(connector: object | undefined): Promise<SafeAppsSdkCalls> {
  const access = safeAppOf(connector)
  if (!access) throw new SafeAppNotConnectedError()
  return access.sdk()
}

/** What the Safe facade reads the current connection from (read at call time). */
export type SafeSource = {
  connector: object | undefined
  /** The Safe Client Gateway, for Safes connected outside a Safe host. */
  gatewayUrl: string | undefined
}

/**
 * How the transaction tracker follows a Safe's transactions: through the Safe host's SDK inside
 * a Safe App, else through the gateway when one is configured. `current` is read on every call,
 * as the tracker outlives a change of connector or configuration.
 */
export function createSafeTracking(current: () => SafeSource): SafeTracking {
  return {
    async isSafeAccount({ account, chainId }) {
      const { connector, gatewayUrl } = current()
      if (isSafeApp(connector)) return true
      if (!gatewayUrl) return false
      const { getGatewaySafe } = await import('./actions/safeGateway')
      return (await getGatewaySafe(gatewayUrl, chainId, account)) !== undefined
    },
    async getTransaction({ chainId, safeTxHash }) {
      const { connector, gatewayUrl } = current()
      const access = safeAppOf(connector)
      if (access) {
        const { getSafeAppTransaction } = await import('./actions/safeApp')
        return getSafeAppTransaction(await access.sdk(), safeTxHash)
      }
      if (!gatewayUrl) throw new NoSafeStatusSourceError()
      const { getGatewayTransaction } = await import('./actions/safeGateway')
      return getGatewayTransaction(gatewayUrl, chainId, safeTxHash)
    },
  }
}

/** A Safe's threshold and how many owners it has. */
export type SafeDetails = { threshold: number; owners: number }

/**
 * The connected Safe's threshold and owners count: from the Safe host inside a Safe App, else
 * from the gateway (null when the gateway knows no Safe at this address).
 */
export async function readSafeDetails(
  source: SafeSource & { address: string; chainId: number | undefined },
): Promise<SafeDetails | null> {
  const access = safeAppOf(source.connector)
  if (access) {
    const { getSafeAppInfo } = await import('./actions/safeApp')
    const safe = await getSafeAppInfo(await access.sdk())
    return { threshold: safe.threshold, owners: safe.owners.length }
  }
  if (!source.gatewayUrl || source.chainId === undefined) return null
  const { getGatewaySafe } = await import('./actions/safeGateway')
  const safe = await getGatewaySafe(source.gatewayUrl, source.chainId, source.address)
  return safe ? { threshold: safe.threshold, owners: safe.owners } : null
}

/**
 * Signs a message as the Safe through the Safe host (the Safe connector's personal_sign); the
 * SDK calls' code loads on first use.
 */
export async function signSafeAppMessage(
  ...args: Parameters<typeof import('./actions/safeApp').signSafeAppMessage>
): Promise<`0x${string}`> {
  const { signSafeAppMessage } = await import('./actions/safeApp')
  return signSafeAppMessage(...args)
}
