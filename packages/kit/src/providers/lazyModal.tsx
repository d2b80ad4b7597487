import { type ComponentType, useEffect, useState } from 'react'

export type ModalProps = { open: boolean; onClose: () => void }

export type LazyModal = ComponentType<ModalProps> & {
  /** Loads the modal's code (and its `alsoPreload` work) once; later calls share the promise. */
  preload: () => Promise<unknown>
}

/**
 * A modal whose code (Radix Dialog, steps, QR…) is not needed for the button to be interactive.
 * Its chunk is preloaded in idle time after the first render (see useIdlePreload); once that has
 * resolved, the component is kept in this module and rendered directly, so opening the modal
 * commits its content in the same render as the click's state change. React.lazy would suspend on
 * first render even when the chunk is already in memory (its promise resolves a microtask later),
 * and React then holds the Suspense fallback for its reveal throttle (300 ms) before showing it.
 * A click that beats the preload renders nothing until the code is there, then the modal. If the
 * code cannot be loaded (a chunk gone after a deploy, the network down), the modal closes again
 * and the next opening retries: React.lazy would keep the failure and throw it into the app's
 * tree, which unmounts the whole page when no error boundary catches it.
 *
 * Why not mount the modals closed after preload instead: their hooks (wallet options, profile
 * and Safe queries, session reads) would then run for every visitor who never opens them.
 *
 * `alsoPreload` is extra idle-time work for this modal that opening must not wait for (the QR
 * library of the connect step, wallet icons…).
 */
export function lazyModal(
  load: () => Promise<ComponentType<ModalProps>>,
  alsoPreload: ReadonlyArray<() => Promise<unknown>> = [],
): LazyModal {
  let loaded: ComponentType<ModalProps> | undefined
  let loading: Promise<ComponentType<ModalProps>> | undefined
  const loadOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        loading = undefined // a failed chunk request may succeed on the next open
        throw error
      },
    )
    return loading
  }
  function LazyModalComponent({ open, onClose }: ModalProps) {
    // Chosen once, on the first opening, and kept: a component that changed while the modal is
    // open would remount it and lose its state.
    const [Modal, setModal] = useState<ComponentType<ModalProps>>()
    if (open && !Modal && loaded) setModal(() => loaded)
    const waiting = open && !Modal
    useEffect(() => {
      if (!waiting) return
      let live = true
      loadOnce().then(
        (component) => {
          if (live) setModal(() => component)
        },
        (error: unknown) => {
          if (!live) return
          console.error('The dialog could not be loaded; opening it again retries.', error)
          onClose()
        },
      )
      return () => {
        live = false
      }
    }, [waiting, onClose])
    if (!Modal) return null
    return <Modal open={open} onClose={onClose} />
  }
  const preload = () =>
    Promise.all([
      loadOnce(),
      ...alsoPreload.map((run) =>
        run().catch(() => {
          // Idle-time work only: whatever needs it loads it again when shown.
        }),
      ),
    ])
  return Object.assign(LazyModalComponent, { preload })
}
