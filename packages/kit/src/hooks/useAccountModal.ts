import { useModals } from '../context/ModalContext'

/**
 * The account modal's opener and state, under RainbowKit's name: `openAccountModal` is undefined
 * whenever §4 does not allow it (see `useGatehouseModals` for all three at once).
 */
export function useAccountModal(): {
  openAccountModal: (() => void) | undefined
  accountModalOpen: boolean
} {
  const { openAccountModal, accountModalOpen } = useModals()
  return { openAccountModal, accountModalOpen }
}
