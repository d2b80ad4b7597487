import { useModals } from '../context/ModalContext'

/**
 * The connect modal's opener and state, under RainbowKit's name: `openConnectModal` is undefined
 * whenever §4 does not allow it (see `useGatehouseModals` for all three at once).
 */
export function useConnectModal(): {
  openConnectModal: (() => void) | undefined
  connectModalOpen: boolean
} {
  const { openConnectModal, connectModalOpen } = useModals()
  return { openConnectModal, connectModalOpen }
}
