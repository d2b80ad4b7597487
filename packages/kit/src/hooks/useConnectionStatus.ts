import { useConnection } from 'wagmi'

/** §4 connection status, derived (never stored). `unauthenticated` arrives with sign-in. */
export type ConnectionStatus = 'disconnected' | 'unauthenticated' | 'loading' | 'connected'

export function useConnectionStatus(): ConnectionStatus {
  const { status } = useConnection()
  switch (status) {
    case 'connected':
      return 'connected'
    case 'connecting':
    case 'reconnecting':
      return 'loading'
    case 'disconnected':
      return 'disconnected'
    default: {
      const exhaustive: never = status
      return exhaustive
    }
  }
}
