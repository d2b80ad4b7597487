// @vitest-environment jsdom
// A modal's code preloaded in idle time must open in the commit that opened it: React.lazy alone
// suspends on first render even when the chunk is already in memory (issue 18).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { Suspense, useEffect, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyModal, type ModalProps } from './lazyModal'

afterEach(cleanup)

function Content({ open }: ModalProps) {
  return open ? <p>modal content</p> : null
}

function renderClosedThenOpen(Modal: ReturnType<typeof lazyModal>) {
  const ui = (open: boolean) => (
    <Suspense fallback={<p>fallback</p>}>
      <Modal open={open} onClose={() => {}} />
    </Suspense>
  )
  const { rerender } = render(ui(false))
  // One synchronous commit, as a click's update is: nothing may wait for a promise.
  act(() => rerender(ui(true)))
}

describe('lazyModal', () => {
  it('renders a preloaded modal in the commit that opens it, with no fallback', async () => {
    const Modal = lazyModal(async () => Content)
    await Modal.preload()
    renderClosedThenOpen(Modal)
    expect(screen.getByText('modal content')).toBeTruthy()
    expect(screen.queryByText('fallback')).toBeNull()
  })

  it('still opens a modal clicked before its preload, once its code is there', async () => {
    const Modal = lazyModal(async () => Content)
    renderClosedThenOpen(Modal)
    expect(screen.queryByText('modal content')).toBeNull()
    expect(await screen.findByText('modal content')).toBeTruthy()
  })

  it('loads the code once, and its extra idle work without waiting for it', async () => {
    let loads = 0
    let extra = 0
    const Modal = lazyModal(async () => {
      loads++
      return Content
    }, [
      async () => {
        extra++
        throw new Error('an idle extra may fail')
      },
    ])
    await Promise.all([Modal.preload(), Modal.preload()])
    expect(loads).toBe(1)
    expect(extra).toBe(2)
  })

  it('retries a failed load on the next preload', async () => {
    let fail = true
    const Modal = lazyModal(async () => {
      if (fail) throw new Error('chunk request failed')
      return Content
    })
    await expect(Modal.preload()).rejects.toThrow('chunk request failed')
    fail = false
    await Modal.preload()
    renderClosedThenOpen(Modal)
    expect(screen.getByText('modal content')).toBeTruthy()
  })

  it('closes again when its code cannot be loaded, and the next opening retries', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const Modal = lazyModal(async () => {
      if (fail) throw new Error('chunk request failed')
      return Content
    })
    const onClose = vi.fn()
    const ui = (open: boolean) => <Modal open={open} onClose={onClose} />
    // no Suspense and no error boundary above: a failure must not reach the app's tree
    const { rerender } = render(ui(false))
    rerender(ui(true))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(error).toHaveBeenCalled()
    rerender(ui(false))
    fail = false
    rerender(ui(true))
    expect(await screen.findByText('modal content')).toBeTruthy()
    error.mockRestore()
  })

  describe('rendered ahead (prerender)', () => {
    // Each copy counts its effects and keeps a state the opening changes, so a test can tell a
    // copy that was shown before from a fresh one.
    const effects = { mounted: 0 }
    function Counter({ open }: ModalProps) {
      const [clicks, setClicks] = useState(0)
      useEffect(() => {
        effects.mounted++
      }, [])
      if (!open) return null
      return (
        <button type="button" onClick={() => setClicks((n) => n + 1)}>
          {`pressed ${clicks}`}
        </button>
      )
    }
    const ui = (Modal: ReturnType<typeof lazyModal>, open: boolean) => (
      <Modal open={open} onClose={() => {}} prerender />
    )

    it('renders the loaded modal hidden, with no effect run, and reveals that same DOM on opening', async () => {
      effects.mounted = 0
      const Modal = lazyModal(async () => Counter)
      const { rerender } = render(ui(Modal, false))
      await act(() => Modal.preload())
      // rendered ahead at idle priority: wait for it without opening
      const button = await waitFor(() => {
        const found = document.querySelector('button')
        if (!found) throw new Error('not rendered yet')
        return found
      })
      expect(button.style.display).toBe('none')
      expect(screen.queryByRole('button')).toBeNull() // hidden from the accessibility tree
      expect(effects.mounted).toBe(0) // no subscription or query starts for a closed modal
      act(() => rerender(ui(Modal, true)))
      expect(screen.getByRole('button', { name: 'pressed 0' })).toBe(button)
      expect(button.style.display).toBe('')
      expect(effects.mounted).toBe(1)
    })

    it('opens a fresh copy each time: what one opening changed is gone at the next', async () => {
      const Modal = lazyModal(async () => Counter)
      const { rerender } = render(ui(Modal, false))
      await act(() => Modal.preload())
      act(() => rerender(ui(Modal, true)))
      act(() => screen.getByRole('button', { name: 'pressed 0' }).click())
      expect(screen.getByRole('button', { name: 'pressed 1' })).toBeTruthy()
      act(() => rerender(ui(Modal, false)))
      expect(screen.queryByRole('button')).toBeNull()
      act(() => rerender(ui(Modal, true)))
      expect(screen.getByRole('button', { name: 'pressed 0' })).toBeTruthy()
    })

    it('never starts the load itself: it waits for the idle-time preload', async () => {
      let loads = 0
      const Modal = lazyModal(async () => {
        loads++
        return Counter
      })
      render(ui(Modal, false))
      await act(async () => {})
      expect(loads).toBe(0)
      expect(document.querySelector('button')).toBeNull()
    })
  })
})
