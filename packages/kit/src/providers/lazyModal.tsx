import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'

export type ModalProps = { open: boolean; onClose: () => void }

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2_000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(run, 200)
  return () => window.clearTimeout(id)
}

/**
 * A modal whose code (Radix Dialog, steps, QR…) is not needed for the button to be interactive:
 * it loads when the page is idle, or at the latest when first opened.
 */
export function lazyModal(load: () => Promise<ComponentType<ModalProps>>) {
  const Modal = lazy(() => load().then((component) => ({ default: component })))
  return function LazyModal({ open, onClose }: ModalProps) {
    const [wanted, setWanted] = useState(open)
    if (open && !wanted) setWanted(true)
    useEffect(() => whenIdle(() => void load()), [])
    if (!wanted) return null
    return (
      <Suspense fallback={null}>
        <Modal open={open} onClose={onClose} />
      </Suspense>
    )
  }
}
