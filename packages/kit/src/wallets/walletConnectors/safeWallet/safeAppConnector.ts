// The Safe App connector: its Safe Apps SDK reachable by the kit (transaction status, off-chain
// signatures, Safe info and the other SDK calls) from the start, wagmi's `safe` connector and the
// kit's rules for it (safeConnector.ts) loaded on first use.
import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { CreateConnectorFn } from 'wagmi'
import { loadOnce } from '../../../loading/loadOnce'
import { lazyConnector } from '../lazyConnector'
import { isInsideSafeHost } from './isInsideSafeHost'
import type { SafeAppAccess } from './safeAppAccess'

export function safeAppConnector(options: {
  allowedDomains: readonly RegExp[]
  infoTimeoutMs: number
}): CreateConnectorFn {
  const allowedDomains = [...options.allowedDomains]
  // Only inside an allowed host's frame is there a Safe to answer: any other page that frames
  // the app (issue 24) gets no provider, so nothing it says is taken for the Safe's.
  const inSafeHost = () => isInsideSafeHost(allowedDomains)
  const access: SafeAppAccess = {
    infoTimeoutMs: options.infoTimeoutMs,
    // An optional peer: apps that do not install it must still build (Turbopack fails on a
    // missing module unless told it is optional, as wagmi's connectors do).
    sdk: loadOnce(() =>
      import(
        /* turbopackOptional: true */
        '@safe-global/safe-apps-sdk'
      ).then(({ default: SDK }): SafeAppsSDK => new SDK({ allowedDomains })),
    ),
  }
  const lazy = lazyConnector({ id: 'safe', name: 'Safe', type: 'safe', optional: [] }, () =>
    import('./safeConnector').then((module) =>
      module.safeConnector({ allowedDomains, infoTimeoutMs: options.infoTimeoutMs }, access),
    ),
  )
  return (config) => {
    const connector = lazy(config)
    const { getProvider, isAuthorized } = connector
    // wagmi's reconnect asks every connector on every page load. Outside an allowed Safe host's
    // frame the real connector has no provider and is not authorised: answered here, so its code
    // never loads.
    return Object.assign(connector, {
      safeApp: access,
      async getProvider(parameters: Parameters<typeof getProvider>[0]) {
        return inSafeHost() ? getProvider(parameters) : undefined
      },
      async isAuthorized() {
        return inSafeHost() ? isAuthorized() : false
      },
    })
  }
}
