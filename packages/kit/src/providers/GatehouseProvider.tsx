import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react'
import { createStorage, noopStorage, useConnectionEffect } from 'wagmi'
import {
  GatehouseContext,
  type GatehouseContextValue,
  type ModalSize,
} from '../context/GatehouseContext'
import { ModalContext, type ModalContextValue } from '../context/ModalContext'
import { createRecentWalletsStore } from '../core/createRecentWalletsStore'
import { useChainInfo } from '../hooks/useChainInfo'
import { useConnectionStatus } from '../hooks/useConnectionStatus'
import en from '../i18n/en.json'
import { createTranslate } from '../i18n/translate'
import '../styles/base.css'
import { LazyConnectModal } from './LazyConnectModal'

export type GatehouseProviderProps = {
  children: ReactNode
  appName?: string
  /** BCP 47 tag used for number formatting; English strings for now. */
  locale?: string
  /** overrides the connect button's default label (§9 "Connect Wallet") */
  connectLabel?: string
  learnMoreUrl?: string
  modalSize?: ModalSize
}

type OpenModal = 'connect' | 'account' | 'chain' | undefined

// Storage is created lazily in the browser: nothing touches window at import or on the server.
function browserStorage() {
  return createStorage({
    key: 'gatehouse',
    storage:
      typeof window !== 'undefined' && window.localStorage ? window.localStorage : noopStorage,
  })
}

export function GatehouseProvider({
  children,
  appName = 'Gatehouse',
  locale = 'en-US',
  connectLabel,
  learnMoreUrl,
  modalSize = 'wide',
}: GatehouseProviderProps) {
  const [recentWallets] = useState(() => createRecentWalletsStore(browserStorage()))
  const gatehouse = useMemo<GatehouseContextValue>(() => {
    const t = createTranslate(en)
    return {
      t,
      locale,
      appName,
      connectLabel: connectLabel ?? t('connect_wallet.label'),
      learnMoreUrl: learnMoreUrl ?? t('intro.learn_more_url'),
      modalSize,
      recentWallets,
    }
  }, [locale, appName, connectLabel, learnMoreUrl, modalSize, recentWallets])

  const [openModal, setOpenModal] = useState<OpenModal>()
  // Focus goes back to whatever opened a modal (Radix only does this for its own Trigger).
  const trigger = useRef<HTMLElement | null>(null)
  const open = useCallback((modal: OpenModal) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpenModal(modal)
  }, [])
  const closeModals = useCallback(() => setOpenModal(undefined), [])
  const restoreFocus = useCallback(() => trigger.current?.focus(), [])
  // §4: all modals close on connect and on disconnect.
  useConnectionEffect({ onConnect: closeModals, onDisconnect: closeModals })

  const status = useConnectionStatus()
  const chain = useChainInfo()
  const connected = status === 'connected'
  // §4: not while connected. 'loading' (auto-connect in flight) still opens it, so an early
  // click is never lost; if auto-connect then succeeds, the modal closes on connect.
  const canConnect = !connected
  const modals = useMemo<ModalContextValue>(
    () => ({
      connectModalOpen: canConnect && openModal === 'connect',
      accountModalOpen: connected && !chain?.unsupported && openModal === 'account',
      chainModalOpen: connected && openModal === 'chain',
      openConnectModal: canConnect ? () => open('connect') : undefined,
      openAccountModal: connected && !chain?.unsupported ? () => open('account') : undefined,
      openChainModal: connected ? () => open('chain') : undefined,
      closeModals,
      restoreFocus,
    }),
    [canConnect, connected, chain?.unsupported, openModal, open, closeModals, restoreFocus],
  )

  return (
    <GatehouseContext.Provider value={gatehouse}>
      <ModalContext.Provider value={modals}>
        {children}
        <LazyConnectModal open={modals.connectModalOpen} onClose={closeModals} />
      </ModalContext.Provider>
    </GatehouseContext.Provider>
  )
}
