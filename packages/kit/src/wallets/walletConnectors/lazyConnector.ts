// A wagmi connector whose code loads on first use. wagmi reads a connector's id, name, type, rdns
// and icon synchronously when createConfig sets it up; everything else is a method. The stand-in
// made here carries those fields from the start and imports the real connector factory the first
// time any method runs, so the factory (@wagmi/connectors' walletConnect, coinbaseWallet, safe)
// stays out of the first render.
import { type CreateConnectorFn, createConnector } from 'wagmi'
import { BaseError } from '../../errors/base'
import { loadOnce } from '../../loading/loadOnce'
import type { ConnectorConfig } from './walletConnectWallet/ConnectorConfig'

type Connector = ReturnType<CreateConnectorFn>

const METHODS = ['connect', 'disconnect', 'getAccounts', 'getChainId', 'getProvider'] as const
const EVENT_HANDLERS = ['onAccountsChanged', 'onChainChanged', 'onDisconnect'] as const

/**
 * What wagmi reads from the real connector without calling it, copied to the stand-in. The
 * optional methods wagmi tests for (`connector.setup?.()`, `if (!connector.switchChain)`) are
 * listed so the stand-in has exactly the ones the real connector has.
 */
export type ConnectorMeta = {
  id: string
  name: string
  type: string
  rdns?: string | readonly string[]
  icon?: string
  optional: readonly ('setup' | 'switchChain')[]
}

/** The connector's code could not be loaded (e.g. the network dropped its chunk). */
export class ConnectorLoadError extends BaseError {
  override name = 'ConnectorLoadError' as const
  constructor(connectorName: string, options: { cause: unknown }) {
    super(`${connectorName} could not be loaded.`, options)
  }
}
export type ConnectorLoadErrorType = ConnectorLoadError & { name: 'ConnectorLoadError' }

/**
 * A connector that is `meta` until used, then the connector `loadFactory()` creates, set up with
 * wagmi's config for this connector (same emitter, chains, storage, transports), so its events
 * reach wagmi. The factory is imported once per connector function (as the real factory would
 * be created once) and the real connector is created once per config; a failed import is
 * retried by the next call. The real connector's methods run with itself as `this`.
 */
export function lazyConnector(
  meta: ConnectorMeta,
  loadFactory: () => Promise<CreateConnectorFn>,
): CreateConnectorFn {
  const getFactory = loadOnce(() =>
    loadFactory().catch((cause: unknown) => {
      throw new ConnectorLoadError(meta.name, { cause })
    }),
  )
  return createConnector((config) => {
    let loading: Promise<Connector> | undefined
    let loaded: Connector | undefined
    const real = () => {
      // A failed import is retried by the next call; an error creating the connector (its own
      // parameters) is not a load failure and is kept, as a real factory would throw it again.
      loading ??= getFactory()
        .catch((error: unknown) => {
          loading = undefined
          throw error
        })
        .then((create) => {
          loaded = linked(create(config), config)
          return loaded
        })
      return loading
    }
    const { optional, ...fields } = meta
    // Filled by key below; the loops keep one forwarding function instead of one per method.
    const connector: Record<string, unknown> = { ...fields }
    // The methods return what the real connector's return, once it is loaded, with itself as `this`.
    for (const key of [...METHODS, ...optional.filter((key) => key !== 'setup')]) {
      connector[key] = async (...args: unknown[]) => {
        const loadedConnector = await real()
        return (loadedConnector[key] as (...args: unknown[]) => unknown).apply(
          loadedConnector,
          args,
        )
      }
    }
    // wagmi's reconnect awaits this unguarded; the real connectors answer false on any error.
    connector.isAuthorized = async () =>
      (await real().catch(() => undefined))?.isAuthorized() ?? false
    // wagmi calls setup without awaiting it: a failed load must not become an unhandled rejection.
    if (optional.includes('setup'))
      connector.setup = async () => (await real().catch(() => undefined))?.setup?.()
    // wagmi's event handlers return nothing: called before the load, they run after it.
    for (const key of EVENT_HANDLERS) {
      connector[key] = (argument: never) => {
        const handle = (loadedConnector: Connector) => loadedConnector[key](argument)
        if (loaded) handle(loaded)
        else real().then(handle, () => {})
      }
    }
    return connector as Connector
  })
}

/** The emitter and uid wagmi adds to every connector it sets up, on the real one too. */
function linked(connector: Connector, config: ConnectorConfig): Connector {
  return Object.assign(connector, { emitter: config.emitter, uid: config.emitter.uid })
}
