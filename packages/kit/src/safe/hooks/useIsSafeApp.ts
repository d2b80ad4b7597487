import { useConnection } from 'wagmi'
import { isSafeApp } from '../safeConnection'

/** Whether the app is connected to a Safe as a Safe App (inside a Safe host's frame). */
export function useIsSafeApp(): boolean {
  const { connector, status } = useConnection()
  return status === 'connected' && isSafeApp(connector)
}
