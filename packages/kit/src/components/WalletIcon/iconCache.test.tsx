// @vitest-environment jsdom
// Issue #18: once the icons are preloaded (in idle time), a list renders every icon in its first
// commit, with no request on the click path; before that, an icon arrives by subscription.
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { mockWallet, renderWithKit } from '../../test/renderWithKit'
import { ConnectButton } from '../ConnectButton/ConnectButton'
import { iconSnapshot, preloadIcons } from './iconCache'
import { kitIconSources, preloadKitIcons } from './preloadKitIcons'
import { WalletIcon } from './WalletIcon'

afterEach(cleanup)

const RED = 'data:image/svg+xml,%3Csvg%20id%3D%22red%22%2F%3E'
const BLUE = 'data:image/svg+xml,%3Csvg%20id%3D%22blue%22%2F%3E'

describe('iconCache', () => {
  test('behavior: a preloaded icon is there in the first render, and loaded once', async () => {
    const loader = vi.fn(async () => RED)
    await preloadIcons([loader, loader])
    expect(loader).toHaveBeenCalledTimes(1)
    const { container } = render(<WalletIcon iconUrl={loader} background="#fff" size={28} />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(RED)
    expect(loader).toHaveBeenCalledTimes(1)
  })

  test('behavior: an icon not preloaded arrives after the first render', async () => {
    const loader = async () => BLUE
    const { container } = render(<WalletIcon iconUrl={loader} background="#fff" size={28} />)
    expect(container.querySelector('img')).toBeNull()
    await act(async () => {})
    expect(container.querySelector('img')?.getAttribute('src')).toBe(BLUE)
  })

  test('behavior: a failing icon leaves the tile and does not fail the preload', async () => {
    const broken = async (): Promise<string> => {
      throw new Error('offline')
    }
    await expect(preloadIcons([broken])).resolves.toBeUndefined()
    expect(iconSnapshot(broken)).toBeUndefined()
  })
})

describe('given the kit’s icons preloaded in idle time', () => {
  test('behavior: the connect modal’s list has every wallet’s icon in its first commit', async () => {
    const red = vi.fn(async () => RED)
    const blue = vi.fn(async () => BLUE)
    const { config } = renderWithKit(<ConnectButton />, {
      wallets: [
        mockWallet({}, { id: 'red', name: 'Red Wallet', iconUrl: red }),
        mockWallet({}, { id: 'blue', name: 'Blue Wallet', iconUrl: blue }),
      ],
    })
    // What useIdleIconPreload does once the page is idle.
    await preloadKitIcons(config.connectors, config.chains)
    expect(kitIconSources(config.connectors, config.chains)).toEqual(
      expect.arrayContaining([red, blue]),
    )
    const calls = red.mock.calls.length + blue.mock.calls.length

    // Every commit that shows a wallet button must already hold its icon.
    const framesWithoutIcons: string[] = []
    const observer = new MutationObserver(() => {
      for (const button of document.querySelectorAll('[role="dialog"] li button')) {
        if (!button.querySelector('img')) framesWithoutIcons.push(button.textContent ?? '')
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    observer.disconnect()

    for (const name of ['Red Wallet', 'Blue Wallet']) {
      const button = within(dialog).getByRole('button', { name })
      expect(button.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    }
    expect(framesWithoutIcons).toEqual([])
    // No icon was requested on the click path.
    expect(red.mock.calls.length + blue.mock.calls.length).toBe(calls)
  })
})
