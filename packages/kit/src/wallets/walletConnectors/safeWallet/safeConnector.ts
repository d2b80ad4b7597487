// wagmi's `safe` connector with the kit's rules, behind safeAppConnector's stand-in (loaded when
// first used, which outside a frame is never): its "no answer in time" as the §8 error, and
// personal_sign resolving with the Safe's confirmed signature (safePersonalSign.ts).
import type { CreateConnectorFn } from 'wagmi'
import { safe } from 'wagmi/connectors'
import { SafeInfoUnavailableError } from '../../../safe/facade'
import type { SafeAppAccess } from './safeAppAccess'

export function safeConnector(
  options: { allowedDomains: RegExp[]; infoTimeoutMs: number },
  access: SafeAppAccess,
): CreateConnectorFn {
  const base = safe({
    allowedDomains: options.allowedDomains,
    unstable_getInfoTimeout: options.infoTimeoutMs,
  })
  return (config) => {
    const connector = base(config)
    const getProvider = connector.getProvider.bind(connector)
    const disconnect = connector.disconnect.bind(connector)
    // A signature can wait for the owners for days: disconnecting stops the wait.
    let waits = new AbortController()
    // The connector calls this.getProvider(), so the override also covers connect and reconnect.
    return Object.assign(connector, {
      async getProvider() {
        let provider: Awaited<ReturnType<typeof getProvider>>
        try {
          provider = await getProvider()
        } catch (error) {
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
