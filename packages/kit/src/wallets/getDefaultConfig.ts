import type { Chain, Transport } from 'viem'
import { type Config, type CreateConfigParameters, createConfig } from 'wagmi'
import { lazyHttp } from '../transports/lazyHttp'
import { type ConnectorsForWalletsErrorType, connectorsForWallets } from './connectorsForWallets'
import { defaultWalletGroups } from './defaultWallets'
import type { WalletConnectorParams, WalletGroup } from './Wallet'

export type GetDefaultConfigParameters<
  chains extends readonly [Chain, ...Chain[]],
  transports extends Record<chains[number]['id'], Transport>,
> = Omit<CreateConfigParameters<chains, transports>, 'client' | 'connectors' | 'transports'> &
  WalletConnectorParams & {
    /**
     * Default: each chain's own public RPC over HTTP (`lazyHttp()`: viem's `http()`, loaded with the
     * first request); set them for production.
     */
    transports?: transports
    /** Default: `defaultWalletGroups` (the spec's Popular and Other groups). */
    wallets?: readonly WalletGroup[]
  }

/** What `getDefaultConfig` throws: its wallets' setup errors. */
export type GetDefaultConfigErrorType = ConnectorsForWalletsErrorType

/**
 * A wagmi config with the kit's wallets in one call, as RainbowKit's `getDefaultConfig`: the rest of
 * wagmi's `createConfig` parameters (ssr, storage, pollingInterval, …) pass through. Framework-free,
 * so a Next.js server component can build it for `cookieToInitialState`.
 */
export function getDefaultConfig<
  const chains extends readonly [Chain, ...Chain[]],
  transports extends Record<chains[number]['id'], Transport> = Record<
    chains[number]['id'],
    Transport
  >,
>(parameters: GetDefaultConfigParameters<chains, transports>): Config<chains, transports> {
  const {
    appName,
    projectId,
    walletConnectParameters,
    safeInfoTimeoutMs,
    safeAllowedDomains,
    wallets = defaultWalletGroups,
    transports,
    chains,
    ...wagmiParameters
  } = parameters
  const connectors = connectorsForWallets(wallets, {
    appName,
    projectId,
    walletConnectParameters,
    safeInfoTimeoutMs,
    safeAllowedDomains,
  })
  return createConfig({
    ...wagmiParameters,
    chains,
    connectors,
    transports: transports ?? defaultTransports<chains, transports>(chains),
  })
}

function defaultTransports<
  chains extends readonly [Chain, ...Chain[]],
  transports extends Record<chains[number]['id'], Transport>,
>(chains: chains): transports {
  return Object.fromEntries(chains.map((chain) => [chain.id, lazyHttp()])) as transports
}
