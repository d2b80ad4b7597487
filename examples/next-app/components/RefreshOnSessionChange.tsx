'use client'

import { useSignInSession } from '@gatehouse/kit'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Server components read the session cookie (the members page): when the visitor signs in or
 * out in the browser, re-render them, and drop pages the router cached (or prefetched) before.
 */
export function RefreshOnSessionChange() {
  const router = useRouter()
  const session = useSignInSession()
  const key =
    session === undefined
      ? undefined
      : session.authenticated
        ? `${session.address}:${session.chainId}`
        : 'signed out'
  const last = useRef(key)
  useEffect(() => {
    if (key === undefined) return // still loading
    if (last.current !== undefined && last.current !== key) router.refresh()
    last.current = key
  }, [key, router])
  return null
}
