import type { DemoConfig } from '../demoConfig'
import { createLocalDevProvider } from './localDevProvider'

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23222'/%3E%3Cpath d='M9 11h14v10H9z' fill='none' stroke='%2339ff88' stroke-width='2'/%3E%3Cpath d='M12 15l2 2-2 2' fill='none' stroke='%2339ff88' stroke-width='2'/%3E%3C/svg%3E"

/** Announces the Local Dev Wallet through EIP-6963, now and on every request. */
export function announceLocalDevWallet(config: DemoConfig) {
  const provider = createLocalDevProvider(config.chains, config.rpcUrls)
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: 'c0ffee00-6a7e-4b0e-9d11-10ca1de7a11e',
      name: 'Local Dev Wallet',
      icon: ICON,
      rdns: 'dev.gatehouse.localdevwallet',
    }),
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
