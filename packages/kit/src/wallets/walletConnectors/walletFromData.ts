import { injected } from 'wagmi/connectors'
import type { Wallet } from '../Wallet'
import {
  type FlaggedProvider,
  findInjectedProvider,
  hasFlag,
  injectedEthereum,
} from './findInjectedProvider'
import { getWalletConnectConnector } from './getWalletConnectConnector'

/**
 * Where a wallet puts its own EIP-1193 provider (RainbowKit's `namespace` and `flag`): a path on
 * `window` (e.g. `phantom.ethereum`), and/or a flag on `window.ethereum` or one of its `providers`.
 */
export type InjectedTarget = { namespace?: string; flag?: `is${string}` }

/**
 * A wallet described as data (one file per wallet): its provider on the page, whether its app
 * pairs over WalletConnect, and the Wallet fields shown in the modal. The connector follows:
 * the injected provider when the page has it, else WalletConnect, else a connector that reports
 * "not installed" so the download path stays open.
 */
export type WalletData = Omit<Wallet, 'createConnector' | 'installed' | 'unavailableReason'> & {
  injected?: InjectedTarget
  walletConnect?: boolean
}

function providerAt(namespace: string): FlaggedProvider | undefined {
  if (typeof window === 'undefined') return undefined
  let value: unknown = window
  for (const key of namespace.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return typeof value === 'object' && value !== null ? (value as FlaggedProvider) : undefined
}

/** The wallet's own provider, never another wallet's `window.ethereum`. */
export function findWalletProvider({
  namespace,
  flag,
}: InjectedTarget): FlaggedProvider | undefined {
  const own = namespace ? providerAt(namespace) : undefined
  if (own) return own
  return flag ? findInjectedProvider(injectedEthereum(), hasFlag(flag)) : undefined
}

export function walletFromData({ injected: target, walletConnect, ...wallet }: WalletData): Wallet {
  const installed = target ? findWalletProvider(target) !== undefined : undefined
  const extension = target
    ? injected({
        target: {
          id: wallet.id,
          name: wallet.name,
          // EIP-1193 shape as wagmi types it; the page's object is whatever the wallet injected.
          provider: () => findWalletProvider(target) as never,
        },
      })
    : undefined
  return {
    ...wallet,
    installed,
    createConnector: (params) => {
      if (installed && extension) return extension
      const paired = walletConnect ? getWalletConnectConnector(params) : undefined
      return paired ?? extension
    },
    unavailableReason: walletConnect && !target ? 'connect.unavailable.no_project_id' : undefined,
  }
}
