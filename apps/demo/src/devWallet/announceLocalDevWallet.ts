import type { Config } from 'wagmi'
import { reconnect } from 'wagmi/actions'
import type { DemoConfig } from '../demoConfig'
import { createLocalDevProvider } from './localDevProvider'

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23222'/%3E%3Cpath d='M9 11h14v10H9z' fill='none' stroke='%2339ff88' stroke-width='2'/%3E%3Cpath d='M12 15l2 2-2 2' fill='none' stroke='%2339ff88' stroke-width='2'/%3E%3C/svg%3E"
/** Also the id of the wagmi connector made from the announcement. */
const RDNS = 'dev.gatehouse.localdevwallet'

/**
 * Announces the Local Dev Wallet through EIP-6963, now and on every request. The demo calls this
 * after its first render, so wagmi's one reconnect on mount may already have run without it:
 * if the visitor's last wallet was this one, it is reconnected here.
 */
export async function announceLocalDevWallet(config: DemoConfig, wagmiConfig: Config) {
  const provider = createLocalDevProvider(config.chains, config.rpcUrls)
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: 'c0ffee00-6a7e-4b0e-9d11-10ca1de7a11e',
      name: 'Local Dev Wallet',
      icon: ICON,
      rdns: RDNS,
    }),
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  await reconnectIfMissed(wagmiConfig)
}

async function reconnectIfMissed(wagmiConfig: Config) {
  const recent = await wagmiConfig.storage?.getItem('recentConnectorId')
  if (recent !== RDNS) return
  // A reconnect in flight (wagmi's own) decides first; this wallet may be part of it.
  await new Promise<void>((resolve) => {
    const settled = () => !['connecting', 'reconnecting'].includes(wagmiConfig.state.status)
    if (settled()) return resolve()
    const stop = wagmiConfig.subscribe(
      (state) => state.status,
      () => {
        if (!settled()) return
        stop()
        resolve()
      },
    )
  })
  if (wagmiConfig.state.status !== 'disconnected') return
  const connector = wagmiConfig.connectors.find((c) => c.id === RDNS)
  if (connector) await reconnect(wagmiConfig, { connectors: [connector] })
}
