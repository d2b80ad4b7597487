import { type ReactNode, useCallback, useMemo, useState } from 'react'
import { createStorage, noopStorage, useConnectionEffect } from 'wagmi'
import { ConnectModal } from '../components/ConnectModal/ConnectModal'
import { GatehouseContext, type GatehouseContextValue, type ModalSize } from '../context/GatehouseContext'
import { ModalContext, type ModalContextValue } from '../context/ModalContext'
import { createRecentWalletsStore } from '../core/createRecentWalletsStore'
import { useChainInfo } from '../hooks/useChainInfo'
import { useConnectionStatus } from '../hooks/useConnectionStatus'
import en from '../i18n/en.json'
import { createTranslate } from '../i18n/translate'
import '../styles/base.css'

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
    storage: typeof window !== 'undefined' && window.localStorage ? window.localStorage : noopStorage,
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
  const closeModals = useCallback(() => setOpenModal(undefined), [])
  // §4: all modals close on connect and on disconnect.
  useConnectionEffect({ onConnect: closeModals, onDisconnect: closeModals })

  const status = useConnectionStatus()
  const chain = useChainInfo()
  const canConnect = status === 'disconnected' || status === 'unauthenticated'
  const connected = status === 'connected'
  const modals = useMemo<ModalContextValue>(
    () => ({
      connectModalOpen: canConnect && openModal === 'connect',
      accountModalOpen: connected && !chain?.unsupported && openModal === 'account',
      chainModalOpen: connected && openModal === 'chain',
      openConnectModal: canConnect ? () => setOpenModal('connect') : undefined,
      openAccountModal: connected && !chain?.unsupported ? () => setOpenModal('account') : undefined,
      openChainModal: connected ? () => setOpenModal('chain') : undefined,
      closeModals,
    }),
    [canConnect, connected, chain?.unsupported, openModal, closeModals],
  )

  return (
    <GatehouseContext.Provider value={gatehouse}>
      <ModalContext.Provider value={modals}>
        {children}
        <ConnectModal open={modals.connectModalOpen} onClose={closeModals} />
      </ModalContext.Provider>
    </GatehouseContext.Provider>
  )
}
