import type { CreateConnectorFn } from 'wagmi'

const RECENT_CONNECTOR_KEY = 'recentConnectorId'

/**
 * wagmi's reconnect asks every connector for its provider on each page load, and SDK-backed
 * connectors (WalletConnect, Coinbase) import their SDK to answer. This gate keeps the SDK
 * unloaded until the visitor picks the wallet, or until a stored session of this connector
 * needs restoring (wagmi's recent connector); until then the provider is "not there", which
 * reconnect skips.
 */
export function loadSdkOnDemand(createConnector: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    const connector = createConnector(config)
    let wanted = false
    const isWanted = async (id: string) => {
      if (wanted) return true
      const recent = await Promise.resolve(config.storage?.getItem(RECENT_CONNECTOR_KEY)).catch(
        () => undefined,
      )
      wanted = recent === id
      return wanted
    }
    const { connect, getProvider, isAuthorized } = connector
    const gatedConnect = function (this: typeof connector, parameters) {
      wanted = true
      return connect.call(this, parameters)
    } as typeof connect
    const gatedGetProvider = async function (this: typeof connector, parameters) {
      // Typed as the SDK's provider; undefined is what wagmi's reconnect treats as "absent".
      if (!(await isWanted(this.id))) return undefined as Awaited<ReturnType<typeof getProvider>>
      return getProvider.call(this, parameters)
    } as typeof getProvider
    const gatedIsAuthorized = async function (this: typeof connector) {
      if (!(await isWanted(this.id))) return false
      return isAuthorized.call(this)
    }
    return Object.assign(connector, {
      connect: gatedConnect,
      getProvider: gatedGetProvider,
      isAuthorized: gatedIsAuthorized,
    })
  }
}
