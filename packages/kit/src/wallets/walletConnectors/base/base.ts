import { baseAccount as baseAccountConnector } from 'wagmi/connectors'
import type { WalletFactory } from '../../Wallet'
import { loadSdkOnDemand } from '../loadSdkOnDemand'

/**
 * Base (Base Account): a passkey wallet in a popup, through wagmi's `baseAccount` connector, so
 * the app installs `@base-org/account` when it lists this wallet (loaded only once picked). No
 * extension is needed, so it is always ready. As RainbowKit 2.2.11's `base`.
 */
export const base: WalletFactory = () => ({
  id: 'base',
  aliases: ['baseAccount'],
  name: 'Base',
  shortName: 'Base',
  rdns: ['app.base.account'],
  iconUrl: () => import('./baseIcon').then((m) => m.default),
  iconBackground: '#0000ff',
  iconAccent: '#0000ff',
  installed: true,
  createConnector: ({ appName }) =>
    loadSdkOnDemand(baseAccountConnector({ appName, preference: { telemetry: false } })),
})

/** @deprecated RainbowKit's older name for {@link base}. */
export const baseAccount: WalletFactory = base
