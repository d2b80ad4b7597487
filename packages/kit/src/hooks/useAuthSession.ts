import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useConnection, useConnectionEffect } from 'wagmi'
import type { AuthContextValue } from '../context/AuthContext'
import type { AuthAdapter } from '../core/AuthAdapter'
import { sameAddress } from '../core/connectionStatus'
import { sessionFromQuery, sessionQueryKey, sessionQueryOptions } from '../query/session'

const CHANNEL = 'gatehouse-auth'

/**
 * The server session behind sign-in: read on load and on focus, signed out on disconnect and
 * when the wallet's account no longer matches it, and shared with other tabs.
 */
export function useAuthSession(adapter: AuthAdapter | undefined): AuthContextValue | null {
  const client = useQueryClient()
  const { address } = useConnection()
  const query = useQuery(sessionQueryOptions(adapter))
  const session = adapter ? sessionFromQuery(query) : undefined

  // Created and closed by the same effect (StrictMode runs effects twice in development).
  const channelRef = useRef<BroadcastChannel | undefined>(undefined)
  useEffect(() => {
    if (!adapter || typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(CHANNEL)
    channel.onmessage = () => void client.invalidateQueries({ queryKey: sessionQueryKey })
    channelRef.current = channel
    return () => {
      channelRef.current = undefined
      channel.close()
    }
  }, [adapter, client])
  const announce = useCallback(() => channelRef.current?.postMessage('changed'), [])

  const refresh = useCallback(async () => {
    const result = await query.refetch()
    announce()
    return sessionFromQuery(result)
  }, [query.refetch, announce])

  const signOut = useCallback(async () => {
    if (!adapter) return
    await adapter.signOut().catch(() => undefined)
    client.setQueryData(sessionQueryKey, { authenticated: false })
    announce()
  }, [adapter, client, announce])

  useConnectionEffect({ onDisconnect: () => void signOut() })
  // The wallet switched accounts (now, on load, or seen on focus): that session is not theirs.
  useEffect(() => {
    if (session?.authenticated && address && !sameAddress(session.address, address)) void signOut()
  }, [session, address, signOut])

  return useMemo(
    () => (adapter ? { adapter, session, refresh, signOut } : null),
    [adapter, session, refresh, signOut],
  )
}
