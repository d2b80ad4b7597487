import { type OpenConnectModal, useModals } from '../context/ModalContext'

/**
 * The connect modal's opener and state, under RainbowKit's name: `openConnectModal` is undefined
 * whenever §4 does not allow it (see `useGatehouseModals` for all three at once). Called with
 * `{ walletId }`, it opens straight on that wallet (see OpenConnectModal).
 */
export function useConnectModal(): {
  openConnectModal: OpenConnectModal | undefined
  connectModalOpen: boolean
} {
  const { openConnectModal, connectModalOpen } = useModals()
  return { openConnectModal, connectModalOpen }
}
