import { lazy, Suspense, useEffect, useState } from 'react'
import type { ConnectModalProps } from '../components/ConnectModal/ConnectModal'

// The modal (Radix Dialog, steps, QR) is not needed for the button to be interactive: it loads
// when the page is idle, or at the latest when the visitor first opens it.
const loadConnectModal = () => import('../components/ConnectModal/ConnectModal')
const ConnectModal = lazy(() => loadConnectModal().then((m) => ({ default: m.ConnectModal })))

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2_000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(run, 200)
  return () => window.clearTimeout(id)
}

export function LazyConnectModal({ open, onClose }: ConnectModalProps) {
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  useEffect(() => whenIdle(() => void loadConnectModal()), [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ConnectModal open={open} onClose={onClose} />
    </Suspense>
  )
}
