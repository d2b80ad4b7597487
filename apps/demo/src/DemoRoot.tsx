import {
  type AuthAdapter,
  constants,
  GatehouseProvider,
  localeDirection,
  type SupportedLocale,
} from '@gatehouse/kit'
import { walletDetailsOf } from '@gatehouse/kit/wallets'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { type Config, WagmiProvider } from 'wagmi'
import { App } from './App'
import { readCspNonce } from './cspNonce'
import { DemoTranslateContext } from './i18n/t'
import { useDemoLanguage } from './i18n/useDemoLanguage'
import { kitOptionsFromUrl } from './KitOptions/kitOptionsFromUrl'
import { readLocalePreference, writeLocalePreference } from './LanguageSwitcher/localePreference'
import { readSignInPreference, writeSignInPreference } from './signInPreference'
import { DEFAULT_THEME_CHOICE, themeFromChoice } from './ThemeSwitcher/themeChoice'

// The adapter (and its schema library) loads only when the visitor turns sign-in on.
const loadAdapter = () =>
  import('@gatehouse/siwe').then(({ createAuthAdapter }): AuthAdapter => createAuthAdapter())

/** Providers around the app, with the demo's "Require sign-in" toggle (§1 optional sign-in). */
export function DemoRoot({
  wagmiConfig,
  queryClient,
  safeGatewayUrl,
}: {
  wagmiConfig: Config
  queryClient: QueryClient
  safeGatewayUrl?: string | undefined
}) {
  const [signIn, setSignIn] = useState(readSignInPreference)
  const [nonce] = useState(readCspNonce)
  const [adapter, setAdapter] = useState<AuthAdapter>()
  useEffect(() => {
    if (!signIn || adapter) return
    let live = true
    void loadAdapter().then((loaded) => live && setAdapter(loaded))
    return () => {
      live = false
    }
  }, [signIn, adapter])
  // The header's language menu: the kit's locale and the demo's own strings (unset: the browser's).
  const [locale, setLocale] = useState(readLocalePreference)
  const { language, t } = useDemoLanguage(locale, queryClient)
  useEffect(() => {
    document.documentElement.lang = language
    document.documentElement.dir = localeDirection(language)
  }, [language])
  const changeLocale = (next: SupportedLocale | undefined) => {
    writeLocalePreference(next)
    setLocale(next)
  }
  // The theme switcher's choice, as the kit's theme (the demo page follows it too).
  const [themeChoice, setThemeChoice] = useState(DEFAULT_THEME_CHOICE)
  const theme = useMemo(() => themeFromChoice(themeChoice), [themeChoice])
  const toggle = (on: boolean) => {
    writeSignInPreference(on)
    setSignIn(on)
  }
  // Kit props the address names (?accountStatus=, ?initialChain=, ?walletButton=); none: the
  // spec's page, unchanged.
  const [kitOptions] = useState(() =>
    kitOptionsFromUrl(window.location.search, {
      chainIds: wagmiConfig.chains.map((chain) => chain.id),
      walletIds: wagmiConfig.connectors.flatMap((c) => walletDetailsOf(c)?.wallet.id ?? []),
    }),
  )
  // With sign-in on, wait for the adapter rather than flash an unverified "connected" state.
  if (signIn && !adapter) return null
  return (
    <WagmiProvider config={wagmiConfig} reconnectOnMount={constants.AUTO_CONNECT}>
      <QueryClientProvider client={queryClient}>
        <GatehouseProvider
          appName="Gatehouse demo"
          locale={locale}
          authentication={signIn ? adapter : undefined}
          theme={theme}
          safeGatewayUrl={safeGatewayUrl}
          nonce={nonce}
          initialChain={kitOptions.initialChain}
        >
          <DemoTranslateContext.Provider value={t}>
            <App
              signIn={signIn}
              onSignInChange={toggle}
              theme={themeChoice}
              onThemeChange={setThemeChoice}
              locale={locale}
              onLocaleChange={changeLocale}
              kitOptions={kitOptions}
            />
          </DemoTranslateContext.Provider>
        </GatehouseProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
