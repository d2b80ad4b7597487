// @vitest-environment jsdom
// The Safe App notice's chunk that fails to load (after a deploy, the network down for a moment)
// leaves the page as it was: nothing thrown into the app's tree (React.lazy's way, which unmounts
// the page when no error boundary catches it), and the next mount loads it. The notice's module is
// wrapped so that its first import fails (a stand-in for the network, which cannot fail on cue).
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { SafeAppNoticeSlot } from './SafeAppNoticeSlot'

const imports = vi.hoisted(() => ({ count: 0, fail: 1 }))
vi.mock('./SafeAppNotice', async (importOriginal) => {
  imports.count++
  if (imports.fail > 0) {
    imports.fail--
    throw new TypeError('Failed to fetch dynamically imported module')
  }
  return importOriginal()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test('behavior: a notice that fails to load leaves the page, and the next mount loads it', async () => {
  // In a frame: the one place a Safe host can be, and where the slot loads the notice.
  vi.stubGlobal('parent', {})
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const first = render(
    <main>
      <p>the app</p>
      <SafeAppNoticeSlot />
    </main>,
  )
  await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
  expect(String(warn.mock.calls[0]?.[0])).toBe('The Safe App notice could not be loaded')
  expect(screen.getByText('the app')).toBeTruthy()
  first.unmount()
  await act(async () => {
    render(<SafeAppNoticeSlot />)
  })
  await vi.waitFor(() => expect(imports.count).toBe(2))
  expect(warn).toHaveBeenCalledTimes(1)
})
