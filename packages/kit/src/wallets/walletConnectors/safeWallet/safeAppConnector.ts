// wagmi's `safe` connector, with its Safe Apps SDK reachable by the kit (transaction status,
// off-chain signatures, Safe info and the other SDK calls), its "no answer in time" as the §8
// error, and personal_sign resolving with the Safe's confirmed signature (safePersonalSign.ts).
import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { CreateConnectorFn } from 'wagmi'
import { safe } from 'wagmi/connectors'
import type { SafeAppAccess } from './safeAppAccess'

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
    const disconnect = connector.disconnect.bind(connector)
    // A signature can wait for the owners for days: disconnecting stops the wait.
    let waits = new AbortController()
    // The connector calls this.getProvider(), so the override also covers connect and reconnect.
    return Object.assign(connector, {
      safeApp: access,
      async getProvider() {
        let provider: Awaited<ReturnType<typeof getProvider>>
        try {
          provider = await getProvider()
        } catch (error) {
          const { SafeInfoUnavailableError } = await import('../../../errors/safe')
          throw new SafeInfoUnavailableError({ cause: error })
        }
        if (!provider) return provider
        // Loaded with the provider, which exists only inside a Safe: every other visitor's first
        // render carries no Safe signing code or Safe error classes.
        const { withSafePersonalSign } = await import('./safePersonalSign')
        return withSafePersonalSign(provider, access, () => waits.signal)
      },
      async disconnect() {
        waits.abort()
        waits = new AbortController()
        return disconnect()
      },
    })
  }
}
