// @vitest-environment jsdom
// The provider's three contexts (settings, language, stores) change apart: a consumer of the
// settings or the stores alone is not re-rendered when a language's catalogue loads, while a
// consumer of the language is. Counted in renders, up to the moment the loaded language shows
// on the connect button. What each context holds: context/*Context.ts.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { useLanguage } from '../context/LanguageContext'
import { useSettings } from '../context/SettingsContext'
import { useStores } from '../context/StoresContext'
import { mockWallet, renderWithKit } from '../test/renderWithKit'

afterEach(cleanup)

const renders = { settings: 0, stores: 0, language: 0 }

function SettingsConsumer() {
  renders.settings++
  return <p>{useSettings().appName}</p>
}

function StoresConsumer() {
  renders.stores++
  useStores()
  return null
}

function LanguageConsumer() {
  renders.language++
  return <p lang={useLanguage().language} />
}

describe('given a provider locale whose catalogue loads after the first render', () => {
  it('re-renders the language consumers only, not those of settings or stores', async () => {
    renderWithKit(
      <>
        <ConnectButton />
        <SettingsConsumer />
        <StoresConsumer />
        <LanguageConsumer />
      </>,
      { wallets: [mockWallet({})], provider: { locale: 'fr-FR', appName: 'Counted App' } },
    )
    // English first: the French catalogue has not loaded yet.
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.getByText('Counted App')).toBeTruthy()
    const before = { ...renders }
    // The event that proves the language loaded: the button speaks French.
    await screen.findByRole('button', { name: 'Connecter un portefeuille' })
    expect(renders.language).toBeGreaterThan(before.language)
    expect(renders.settings).toBe(before.settings)
    expect(renders.stores).toBe(before.stores)
  })
})
