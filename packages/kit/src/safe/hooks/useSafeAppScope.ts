import { useConfig, useConnection } from 'wagmi'
import type { SafeAppScope } from '../query/safeApp'
import { isSafeApp } from '../safeConnection'

/**
 * The wagmi config and, while connected as a Safe App, the connection the Safe App hooks cache
 * their answers under (undefined otherwise: their queries stay disabled).
 */
export function useSafeAppScope() {
  const config = useConfig()
  const { connector, address, status } = useConnection()
  const scope: SafeAppScope | undefined =
    status === 'connected' && connector && address && isSafeApp(connector)
      ? [connector.uid, address]
      : undefined
  return { config, scope }
}
