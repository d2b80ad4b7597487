// @vitest-environment jsdom
// The provider's `theme` prop: a <style> rule for [data-gh], which the connect button and the
// portalled dialog carry; the light/dark pair as a media block; none for null; modalSize. The computed
// colours in a real browser are covered by e2e/themes.spec.ts.
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { mockWallet, renderWithKit } from '../test/renderWithKit'
import { darkTheme } from './darkTheme'
import { lightTheme } from './lightTheme'
import type { ThemeSetting } from './Theme'

afterEach(cleanup)

const render = (theme?: ThemeSetting | null) =>
  renderWithKit(<ConnectButton />, { wallets: [mockWallet({})], provider: { theme } })
const themeStyle = () => document.querySelector('style[data-gh-theme]')?.textContent

describe('given a theme', () => {
  it('writes its variables for [data-gh], which the button and the dialog carry', async () => {
    render(darkTheme({ borderRadius: 'none' }))
    expect(themeStyle()).toMatch(/^\[data-gh\] \{\n--gh-colors-/)
    expect(themeStyle()).toContain('--gh-colors-modal-background: #1a1b1f;')
    expect(themeStyle()).toContain('--gh-radii-modal: 0px;')
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.hasAttribute('data-gh')).toBe(true)
    await userEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    // Portalled outside the app's tree, yet reached by the attribute selector.
    expect(dialog.closest('[data-gh]')).toBe(dialog)
    expect(document.querySelectorAll('[data-gh]').length).toBeGreaterThanOrEqual(3)
  })
})

describe('given a light and a dark theme', () => {
  it('follows prefers-color-scheme in CSS alone', () => {
    render({ lightMode: lightTheme(), darkMode: darkTheme() })
    const [light, dark] = themeStyle()?.split('@media (prefers-color-scheme: dark) {\n') ?? []
    expect(light).toContain('--gh-colors-modal-background: #ffffff;')
    expect(dark).toMatch(/^\[data-gh\] \{\n/)
    expect(dark).toContain('--gh-colors-modal-background: #1a1b1f;')
    expect(dark).not.toContain('--gh-radii-')
  })
})

describe('given no theme or null', () => {
  it('adds no style element: base.css already holds lightTheme()', () => {
    render()
    expect(themeStyle()).toBeUndefined()
    cleanup()
    render(null)
    expect(themeStyle()).toBeUndefined()
  })
})

describe('given modalSize', () => {
  it('shows the wide panel by default and the compact sheet when asked (§2)', async () => {
    const open = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
      return screen.findByRole('dialog', { name: 'Connect a Wallet' })
    }
    renderWithKit(<ConnectButton />, { wallets: [mockWallet({})] })
    expect((await open()).dataset).toMatchObject({ size: 'wide', variant: 'panel' })
    cleanup()
    renderWithKit(<ConnectButton />, {
      wallets: [mockWallet({})],
      provider: { modalSize: 'compact' },
    })
    expect((await open()).dataset).toMatchObject({ size: 'compact', variant: 'sheet' })
  })
})
