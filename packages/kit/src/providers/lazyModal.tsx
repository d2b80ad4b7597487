import * as React from 'react'
import { type ComponentType, type ReactNode, useMemo, useState } from 'react'
import { loadOnce } from '../loading/loadOnce'
import { useLoaded } from '../loading/useLoaded'

export type ModalProps = { open: boolean; onClose: () => void }

export type LazyModalProps = ModalProps & {
  /**
   * Render the modal ahead of its opening, hidden, once its code has loaded: the visitor can open
   * it next (see modalsToPreload). Needs React's Activity (19.2 and later); ignored without it.
   */
  prerender?: boolean
}

export type LazyModal = ComponentType<LazyModalProps> & {
  /** Loads the modal's code (and its `alsoPreload` work) once; later calls share the promise. */
  preload: () => Promise<unknown>
}

type ActivityProps = { mode: 'visible' | 'hidden'; children: ReactNode }
// Read off the namespace: React 18 and 19.0-19.1 have no Activity, and the kit supports them.
const Activity = (React as { Activity?: ComponentType<ActivityProps> }).Activity

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
 * With `prerender`, a loaded modal is also rendered open inside a hidden Activity, at idle
 * priority, so the click only reveals it: the render and the DOM are ready, and the click's task
 * mounts the effects (focus trap, scroll lock) and shows it (issue #18). A hidden Activity runs no
 * effects, so the modal's subscriptions and queries still start only when it is shown; only the
 * modals a visitor can open next are pre-rendered. Each closing starts a fresh hidden copy, so
 * every opening starts from the modal's first step, as a new mount would.
 *
 * `alsoPreload` is extra idle-time work for this modal that opening must not wait for (the QR
 * library of the connect step, wallet icons…).
 */
export function lazyModal(
  load: () => Promise<ComponentType<ModalProps>>,
  alsoPreload: ReadonlyArray<() => Promise<unknown>> = [],
): LazyModal {
  const code = loadOnce(load)
  function LazyModalComponent({ open, onClose, prerender = false }: LazyModalProps) {
    // Chosen once, on the first opening (or pre-render), and kept: a component that changed while
    // the modal is open would remount it and lose its state.
    const [Modal, setModal] = useState<ComponentType<ModalProps>>()
    const ahead = prerender && Activity !== undefined
    // An opening loads the code; a pre-render only waits for the idle-time preload, never
    // starting the load itself. A failed load closes the modal again: the next opening retries.
    const loaded = useLoaded(code, {
      when: open && !Modal,
      onError: (error) => {
        console.error('The dialog could not be loaded; opening it again retries.', error)
        onClose()
      },
    })
    if ((open || ahead) && !Modal && loaded) setModal(() => loaded)
    // A closing retires the copy that was shown; the next one is rendered fresh, hidden.
    const [opening, setOpening] = useState(0)
    const [wasOpen, setWasOpen] = useState(open)
    if (wasOpen !== open) {
      setWasOpen(open)
      if (!open) setOpening((count) => count + 1)
    }
    // The same element while nothing but `open` changes, so revealing it re-renders nothing.
    const shown = useMemo(
      () => (Modal ? <Modal key={opening} open onClose={onClose} /> : null),
      [Modal, opening, onClose],
    )
    if (!Modal) return null
    if (!Activity) return <Modal open={open} onClose={onClose} />
    if (!ahead && !open) return null
    return <Activity mode={open ? 'visible' : 'hidden'}>{shown}</Activity>
  }
  const preload = () =>
    Promise.all([
      code(),
      ...alsoPreload.map((run) =>
        run().catch(() => {
          // Idle-time work only: whatever needs it loads it again when shown.
        }),
      ),
    ])
  return Object.assign(LazyModalComponent, { preload })
}
