import { useConnection } from 'wagmi'
import { useLanguage } from '../../context/LanguageContext'
import { useModals } from '../../context/ModalContext'
import { type ChainInfo, useChainInfo } from '../../hooks/useChainInfo'
import { type ConnectionStatus, useConnectionStatus } from '../../hooks/useConnectionStatus'
import { useIsHydrated } from '../../hooks/useIsHydrated'
import { type Profile, useProfile } from '../../hooks/useProfile'

/** The connect button's state as the styled button reads it: an opener is undefined when §4 forbids it. */
export type ConnectButtonBaseState = {
  mounted: boolean
  status: ConnectionStatus
  account: Profile | undefined
  chain: ChainInfo | undefined
  openConnectModal: (() => void) | undefined
  openAccountModal: (() => void) | undefined
  openChainModal: (() => void) | undefined
  connectModalOpen: boolean
  accountModalOpen: boolean
  chainModalOpen: boolean
}

export function useConnectButtonState(): ConnectButtonBaseState {
  const { locale } = useLanguage()
  const status = useConnectionStatus()
  const account = useProfile(locale)
  const chain = useChainInfo()
  const modals = useModals()
  const mounted = useIsHydrated()
  // A connection restored from storage (wagmi's cookie state on the server, or localStorage) is
  // shown while it reconnects and while the sign-in session loads, so a reload never flashes
  // "Connect Wallet" for a connected visitor.
  const wallet = useConnection()
  const restoring =
    status === 'loading' &&
    !!wallet.address &&
    (wallet.status === 'reconnecting' || wallet.status === 'connected')
  return {
    mounted,
    status,
    account: status === 'connected' || restoring ? account : undefined,
    chain,
    openConnectModal: modals.openConnectModal,
    openAccountModal: modals.openAccountModal,
    openChainModal: modals.openChainModal,
    connectModalOpen: modals.connectModalOpen,
    accountModalOpen: modals.accountModalOpen,
    chainModalOpen: modals.chainModalOpen,
  }
}
