// The WalletConnect connector behind getWalletConnectConnector's stand-in, loaded when first used:
// a wagmi connector over @gatehouse/walletconnect's EIP-1193 provider (MIT, written from the
// WalletConnect specifications), in place of wagmi's walletConnect() and Reown's SDK.
import type { WalletConnectProvider } from '@gatehouse/walletconnect'
import { type CreateConnectorFn, createConnector } from 'wagmi'
import { loadOnce } from '../../../loading/loadOnce'
import type { SignInWithConnection } from '../../SignInWithConnection'
import type { WalletConnectorParams } from '../../Wallet'
import type { ConnectorConfig } from './ConnectorConfig'
import { connectorError } from './connectorError'
import { providerOptions } from './providerOptions'
import { switchSessionChain } from './switchSessionChain'

type WalletConnectParameters = NonNullable<WalletConnectorParams['walletConnectParameters']>

// One provider per configuration, shared by every WalletConnect-based wallet (WalletConnect,
// Rainbow, Trust, Argent, Ledger…): one client and one session per page. wagmi's reconnect skips
// connectors whose provider it has already tried, so a restored session is connected once.
const sharedProviders = new Map<string, Promise<WalletConnectProvider>>()
/** connect() calls under way per shared provider: a `connect` the provider emits outside them is a late one. */
const connecting = new Map<string, number>()

/**
 * The dapp side of @gatehouse/walletconnect (its `/dapp` entry: the main one also reaches the
 * wallet side and the synchronous CACAO check, which a bundler would then keep in this chunk),
 * imported once: by the first provider, or ahead of it by the connect modal's preload
 * (getWalletConnectConnector's preloadCode). The import is destructured, so that the app's
 * bundler keeps only what these two need. A failed import is retried.
 */
const dappSideCode = loadOnce(() =>
  import('@gatehouse/walletconnect/dapp').then(
    ({ createWalletConnectProvider, createWebStorage }) => ({
      createWalletConnectProvider,
      createWebStorage,
    }),
  ),
)

/** Loads the dapp side's code without running it (the connect modal's preload). */
export function loadDappSide(): Promise<void> {
  return dappSideCode().then(noop)
}

/**
 * The WalletConnect connector for these params. The provider's code (@gatehouse/walletconnect)
 * is imported when the connector first needs its provider, which loadSdkOnDemand allows only once
 * the visitor picks a WalletConnect wallet or a stored session of it is to be restored.
 */
