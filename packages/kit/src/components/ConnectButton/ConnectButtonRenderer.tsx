import type { ReactNode } from 'react'
import { useConnection } from 'wagmi'
import { useGatehouse } from '../../context/GatehouseContext'
import { useModals } from '../../context/ModalContext'
import { type ChainInfo, useChainInfo } from '../../hooks/useChainInfo'
import { type ConnectionStatus, useConnectionStatus } from '../../hooks/useConnectionStatus'
import { useIsHydrated } from '../../hooks/useIsHydrated'
import { type Profile, useProfile } from '../../hooks/useProfile'

export type ConnectButtonState = {
  /**
   * False on the server and while React hydrates its HTML: nothing handles a click yet, so draw
   * the button as not ready (RainbowKit's name for the same flag).
   */
  mounted: boolean
  status: ConnectionStatus
  /** The account when connected, and while a restored connection or its session is loading. */
  account: Profile | undefined
  chain: ChainInfo | undefined
  openConnectModal: (() => void) | undefined
  openAccountModal: (() => void) | undefined
  openChainModal: (() => void) | undefined
  connectModalOpen: boolean
  accountModalOpen: boolean
  chainModalOpen: boolean
}

/** Headless: the state and openers of the connect button, for apps that draw their own. */
export function ConnectButtonRenderer({
  children,
}: {
  children: (state: ConnectButtonState) => ReactNode
}) {
  const { locale } = useGatehouse()
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
  return children({
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
  })
}
