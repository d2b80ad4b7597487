// @vitest-environment jsdom
// A modal's code preloaded in idle time must open in the commit that opened it: React.lazy alone
// suspends on first render even when the chunk is already in memory (issue 18).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
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
})
