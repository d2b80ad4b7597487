import { useConnection } from 'wagmi'
import { useAuth } from '../context/AuthContext'
import { type ConnectionStatus, deriveConnectionStatus } from '../core/connectionStatus'

export type { ConnectionStatus }

/** §4 connection status, derived (never stored): see core/connectionStatus.ts. */
export function useConnectionStatus(): ConnectionStatus {
  const { status, address } = useConnection()
  return deriveConnectionStatus(status, address, useAuth())
}
