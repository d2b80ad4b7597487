// @vitest-environment jsdom
// Issue #18: the dialog's first frame is not held up by moving focus. Radix focuses the dialog's
// first element as it mounts, in the click's task, where focus() makes the browser lay out the
// page a frame early; the kit's Dialog moves focus once that frame is painted, to the element
// Radix would have chosen, and focus still returns to the trigger on close.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { afterNextPaint } from '../../loading/afterNextPaint'
import { preloadModals } from '../../providers/preloadPlan'
import { mockWallet, renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from '../ConnectButton/ConnectButton'

afterEach(cleanup)

/** Resolves after the next frame has been painted. */
const afterPaint = () => act(() => new Promise<void>((resolve) => afterNextPaint(resolve)))

it('moves focus into the dialog after its first frame, not in the click that opens it', async () => {
  await preloadModals()
  renderWithKit(<ConnectButton />, { wallets: [mockWallet({})] })
  const trigger = screen.getByRole('button', { name: 'Connect Wallet' })
  trigger.focus()
  act(() => fireEvent.click(trigger))
  // the opening commit and its effects are done: the dialog is there, focus has not moved yet
  expect(screen.getByRole('dialog', { name: 'Connect a Wallet' })).toBeTruthy()
  expect(document.activeElement).toBe(trigger)
  await afterPaint()
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  await waitFor(() => expect(document.activeElement).toBe(trigger))
})
