import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useConnection, useConnectionEffect } from 'wagmi'
import type { AuthContextValue } from '../context/AuthContext'
import type { ModalContextValue } from '../context/ModalContext'
import { type ConnectionStatus, deriveConnectionStatus } from '../core/connectionStatus'
import { useChainInfo } from '../hooks/useChainInfo'

/** The connect button's first enabled button (its root carries data-gh-connect-button). */
const CONNECT_BUTTON_FOCUS_TARGET =
  'button[data-gh-connect-button]:not([disabled]), [data-gh-connect-button] button:not([disabled])'

/**
 * The open modal, and what its opening carried: the connect modal may be opened on a wallet
 * (`openConnectModal({ walletId })`, a WalletButton), which its flow starts on.
 */
type Opening = { modal: 'connect'; walletId: string | undefined } | { modal: 'account' | 'chain' }

/** The wallet id an opener's argument names; anything else (a click event) names none. */
const walletIdOf = (options: unknown): string | undefined => {
  if (typeof options !== 'object' || options === null || !('walletId' in options)) return undefined
  return typeof options.walletId === 'string' ? options.walletId : undefined
}

/**
 * Which modal is open, who may open which (§4), when they close, and where focus returns;
 * with the connection status the modals are chosen by.
 */
export function useModalState(auth: AuthContextValue | null): {
  modals: ModalContextValue
  status: ConnectionStatus
} {
  const [opening, setOpening] = useState<Opening>()
  const openModal = opening?.modal
  // Focus goes back to whatever opened a modal (Radix only does this for its own Trigger).
  const trigger = useRef<HTMLElement | null>(null)
  const open = useCallback((next: Opening) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpening(next)
  }, [])
  const openConnect = useCallback(
    (options?: unknown) => open({ modal: 'connect', walletId: walletIdOf(options) }),
    [open],
  )
  const closeModals = useCallback(() => setOpening(undefined), [])
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
      setOpening((current) => (auth && current?.modal === 'connect' ? current : undefined)),
    onDisconnect: closeModals,
  })
  // Verified: the connect modal's work is done.
  useEffect(() => {
    if (status === 'connected')
      setOpening((current) => (current?.modal === 'connect' ? undefined : current))
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
      connectModalWalletId:
        canConnect && opening?.modal === 'connect' ? opening.walletId : undefined,
      accountModalOpen: canAccount && openModal === 'account',
      chainModalOpen: connected && openModal === 'chain',
      openConnectModal: canConnect ? openConnect : undefined,
      openAccountModal: canAccount ? () => open({ modal: 'account' }) : undefined,
      openChainModal: connected ? () => open({ modal: 'chain' }) : undefined,
      closeModals,
      restoreFocus,
    }),
    [
      canConnect,
      canAccount,
      connected,
      opening,
      openModal,
      open,
      openConnect,
      closeModals,
      restoreFocus,
    ],
  )
  return { modals, status }
}