export function walletConnectConnector(
  projectId: string,
  walletConnectParameters: WalletConnectorParams['walletConnectParameters'],
  appName: string,
): CreateConnectorFn {
  const parameters: WalletConnectParameters = walletConnectParameters ?? {}
  const key = JSON.stringify([projectId, appName, parameters])
  return createConnector<WalletConnectProvider>((config) => {
    const getProvider = (): Promise<WalletConnectProvider> => {
      let provider = sharedProviders.get(key)
      if (!provider) {
        provider = dappSideCode().then(({ createWalletConnectProvider, createWebStorage }) =>
          createWalletConnectProvider(
            providerOptions({ createWebStorage }, projectId, appName, parameters, config),
          ),
        )
        // A failed start (storage, options) is retried by the next call.
        provider.catch(() => sharedProviders.delete(key))
        // The connector that started the provider reports the session it adopts outside any
        // connect(): the wallet's late answer to an attempt of this page before it reloaded.
        provider.then((started) => {
          started.on('connect', () => {
            if (!connecting.get(key)) reportLateSession(started)
          })
        }, noop)
        sharedProviders.set(key, provider)
      }
      return provider
    }
    // This connector's listeners on the shared provider, attached while it holds the session.
    let listening: (() => void) | undefined
    const stopListening = () => {
      listening?.()
      listening = undefined
    }
    const connector: ReturnType<CreateConnectorFn<WalletConnectProvider>> = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
      async connect(parameters = {}) {
        // A provider that cannot start (its stored topics need the relay) fails as connect() does.
        const provider = await getProvider().catch((error: unknown) => {
          throw connectorError(error)
        })
        connecting.set(key, (connecting.get(key) ?? 0) + 1)
        try {
          return await connectWith(provider, parameters)
        } finally {
          connecting.set(key, (connecting.get(key) ?? 1) - 1)
        }
      },
      async disconnect() {
        const provider = await getProvider()
        stopListening()
        // Resolves once the session is gone from storage: a reload right after restores nothing.
        await provider.disconnect()
      },
      async getAccounts() {
        const provider = await getProvider()
        return provider.accounts as `0x${string}`[]
      },
      async getChainId() {
        return (await getProvider()).chainId
      },
      getProvider,
      async isAuthorized() {
        try {
          const provider = await getProvider()
          return provider.session !== undefined || provider.client.sessions().length > 0
        } catch {
          return false
        }
      },
      async switchChain({ chainId }) {
        return switchSessionChain(await getProvider(), config, chainId)
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts as `0x${string}`[] })
      },
      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },
      onDisconnect() {
        stopListening()
        config.emitter.emit('disconnect')
      },
    }
    /** connect()'s work once the provider is up: restore or pair, sign in, report the accounts. */
    async function connectWith(
      provider: WalletConnectProvider,
      parameters: Parameters<ReturnType<CreateConnectorFn>['connect']>[0] = {},
    ) {
      const { chainId, isReconnecting, withCapabilities } = parameters
      // One-prompt sign-in: wagmi's connect() hands its extra parameters through; the kit passes
      // the sign-in message's fields here; provider.authentication then holds the signature,
      // which confirmSignIn (when given) sends to the app's server.
      const { signIn, confirmSignIn } = parameters as Partial<SignInWithConnection>
      // Only a signature this call asked for: the provider keeps its last one until a disconnect.
      let signedNow = false
      // Each wallet's connector forwards the pairing URI to its own emitter (the QR code and
      // the deep link are drawn from it), while it connects.
      const forward = (uri: string) =>
        config.emitter.emit('message', { type: 'display_uri', data: uri })
      // The URI before the relay has the proposal: for the QR code only (see the provider's qr_uri).
      const forwardQr = (uri: string) =>
        config.emitter.emit('message', { type: 'qr_uri', data: uri })
      provider.on('display_uri', forward)
      provider.on('qr_uri', forwardQr)
      try {
        // A reconnect restores the stored session (confirmed by the wallet's answer to a ping)
        // or fails, never starting a pairing nobody scans.
        if (isReconnecting) await provider.restore({ chainId })
        else if (!provider.session) {
          await provider.connect({
            chainId: chainId ?? (await storedChainId(config)),
            ...(signIn ? { signIn } : {}),
          })
          signedNow = signIn !== undefined
        }
      } catch (error) {
        throw connectorError(error)
      } finally {
        provider.removeListener('display_uri', forward)
        provider.removeListener('qr_uri', forwardQr)
      }
      const authentication = signedNow ? provider.authentication : undefined
      if (authentication && confirmSignIn) {
        const { message, signature, address } = authentication
        try {
          await confirmSignIn({ message, signature, address })
        } catch (error) {
          // A refused sign-in is a refused connection: the session the wallet approved ends
          // here, before wagmi ever reports it connected.
          await provider.disconnect().catch(() => undefined)
          throw error
        }
      }
      listen(provider)
      if (chainId !== undefined && provider.chainId !== chainId)
        await switchSessionChain(provider, config, chainId).catch(() => undefined)
      const accounts = provider.accounts.map((address) => address as `0x${string}`)
      return {
        accounts: (withCapabilities
          ? accounts.map((address) => ({ address, capabilities: {} }))
          : accounts) as never,
        chainId: provider.chainId,
      }
    }
    /** A session the provider adopted outside connect() (a late approval): wagmi is told. */
    function reportLateSession(provider: WalletConnectProvider) {
      listen(provider)
      const accounts = provider.accounts.map((address) => address as `0x${string}`)
      config.emitter.emit('connect', { accounts, chainId: provider.chainId })
    }
    function listen(provider: WalletConnectProvider) {
      if (listening) return
      const accountsChanged = (accounts: string[]) => connector.onAccountsChanged(accounts)
      const chainChanged = (chain: string) => connector.onChainChanged(chain)
      const disconnect = () => connector.onDisconnect()
      provider.on('accountsChanged', accountsChanged)
      provider.on('chainChanged', chainChanged)
      provider.on('disconnect', disconnect)
      listening = () => {
        provider.removeListener('accountsChanged', accountsChanged)
        provider.removeListener('chainChanged', chainChanged)
        provider.removeListener('disconnect', disconnect)
      }
    }
    return connector
  })
}

const noop = () => {}

/** The chain wagmi last had, if the app still has it (as wagmi's own walletConnect() picks it). */
async function storedChainId(config: ConnectorConfig): Promise<number | undefined> {
  const state = (await Promise.resolve(config.storage?.getItem('state')).catch(() => undefined)) as
    | { chainId?: number }
    | undefined
  const chainId = state?.chainId
  return config.chains.some((chain) => chain.id === chainId) ? chainId : undefined
}
