import type { ReactNode } from 'react'
import { useChains } from 'wagmi'
import { useAuth } from '../../context/AuthContext'
import { sameAddress } from '../../core/connectionStatus'
import type { ChainInfo } from '../../hooks/useChainInfo'
import type { ConnectionStatus } from '../../hooks/useConnectionStatus'
import type { Profile } from '../../hooks/useProfile'
import { useHasPendingTransactions } from '../../transactions/facade'
import { type ChainIcon, useChainIcon } from './useChainIcon'
import { useConnectButtonState } from './useConnectButtonState'

/** The sign-in session as RainbowKit's `authenticationStatus` names it. */
export type SignInStatus = 'loading' | 'unauthenticated' | 'authenticated'

export type ConnectButtonState = {
  /**
   * False on the server and while React hydrates its HTML: nothing handles a click yet, so draw
   * the button as not ready (RainbowKit's name for the same flag).
   */
  mounted: boolean
  status: ConnectionStatus
  /** undefined when the provider has no `authentication` (sign-in off), as in RainbowKit */
  authenticationStatus: SignInStatus | undefined
  /** The account when connected, and while a restored connection or its session is loading. */
  account: (Profile & { hasPendingTransactions: boolean }) | undefined
  chain: (ChainInfo & ChainIcon) | undefined
  /** Always a function, as in RainbowKit: a call §4 does not allow does nothing. */
  openConnectModal: () => void
  openAccountModal: () => void
  openChainModal: () => void
  connectModalOpen: boolean
  accountModalOpen: boolean
  chainModalOpen: boolean
}

const nothing = () => {}

/** Headless: the state and openers of the connect button, for apps that draw their own. */
export function ConnectButtonRenderer({
  children,
}: {
  children: (state: ConnectButtonState) => ReactNode
}) {
  const state = useConnectButtonState()
  const auth = useAuth()
  const chains = useChains()
  const configured = state.chain && chains.find((c) => c.id === state.chain?.id)
  const icon = useChainIcon(state.chain && (configured ?? state.chain))
  const pending = useHasPendingTransactions()
  const session = auth?.session
  return children({
    ...state,
    authenticationStatus: !auth
      ? undefined
      : session === undefined
        ? 'loading'
        : session.authenticated && sameAddress(session.address, state.account?.address)
          ? 'authenticated'
          : 'unauthenticated',
    account: state.account && { ...state.account, hasPendingTransactions: pending },
    chain: state.chain && { ...state.chain, ...icon },
    openConnectModal: state.openConnectModal ?? nothing,
    openAccountModal: state.openAccountModal ?? nothing,
    openChainModal: state.openChainModal ?? nothing,
  })
}
