// @vitest-environment jsdom
// Issue #18: in idle time the wallets' icons become bitmaps at the size the connect modal lists
// them, and the list's first commit paints those; an icon that cannot be read back (a
// cross-origin icon taints the canvas) keeps its own URL, as does every other size.
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { mockWallet, renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from '../ConnectButton/ConnectButton'
import { iconSnapshot } from './iconCache'
import { preloadKitIcons } from './preloadKitIcons'
import { rasteriseIcon } from './rasteriseIcon'
import { WalletIcon } from './WalletIcon'
import { WALLET_ICON_SIZES } from './walletIconSizes'

const svg = (id: string) => `data:image/svg+xml,%3Csvg%20id%3D%22${id}%22%2F%3E`
const PNG_BYTES = 'png-of-'

/** jsdom has no canvas: this one records what was drawn and encodes it as a fake PNG. */
function fakeCanvas(readBack: 'ok' | 'tainted') {
  const drawn: { src: string; width: number; height: number }[] = []
  class FakeOffscreenCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return {
        drawImage: (image: HTMLImageElement, _x: number, _y: number, w: number, h: number) =>
          drawn.push({ src: image.src, width: w, height: h }),
      }
    }
    async convertToBlob() {
      if (readBack === 'tainted') throw new DOMException('tainted', 'SecurityError')
      return new Blob([PNG_BYTES + drawn.at(-1)?.src], { type: 'image/png' })
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas)
  return drawn
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('given the wallets’ icons preloaded in idle time', () => {
  test('behavior: the connect modal’s first commit shows each icon as a bitmap of its size', async () => {
    const drawn = fakeCanvas('ok')
    const red = svg('raster-red')
    const blue = svg('raster-blue')
    const { config } = renderWithKit(<ConnectButton />, {
      wallets: [
        mockWallet({}, { id: 'red', name: 'Red Wallet', iconUrl: async () => red }),
        mockWallet({}, { id: 'blue', name: 'Blue Wallet', iconUrl: async () => blue }),
      ],
    })
    await preloadKitIcons(config.connectors, config.chains)
    // Drawn at the list's size × devicePixelRatio (1 in jsdom).
    expect(drawn).toEqual(
      expect.arrayContaining([
        { src: red, width: WALLET_ICON_SIZES.row, height: WALLET_ICON_SIZES.row },
        { src: blue, width: WALLET_ICON_SIZES.row, height: WALLET_ICON_SIZES.row },
      ]),
    )
    // Every commit that shows a wallet's icon shows the bitmap, never the SVG first.
    const notBitmaps: string[] = []
    const observer = new MutationObserver(() => {
      for (const img of document.querySelectorAll<HTMLImageElement>('[role="dialog"] li img')) {
        if (!img.src.startsWith('data:image/png')) notBitmaps.push(img.src)
      }
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true })
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    observer.disconnect()
    expect(notBitmaps).toEqual([])
    for (const [name, url] of [
      ['Red Wallet', red],
      ['Blue Wallet', blue],
    ] as const) {
      const src = within(dialog).getByRole('button', { name }).querySelector('img')?.src ?? ''
      expect(src.startsWith('data:image/png;base64,')).toBe(true)
      expect(atob(src.split(',')[1] ?? '')).toBe(PNG_BYTES + url)
    }
  })

  test('behavior: a bitmap is used at its own size only; other sizes keep the URL', async () => {
    fakeCanvas('ok')
    const url = svg('raster-sizes')
    const image = new Image()
    image.src = url
    await rasteriseIcon(url, image, 28)
    expect(iconSnapshot(url, 28)?.startsWith('data:image/png')).toBe(true)
    expect(iconSnapshot(url, 48)).toBe(url)
    expect(iconSnapshot(url)).toBe(url)
  })

  test('behavior: an icon that cannot be read back (tainted canvas) keeps its URL', async () => {
    fakeCanvas('tainted')
    const url = 'https://icons.example/cross-origin.svg'
    const image = new Image()
    image.src = url
    await expect(rasteriseIcon(url, image, 28)).resolves.toBeUndefined()
    const { container } = render(<WalletIcon iconUrl={url} background="#fff" size={28} />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(url)
  })

  test('behavior: without OffscreenCanvas nothing is rasterised and the URL is shown', async () => {
    const url = svg('raster-none')
    const image = new Image()
    image.src = url
    await rasteriseIcon(url, image, 28)
    const { container } = render(<WalletIcon iconUrl={url} background="#fff" size={28} />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(url)
  })
})

test('behavior: the wallets’ icons are decoded and drawn one per idle period, so no run of them holds up the page', async () => {
  const drawn = fakeCanvas('ok')
  const idle: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  vi.stubGlobal('cancelIdleCallback', () => {})
  const icons = ['one', 'two', 'three'].map((id) => svg(`idle-${id}`))
  const { config } = renderWithKit(<ConnectButton />, {
    wallets: icons.map((url, i) =>
      mockWallet({}, { id: `idle${i}`, name: `Idle Wallet ${i}`, iconUrl: async () => url }),
    ),
  })
  // The kit's own idle preload (useIdleIconPreload) waits in the same queue: drop it.
  idle.length = 0
  const done = preloadKitIcons(config.connectors, config.chains)
  for (let period = 1; period <= icons.length; period++) {
    // One icon per period: the next one is queued only once this one is drawn. Waited for rather
    // than given 20 ms, which a busy machine overran.
    await vi.waitFor(() => expect(idle).toHaveLength(1))
    // The preload now waits for the page to be idle: nothing more is decoded before that.
    expect(drawn.map((d) => d.src)).toEqual(icons.slice(0, period - 1))
    idle.shift()?.()
    await vi.waitFor(() => expect(drawn.map((d) => d.src)).toEqual(icons.slice(0, period)))
    expect(idle.length).toBeLessThanOrEqual(1)
  }
  await done
})
