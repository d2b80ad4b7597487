// wagmi's `safe` connector, with its Safe Apps SDK reachable by the kit (transaction status,
// off-chain signatures, Safe info) and its "no answer in time" as the §8 error.
import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { CreateConnectorFn } from 'wagmi'
import { safe } from 'wagmi/connectors'
import { SafeInfoUnavailableError } from '../../../core/safe/safeErrors'

export type SafeAppAccess = {
  /** The SDK talking to the Safe host (one instance per connector, created on first use). */
  sdk(): Promise<SafeAppsSDK>
  /** How long the host has to answer getSafeInfo. */
  infoTimeoutMs: number
}

export function safeAppConnector(options: {
  allowedDomains: readonly RegExp[]
  infoTimeoutMs: number
}): CreateConnectorFn {
  const allowedDomains = [...options.allowedDomains]
  let sdk: Promise<SafeAppsSDK> | undefined
  const access: SafeAppAccess = {
    infoTimeoutMs: options.infoTimeoutMs,
    sdk() {
      // An optional peer: apps that do not install it must still build (Turbopack fails on a
      // missing module unless told it is optional, as wagmi's connectors do).
      sdk ??= import(
        /* turbopackOptional: true */
        '@safe-global/safe-apps-sdk'
      ).then(({ default: SDK }) => new SDK({ allowedDomains }))
      return sdk
    },
  }
  const base = safe({ allowedDomains, unstable_getInfoTimeout: options.infoTimeoutMs })
  return (config) => {
    const connector = base(config)
    const getProvider = connector.getProvider.bind(connector)
    // The connector calls this.getProvider(), so the override also covers connect and reconnect.
    return Object.assign(connector, {
      safeApp: access,
      async getProvider() {
        try {
          return await getProvider()
        } catch (error) {
          throw new SafeInfoUnavailableError({ cause: error })
        }
      },
    })
  }
}

/** The Safe App SDK access of a connector made by safeAppConnector, else undefined. */
export function safeAppOf(connector: object | undefined): SafeAppAccess | undefined {
  const access = (connector as { safeApp?: unknown } | undefined)?.safeApp
  return typeof access === 'object' && access !== null && 'sdk' in access
    ? (access as SafeAppAccess)
    : undefined
}
