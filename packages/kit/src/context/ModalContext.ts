import { createContext, useContext } from 'react'
import { GatehouseProviderNotFoundError } from '../errors/context'

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
  openConnectModal: (() => void) | undefined
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
