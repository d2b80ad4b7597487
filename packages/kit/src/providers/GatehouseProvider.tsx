import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Chain } from 'viem'
import { useConfig, useConnection, useConnectionEffect } from 'wagmi'
import { Avatar as DefaultAvatar } from '../components/Avatar/Avatar'
import { SafeAppNoticeSlot } from '../components/SafeAppNotice/SafeAppNoticeSlot'
import { TransactionAnnouncer } from '../components/TransactionAnnouncer/TransactionAnnouncer'
import { AuthContext } from '../context/AuthContext'
import type { AvatarComponent } from '../context/AvatarComponent'
import type { DisclaimerComponent } from '../context/DisclaimerComponent'
import {
  GatehouseContext,
  type GatehouseContextValue,
  type ModalSize,
} from '../context/GatehouseContext'
import { ModalContext, type ModalContextValue } from '../context/ModalContext'
import type { AuthAdapter } from '../core/AuthAdapter'
import { deriveConnectionStatus } from '../core/connectionStatus'
import { createRecentWalletsStore } from '../core/createRecentWalletsStore'
import { InvalidInitialChainError } from '../core/errors'
import { createTransactionStore } from '../core/transactionStore'
import { useActiveLocale } from '../hooks/useActiveLocale'
import { useAuthSession } from '../hooks/useAuthSession'
import { useChainInfo } from '../hooks/useChainInfo'
import { useTransactionTracker } from '../hooks/useTransactionTracker'
import { localeDirection } from '../i18n/locales'
import { createTranslate } from '../i18n/translate'
import '../styles/base.css'
import type { ThemeSetting } from '../themes/Theme'
import { themeStyleSheet } from '../themes/themeStyleSheet'
import { recentWalletsStorage, transactionStorage } from './browserStorage'
import { lazyModal } from './lazyModal'

const ConnectModal = lazyModal(() =>
  import('../components/ConnectModal/ConnectModal').then((m) => m.ConnectModal),
)
const AccountModal = lazyModal(() =>
  import('../components/AccountModal/AccountModal').then((m) => m.AccountModal),
)
const SignInDialog = lazyModal(() =>
  import('../components/SignInDialog/SignInDialog').then((m) => m.SignInDialog),
)
const ChainModal = lazyModal(() =>
  import('../components/ChainModal/ChainModal').then((m) => m.ChainModal),
)

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
}

/** The connect button's first enabled button (its root carries data-gh-connect-button). */
const CONNECT_BUTTON_FOCUS_TARGET =
  'button[data-gh-connect-button]:not([disabled]), [data-gh-connect-button] button:not([disabled])'

type OpenModal = 'connect' | 'account' | 'chain' | undefined

