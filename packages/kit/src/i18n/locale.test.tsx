// @vitest-environment jsdom
// The kit in another language: English while a locale loads, the locale from the provider or the
// browser, right-to-left Arabic on the button and the dialog, localised wallet instructions and
// balances with the locale's separators.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { useLanguage } from '../context/LanguageContext'
import { formatBalance } from '../core/format/formatBalance'
import { mockWallet, renderWithKit } from '../test/renderWithKit'
import { settledQueries } from '../test/settledQueries'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const wallets = [mockWallet({})]

// What the connect button and account modal hand formatBalance (via useProfile).
function NumberProbe() {
  const { locale } = useLanguage()
  return <span data-testid="probe">{`${locale} ${formatBalance('1234.5', locale)}`}</span>
}

describe('the provider locale', () => {
  it('renders English at once, then the locale when its catalogue has loaded', async () => {
    renderWithKit(<ConnectButton />, { wallets, provider: { locale: 'fr-FR' } })
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Connecter un portefeuille' })).toBeTruthy()
  })

  it('sets dir="rtl" and lang on the button and the dialog in Arabic', async () => {
    renderWithKit(<ConnectButton />, { wallets, provider: { locale: 'ar-EG' } })
    const button = await screen.findByRole('button', { name: 'ربط المحفظة' })
    expect(button.getAttribute('dir')).toBe('rtl')
    expect(button.getAttribute('lang')).toBe('ar')
    await userEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'ربط محفظة' })
    expect(dialog.getAttribute('dir')).toBe('rtl')
    expect(dialog.getAttribute('lang')).toBe('ar')
    expect(within(dialog).getByRole('heading', { name: 'ما هي المحفظة؟' })).toBeTruthy()
  })

  it('keeps English left to right by default', async () => {
    renderWithKit(<ConnectButton />, { wallets })
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.getAttribute('dir')).toBe('ltr')
    await userEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    expect(dialog.getAttribute('dir')).toBe('ltr')
    expect(dialog.getAttribute('lang')).toBe('en')
  })

  it('shows the wallet instructions in the locale', async () => {
    renderWithKit(<ConnectButton />, { wallets, provider: { locale: 'de' } })
    await userEvent.click(await screen.findByRole('button', { name: 'Wallet verbinden' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wallet verbinden' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wallet besorgen' }))
    expect(await within(dialog).findByText('Wallet besorgen', { selector: 'h2, h3' })).toBeTruthy()
  })

  it('hands balances the active locale, so they use its separators (§9 rules unchanged)', async () => {
    renderWithKit(<NumberProbe />, { wallets, provider: { locale: 'de-DE' } })
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('de-DE 1.234,5'))
  })
})

describe('the browser language', () => {
  it('is followed when the provider sets no locale (pt → pt-BR)', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-PT', 'en'])
    renderWithKit(<ConnectButton />, { wallets })
    expect(await screen.findByRole('button', { name: 'Conectar carteira' })).toBeTruthy()
  })

  it('gives numbers the tag the language was chosen from (de-AT)', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en'])
    renderWithKit(<NumberProbe />, { wallets })
    // Austrian German groups thousands with a (narrow) space, not Germany's dot
    const expected = `de-AT ${formatBalance('1234.5', 'de-AT')}`
    expect(expected).not.toBe('de-AT 1,234.5')
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe(expected))
  })

  it('falls back to English when no preferred language is supported', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'am'])
    const { queryClient } = renderWithKit(<ConnectButton />, { wallets })
    // English shows while any other language loads, so the label alone cannot tell a fallback
    // from a load still running: the catalogues the kit asked for name the language it chose.
    const catalogues = await settledQueries(queryClient, { queryKey: ['gatehouse', 'catalogue'] })
    expect(new Set(catalogues.map((query) => query.queryKey.at(-1)))).toEqual(new Set(['en']))
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.getAttribute('lang')).toBe('en')
  })
})
