import { type ReactNode, useState } from 'react'
import { useConnection, useConnectionEffect, useConnectors } from 'wagmi'
import { useAuth } from '../../context/AuthContext'
import { useModals } from '../../context/ModalContext'
import { WalletNotConfiguredError } from '../../errors/walletButton'
import { useConnectionStatus } from '../../hooks/useConnectionStatus'
import { useConnectWallet } from '../../hooks/useConnectWallet'
import { useIsHydrated } from '../../hooks/useIsHydrated'
import { useWalletOptions } from '../../hooks/useWalletOptions'
import { walletDetailsOf } from '../../wallets/connectorsForWallets'
import type { Wallet, WalletOption } from '../../wallets/Wallet'
import { isOnPhone } from '../ConnectModal/steps/connectMode'
import {
  findWalletOption,
  phaseAfter,
  type WalletButtonPhase,
  walletButtonRoute,
} from './walletButtonFlow'

/** What `WalletButton.Custom` hands its render function (RainbowKit's names). */
export type WalletButtonState = {
  /** the wallet as the connect modal lists it: `name`, `iconUrl`, `iconBackground`, `ready`, … */
  connector: WalletOption
  /**
   * Connects this wallet: at once for an installed extension, otherwise through the connect
   * modal opened on it (download options, QR code, deep link, sign-in). Ignored unless `ready`.
   */
  connect: () => Promise<void>
  /** this wallet is the connected one */
  connected: boolean
  /** a connection started here is waiting for the wallet */
  loading: boolean
  /** the last connection started here failed (a declined request is not an error, §8) */
  error: boolean
  /** a click would do something: hydrated, and no wallet connected or connecting */
  ready: boolean
  /** false on the server and until hydration (draw nothing, or a placeholder, until then) */
  mounted: boolean
  /** where the last connection started here got: the connect modal's CONNECT words */
  phase: WalletButtonPhase | undefined
}

export type WalletButtonRendererProps = {
  /** a configured wallet's id (`metaMask`, `rainbow`, `coinbase`, …; any case) */
  wallet: string
  children: (state: WalletButtonState) => ReactNode
}

/**
 * Headless: one wallet's connect button state, for apps that draw their own. Renders nothing for
 * a wallet §5 hides here (as the connect modal leaves it out); throws `WalletNotConfiguredError`
 * for an id the wagmi config has no wallet for.
 */
export function WalletButtonRenderer({ wallet, children }: WalletButtonRendererProps) {
  const state = useWalletButton(wallet)
  return state ? children(state) : null
}

function useWalletButton(walletId: string): WalletButtonState | undefined {
  const signIn = useAuth() !== null
  const status = useConnectionStatus()
  const { openConnectModal } = useModals()
  const mounted = useIsHydrated()
  const connection = useConnection()
  const options = useWalletOptions()
  const { connect } = useConnectWallet()
  const [phase, setPhase] = useState<WalletButtonPhase>()
  // However the wallet got connected (here, the modal, another button), the old outcome is moot.
  useConnectionEffect({ onConnect: () => setPhase(undefined) })

  const configured = useConfiguredWallets()
  const wanted = walletId.toLowerCase()
  // The wallet's own id, or one of its aliases (RainbowKit's ids), in any case.
  const match = configured.find(
    (w) => w.id.toLowerCase() === wanted || w.aliases?.some((a) => a.toLowerCase() === wanted),
  )
  if (!match)
    throw new WalletNotConfiguredError(
      walletId,
      configured.map((w) => w.id),
    )
  const option = findWalletOption(options, match.id)
  if (!option) return undefined

  const ready = mounted && status === 'disconnected'
  const loading = phase === 'connecting'
  const start = async () => {
    if (!ready || loading) return
    if (walletButtonRoute(option, { onPhone: isOnPhone(), signIn }) === 'modal') {
      // The opening carries the wallet: the connect flow starts on it.
      return openConnectModal?.({ walletId: option.id })
    }
    setPhase('connecting')
    const outcome = await connect(option)
    setPhase((current) => phaseAfter(outcome, current))
  }
  return {
    connector: option,
    connect: start,
    connected:
      connection.status === 'connected' && connection.connector?.uid === option.connectorUid,
    loading,
    error: phase === 'failed',
    ready,
    mounted,
    phase,
  }
}

/** The wallets connectorsForWallets configured (EIP-6963 discoveries are not). */
function useConfiguredWallets(): Wallet[] {
  return useConnectors().flatMap((connector) => {
    const details = walletDetailsOf(connector)
    return details ? [details.wallet] : []
  })
}