export function GatehouseProvider({
  children,
  appName: appNameProp,
  appInfo,
  showRecentTransactions = true,
  initialChain,
  locale: requestedLocale,
  connectLabel,
  learnMoreUrl: learnMoreUrlProp,
  modalSize = 'wide',
  avatar = DefaultAvatar,
  authentication,
  safeGatewayUrl,
  theme,
}: GatehouseProviderProps) {
  const [recentWallets] = useState(() => createRecentWalletsStore(recentWalletsStorage()))
  const [transactions] = useState(() => createTransactionStore({ storage: transactionStorage() }))
  // Another tab's transactions appear without a reload.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => transactions.onStorageEvent(event.key)
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [transactions])
  useTransactionTracker(transactions, { safeGatewayUrl })

  const { language, catalogue, numberLocale } = useActiveLocale(requestedLocale)
  const appName = appInfo?.appName ?? appNameProp ?? 'Gatehouse'
  const learnMoreUrl = appInfo?.learnMoreUrl ?? learnMoreUrlProp
  const disclaimer = appInfo?.disclaimer
  const initialChainId = useInitialChainId(initialChain)
  const gatehouse = useMemo<GatehouseContextValue>(() => {
    const t = createTranslate(catalogue)
    return {
      t,
      locale: numberLocale,
      language,
      dir: localeDirection(language),
      appName,
      connectLabel: connectLabel ?? t('connect_wallet.label'),
      learnMoreUrl: learnMoreUrl ?? t('intro.learn_more_url'),
      modalSize,
      recentWallets,
      transactions,
      safeGatewayUrl,
      Avatar: avatar,
      disclaimer,
      showRecentTransactions,
      initialChainId,
    }
  }, [
    disclaimer,
    showRecentTransactions,
    initialChainId,
    catalogue,
    numberLocale,
    language,
    appName,
    connectLabel,
    learnMoreUrl,
    modalSize,
    recentWallets,
    transactions,
    avatar,
    safeGatewayUrl,
  ])

  // A <style> element, not an effect: the same markup on the server and the client.
  const themeCss = useMemo(() => theme && themeStyleSheet(theme), [theme])

  const [openModal, setOpenModal] = useState<OpenModal>()
  // Focus goes back to whatever opened a modal (Radix only does this for its own Trigger).
  const trigger = useRef<HTMLElement | null>(null)
  const open = useCallback((modal: OpenModal) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpenModal(modal)
  }, [])
  const closeModals = useCallback(() => setOpenModal(undefined), [])
  const restoreFocus = useCallback(() => {
    const previous = trigger.current
    if (previous?.isConnected) return previous.focus()
    // The trigger went away with the status (Connect Wallet became the account buttons, or the
    // reverse): focus what replaced it once it has rendered, never leaving focus on the body.
    window.setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return
      document.querySelector<HTMLElement>(CONNECT_BUTTON_FOCUS_TARGET)?.focus()
    }, 0)
  }, [])
  const auth = useAuthSession(authentication)
  const wallet = useConnection()
  const status = deriveConnectionStatus(wallet.status, wallet.address, auth)
  // §4: all modals close on connect (the connect modal stays open to verify when sign-in is on)
  // and on disconnect.
  useConnectionEffect({
    onConnect: () =>
      setOpenModal((current) => (auth && current === 'connect' ? current : undefined)),
    onDisconnect: closeModals,
  })
  // Verified: the connect modal's work is done.
  useEffect(() => {
    if (status === 'connected')
      setOpenModal((current) => (current === 'connect' ? undefined : current))
  }, [status])
  const chain = useChainInfo()
  const connected = status === 'connected'
  // §4: not while connected. 'loading' (auto-connect in flight) still opens it, so an early
  // click is never lost; if auto-connect then succeeds, the modal closes on connect.
  const canConnect = !connected
  // §4: the account modal is unavailable on an unsupported chain.
  const canAccount = connected && !chain?.unsupported
  const modals = useMemo<ModalContextValue>(
    () => ({
      connectModalOpen: canConnect && openModal === 'connect',
      accountModalOpen: canAccount && openModal === 'account',
      chainModalOpen: connected && openModal === 'chain',
      openConnectModal: canConnect ? () => open('connect') : undefined,
      openAccountModal: canAccount ? () => open('account') : undefined,
      openChainModal: connected ? () => open('chain') : undefined,
      closeModals,
      restoreFocus,
    }),
    [canConnect, canAccount, connected, openModal, open, closeModals, restoreFocus],
  )

  return (
    <GatehouseContext.Provider value={gatehouse}>
      <AuthContext.Provider value={auth}>
        <ModalContext.Provider value={modals}>
          {themeCss && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS text, `<` escaped by themeStyleSheet
            <style data-gh-theme="" dangerouslySetInnerHTML={{ __html: themeCss }} />
          )}
          {children}
          <ConnectModal
            open={modals.connectModalOpen && status !== 'unauthenticated'}
            onClose={closeModals}
          />
          <SignInDialog
            open={modals.connectModalOpen && status === 'unauthenticated'}
            onClose={closeModals}
          />
          <AccountModal open={modals.accountModalOpen} onClose={closeModals} />
          <ChainModal open={modals.chainModalOpen} onClose={closeModals} />
          <SafeAppNoticeSlot />
          <TransactionAnnouncer />
        </ModalContext.Provider>
      </AuthContext.Provider>
    </GatehouseContext.Provider>
  )
}

/** `initialChain` as an id, checked against the wagmi config at once (a typo fails at start). */
function useInitialChainId(initialChain: Chain | number | undefined): number | undefined {
  const { chains } = useConfig()
  if (initialChain === undefined) return undefined
  const id = typeof initialChain === 'number' ? initialChain : initialChain.id
  if (!chains.some((chain) => chain.id === id)) {
    throw new InvalidInitialChainError(
      id,
      chains.map((chain) => chain.id),
    )
  }
  return id
}
