// The WalletConnect connector behind getWalletConnectConnector's stand-in, loaded when first used:
// wagmi's walletConnect factory with the kit's session, Verify and pairing-URI rules.
import type { CreateConnectorFn } from 'wagmi'
import { walletConnect } from 'wagmi/connectors'
import type { WalletConnectorParams } from '../../Wallet'
import { applyVerifyUrl } from './applyVerifyUrl'
import { forgetSession, NoSessionToRestoreError, sessionTopic } from './walletConnectSession'

// One wagmi `walletConnect()` per configuration, shared by every WalletConnect-based wallet
// (WalletConnect, Rainbow, Trust, Argent, Ledger…). Its provider lives in that closure, so sharing
// it means one WalletConnect client and one session per page; wagmi's reconnect skips connectors
// whose provider it has already tried, so a restored session is connected once, not per wallet.
const sharedConnectorFns = new Map<string, CreateConnectorFn>()

/**
 * The WalletConnect connector for these params, with the Verify server getWalletConnectConnector
 * resolved from them when the config was made. wagmi imports the SDK itself, lazily, when the
 * connector first needs its provider.
 */
export function walletConnectConnector(
  projectId: string,
  walletConnectParameters: WalletConnectorParams['walletConnectParameters'],
  verifyUrl: string | false,
): CreateConnectorFn {
  const key = JSON.stringify([projectId, walletConnectParameters ?? null])
  let shared = sharedConnectorFns.get(key)
  if (!shared) {
    const { verifyUrl: _configured, ...parameters } = walletConnectParameters ?? {}
    shared = withVerify(
      walletConnect({
        projectId,
        // The kit draws its own QR code and deep links.
        showQrModal: false,
        telemetryEnabled: false,
        ...parameters,
      }),
      verifyUrl,
    )
    sharedConnectorFns.set(key, shared)
  }
  return withSessionRules(announcingOwnUri(shared))
}

/** The SDK's Verify client follows the configuration from the provider's creation on. */
function withVerify(shared: CreateConnectorFn, verifyUrl: string | false): CreateConnectorFn {
  return (config) => {
    const connector = shared(config)
    const getProvider = connector.getProvider
    async function getConfiguredProvider(
      this: typeof connector,
      parameters: Parameters<typeof getProvider>[0],
    ) {
      const provider = await getProvider.call(this, parameters)
      applyVerifyUrl(provider, verifyUrl)
      return provider
    }
    return Object.assign(connector, { getProvider: getConfiguredProvider as typeof getProvider })
  }
}

/**
 * A reconnect restores the stored session or ends as disconnected, never as a new pairing; a
 * disconnect resolves only once the session is gone from the SDK's storage, so a reload right
 * after it restores nothing.
 */
function withSessionRules(createConnector: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    const connector = createConnector(config)
    const { connect, disconnect } = connector
    async function restoreOrConnect(
      this: typeof connector,
      parameters: Parameters<typeof connect>[0],
    ) {
      if (!parameters?.isReconnecting) return connect.call(this, parameters)
      const provider = await this.getProvider().catch(() => undefined)
      if (sessionTopic(provider) === undefined) throw new NoSessionToRestoreError()
      const restored = await connect.call(this, parameters)
      // The wallet may end the session while it is being restored (its delete waits at the relay
      // for the page to subscribe again). The connector reports that as a disconnect, but wagmi
      // listens for one only once this connect has resolved: a session gone by now would be shown
      // as connected for good. wagmi's listener is attached in the same task as this resolves,
      // so any later end of the session reaches it.
      if (sessionTopic(provider) === undefined) throw new NoSessionToRestoreError()
      return restored
    }
    async function disconnectForgetting(this: typeof connector) {
      const provider = await this.getProvider().catch(() => undefined)
      const topic = sessionTopic(provider)
      await disconnect.call(this)
      if (topic !== undefined) await forgetSession(provider, topic)
    }
    return Object.assign(connector, {
      connect: restoreOrConnect as typeof connect,
      disconnect: disconnectForgetting,
    })
  }
}

type UriSource = {
  on?: (event: 'display_uri', listener: (uri: unknown) => void) => unknown
  removeListener?: (event: 'display_uri', listener: (uri: unknown) => void) => unknown
}

/**
 * wagmi binds the provider's `display_uri` to the first connector that called connect() and keeps
 * that binding after a failed attempt, so with a shared provider the pairing URI could reach
 * another wallet's emitter. Each wallet's connector therefore forwards the URI to its own emitter
 * while it connects (a duplicate message to the same emitter is harmless: the URI is identical).
 */
function announcingOwnUri(shared: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    const connector = shared(config)
    const connect = connector.connect
    async function connectAnnouncingUri(
      this: typeof connector,
      parameters: Parameters<typeof connect>[0],
    ) {
      const provider = (await this.getProvider().catch(() => undefined)) as UriSource | undefined
      const forward = (uri: unknown) => {
        if (typeof uri === 'string')
          config.emitter.emit('message', { type: 'display_uri', data: uri })
      }
      provider?.on?.('display_uri', forward)
      try {
        return await connect.call(this, parameters)
      } finally {
        provider?.removeListener?.('display_uri', forward)
      }
    }
    // Same contract as the wrapped connect (its generic only narrows the accounts' type).
    return Object.assign(connector, { connect: connectAnnouncingUri as typeof connect })
  }
}
