import { createContext, useContext } from 'react'
import { GatehouseProviderNotFoundError } from '../errors/context'

/**
 * Opens the connect modal; with `{ walletId }` (a wallet's id, any case) it opens straight on that
 * wallet, as if it had been picked in the list: its CONNECT step (asking it at once), or its
 * download options when it is not installed. An id it does not list opens the list. Two call
 * forms rather than one optional parameter, so `onClick={openConnectModal}` still type-checks:
 * a click event is not options (and is ignored as such).
 */
export type OpenConnectModal = {
  (): void
  (options: { walletId?: string | undefined }): void
}

/**
 * Openers are absent when not allowed (§4): `openConnectModal` unless connected (disconnected,
 * unauthenticated, or while auto-connect is in flight), `openAccountModal` only when connected on
 * a supported chain,
 * `openChainModal` only when connected.
 */
export type ModalContextValue = {
  connectModalOpen: boolean
  accountModalOpen: boolean
  chainModalOpen: boolean
  /** the wallet the open connect modal was opened on (`openConnectModal({ walletId })`), if any */
  connectModalWalletId: string | undefined
  openConnectModal: OpenConnectModal | undefined
  openAccountModal: (() => void) | undefined
  openChainModal: (() => void) | undefined
  closeModals: () => void
  /** returns focus to the element that opened the last modal */
  restoreFocus: () => void
}

export const ModalContext = createContext<ModalContextValue | null>(null)

export function useModals(): ModalContextValue {
  const value = useContext(ModalContext)
  if (!value) throw new GatehouseProviderNotFoundError('modals')
  return value
}
