import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useConnection, useConnectionEffect } from 'wagmi'
import type { AuthContextValue } from '../context/AuthContext'
import type { ModalContextValue } from '../context/ModalContext'
import { type ConnectionStatus, deriveConnectionStatus } from '../core/connectionStatus'
import { useChainInfo } from '../hooks/useChainInfo'

/** The connect button's first enabled button (its root carries data-gh-connect-button). */
const CONNECT_BUTTON_FOCUS_TARGET =
  'button[data-gh-connect-button]:not([disabled]), [data-gh-connect-button] button:not([disabled])'

type OpenModal = 'connect' | 'account' | 'chain' | undefined

/**
 * Which modal is open, who may open which (§4), when they close, and where focus returns;
 * with the connection status the modals are chosen by.
 */
export function useModalState(auth: AuthContextValue | null): {
  modals: ModalContextValue
  status: ConnectionStatus
} {
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
  return { modals, status }
}
