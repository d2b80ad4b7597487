import { type ReactNode, useState } from 'react'
import type { Chain } from 'viem'
import { Avatar as DefaultAvatar } from '../components/Avatar/Avatar'
import { SafeAppNoticeSlot } from '../components/SafeAppNotice/SafeAppNoticeSlot'
import { AuthContext } from '../context/AuthContext'
import type { AvatarComponent } from '../context/AvatarComponent'
import type { DisclaimerComponent } from '../context/DisclaimerComponent'
import { LanguageContext } from '../context/LanguageContext'
import { ModalContext } from '../context/ModalContext'
import { type ModalSize, SettingsContext } from '../context/SettingsContext'
import { StoresContext } from '../context/StoresContext'
import type { AuthAdapter } from '../core/AuthAdapter'
import { useAuthSession } from '../hooks/useAuthSession'
import { TransactionAnnouncer } from '../transactions/facade'
import '../styles/base.css'
import type { ThemeSetting } from '../themes/Theme'
import { GatehouseModals } from './GatehouseModals'
import { ThemeStyle } from './ThemeStyle'
import { useGatehouseValue } from './useGatehouseValue'
import { useModalState } from './useModalState'

/** RainbowKit's `appInfo`: the app's name, its "Learn More" link and a disclaimer. */
export type AppInfo = {
  appName?: string
  /** the "Learn More" link of the connect modal's explainer */
  learnMoreUrl?: string
  /** drawn under the wallet list, e.g. terms of service: `({ Text, Link }) => …` */
  disclaimer?: DisclaimerComponent
}

export type GatehouseProviderProps = {
  children: ReactNode
  appName?: string
  /** appName, learnMoreUrl and a disclaimer in one object, as RainbowKit takes them */
  appInfo?: AppInfo
  /** the account modal's Recent Transactions; default true */
  showRecentTransactions?: boolean
  /**
   * Confetti on the wallet's icon when one is chosen (RainbowKit's `coolMode`); default true,
   * `false` turns it off. None under `prefers-reduced-motion: reduce` either way.
   */
  coolMode?: boolean
  /** the chain (or its id) a new connection asks the wallet for; one of the config's chains */
  initialChain?: Chain | number
  /**
   * BCP 47 tag for the kit's language and number formatting (e.g. `de`, `pt-BR`, `ar-EG`).
   * Unset: the browser's preferred languages decide. English shows while a locale loads.
   */
  locale?: string
  /** overrides the connect button's default label (§9 "Connect Wallet") */
  connectLabel?: string
  learnMoreUrl?: string
  modalSize?: ModalSize
  /** a custom avatar for the account (receives address, ENS image and size) */
  avatar?: AvatarComponent
  /** enables sign-in (§4): the adapter that talks to the app's auth server */
  authentication?: AuthAdapter
  /**
   * Safe Client Gateway base URL (e.g. https://safe-client.safe.global), to follow the
   * transactions of a Safe connected from outside a Safe host. Unset: not used.
   */
  safeGatewayUrl?: string
  /**
   * `lightTheme()` (the default, already in styles.css), `darkTheme()`, … or
   * `{ lightMode, darkMode }` to follow `prefers-color-scheme`; `null`: no <style> element,
   * the app sets the `--gh-*` variables itself (styles.css's light values stay as fallbacks).
   */
  theme?: ThemeSetting | null
  /**
   * A Content-Security-Policy nonce, fresh per page load, as emotion and Radix take one: set on
   * the theme's <style> element and on the <style> Radix's dialogs add while open, so a policy
   * without `'unsafe-inline'` (`style-src 'self' 'nonce-…'`) applies them. Unset: no nonce.
   */
  nonce?: string
}

/**
 * The kit's providers in one element: settings, language and stores (useGatehouseValue: three
 * contexts that change apart, so a language loading re-renders only its own consumers), the
 * sign-in session (useAuthSession), modal state (useModalState), the theme's variables
 * (ThemeStyle) and the modals themselves (GatehouseModals), one concern per hook or component.
 */
export function GatehouseProvider({
  children,
  appName,
  appInfo,
  showRecentTransactions = true,
  coolMode = true,
  initialChain,
  locale,
  connectLabel,
  learnMoreUrl,
  modalSize = 'wide',
  avatar = DefaultAvatar,
  authentication,
  safeGatewayUrl,
  theme,
  nonce: nonceProp,
}: GatehouseProviderProps) {
  // The document's nonce, kept: its policy is fixed when it loads, while a re-render (Next.js's
  // router.refresh renders the layout for a new request) may bring a later response's nonce.
  const [nonce] = useState(nonceProp)
  const { settings, language, stores } = useGatehouseValue({
    appName: appInfo?.appName ?? appName ?? 'Gatehouse',
    learnMoreUrl: appInfo?.learnMoreUrl ?? learnMoreUrl,
    disclaimer: appInfo?.disclaimer,
    showRecentTransactions,
    coolMode,
    initialChain,
    locale,
    connectLabel,
    modalSize,
    avatar,
    safeGatewayUrl,
    nonce,
  })
  const auth = useAuthSession(authentication)
  const { modals, status } = useModalState(auth)
  return (
    <SettingsContext.Provider value={settings}>
      <LanguageContext.Provider value={language}>
        <StoresContext.Provider value={stores}>
          <AuthContext.Provider value={auth}>
            <ModalContext.Provider value={modals}>
              <ThemeStyle theme={theme} nonce={nonce} />
              {children}
              <GatehouseModals modals={modals} status={status} signIn={Boolean(authentication)} />
              <SafeAppNoticeSlot />
              <TransactionAnnouncer />
            </ModalContext.Provider>
          </AuthContext.Provider>
        </StoresContext.Provider>
      </LanguageContext.Provider>
    </SettingsContext.Provider>
  )
}
