import { useModals } from '../context/ModalContext'

/**
 * The chain modal's opener and state, under RainbowKit's name: `openChainModal` is undefined
 * whenever §4 does not allow it (see `useGatehouseModals` for all three at once).
 */
export function useChainModal(): {
  openChainModal: (() => void) | undefined
  chainModalOpen: boolean
} {
  const { openChainModal, chainModalOpen } = useModals()
  return { openChainModal, chainModalOpen }
}
