import { ConnectButton, type SupportedLocale } from '@gatehouse/kit'
import { lazy, Suspense } from 'react'
import { useConnection } from 'wagmi'
import styles from './App.module.css'
import { useDemoT } from './i18n/t'
import type { KitOptions } from './KitOptions/kitOptionsFromUrl'
import { LanguageSwitcher } from './LanguageSwitcher/LanguageSwitcher'
import { SessionState } from './SessionState/SessionState'
import { ThemeSwitcher } from './ThemeSwitcher/ThemeSwitcher'
import type { ThemeChoice } from './ThemeSwitcher/themeChoice'

// Only a connected visitor needs the panel (and its transaction and signing code).
const ConnectedPanel = lazy(() =>
  import('./ConnectedPanel/ConnectedPanel').then((m) => ({ default: m.ConnectedPanel })),
)
// Only an address naming ?walletButton= needs WalletButton (and its wallet icons).
const WalletButtonRow = lazy(() =>
  import('./KitOptions/WalletButtonRow').then((m) => ({ default: m.WalletButtonRow })),
)

export type AppProps = {
  signIn: boolean
  onSignInChange: (on: boolean) => void
  /** the header's language choice; undefined follows the browser */
  locale: SupportedLocale | undefined
  onLocaleChange: (locale: SupportedLocale | undefined) => void
  /** the theme switcher's choice */
  theme: ThemeChoice
  onThemeChange: (choice: ThemeChoice) => void
  /** kit props named in the address (see KitOptions/kitOptionsFromUrl.ts) */
  kitOptions: KitOptions
}

export function App({
  signIn,
  onSignInChange,
  locale,
  onLocaleChange,
  theme,
  onThemeChange,
  kitOptions,
}: AppProps) {
  const t = useDemoT()
  const { status } = useConnection()
  return (
    <div className={styles.shell} data-gh="">
      <header className={styles.header}>
        <span className={styles.brand}>{t('brand')}</span>
        <LanguageSwitcher value={locale} onChange={onLocaleChange} />
        <ConnectButton accountStatus={kitOptions.accountStatus} />
      </header>
      <main className={styles.main}>
        <h1>{t('intro.title')}</h1>
        <p>{t('intro.body')}</p>
        {kitOptions.walletButtons.length > 0 && (
          <Suspense fallback={null}>
            <WalletButtonRow wallets={kitOptions.walletButtons} />
          </Suspense>
        )}
        <ThemeSwitcher value={theme} onChange={onThemeChange} />
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={signIn}
            onChange={(event) => onSignInChange(event.target.checked)}
          />
          {t('signin.toggle')}
        </label>
        {signIn && <SessionState />}
        {status === 'connected' && (
          <Suspense fallback={null}>
            <ConnectedPanel />
          </Suspense>
        )}
      </main>
    </div>
  )
}
