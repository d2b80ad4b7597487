// @vitest-environment jsdom
// The QR code: before the encoder's code is loaded, the frame shows and the code follows once it
// is; once it is loaded (the connect modal preloads it), the code is drawn in the same render as
// its frame, so a new pairing URI is never painted as an empty frame first (#25). The encoder's
// own errors (§5) are an alert in its place. What the code decodes to, and the errors' words, are
// encodeQr.test's.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { renderWithKit } from '../../test/renderWithKit'
import { loadQrLibrary } from './loadQrLibrary'
import { QRCode } from './QRCode'

afterEach(cleanup)

const URI = `wc:${'7'.repeat(64)}@2?relay-protocol=irn&symKey=${'e'.repeat(64)}&expiryTimestamp=1700000000`

test('behavior: before the encoder is loaded, the frame shows at once and the code follows', async () => {
  // Fresh modules: the encoder not loaded yet, whatever ran before in this worker.
  vi.resetModules()
  const fresh = await import('./QRCode')
  const { loadQrLibrary: freshLoad } = await import('./loadQrLibrary')
  const { renderWithKit: freshRender } = await import('../../test/renderWithKit')
  expect(freshLoad.loaded()).toBeUndefined()
  freshRender(<fresh.QRCode value={URI} label="Scan with WalletConnect" />, { wallets: [] })
  const frame = screen.getByRole('img', { name: 'Scan with WalletConnect' })
  expect(frame.querySelector('svg')).toBeNull()
  await expect.poll(() => frame.querySelector('svg')).not.toBeNull()
})

test('behavior: once the encoder is loaded, the code comes in the same render as its frame', async () => {
  await loadQrLibrary()
  renderWithKit(<QRCode value={URI} label="Scan with WalletConnect" />, { wallets: [] })
  // Read in the render's own commit: no effect, no await in between.
  const frame = screen.getByRole('img', { name: 'Scan with WalletConnect' })
  expect(frame.querySelector('svg path[stroke]')?.getAttribute('d')).toMatch(/^M\d/)
})

test('error: data too large for any version (§5) is an alert in place of the code, in the same render', async () => {
  await loadQrLibrary()
  renderWithKit(<QRCode value={'x'.repeat(4000)} label="Scan with WalletConnect" />, {
    wallets: [],
  })
  expect(screen.getByRole('alert')).toBeTruthy()
  expect(screen.queryByRole('img', { name: 'Scan with WalletConnect' })).toBeNull()
})
