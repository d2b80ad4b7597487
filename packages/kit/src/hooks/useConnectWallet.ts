import { useCallback, useRef, useState } from 'react'
import { useConfig, useConnect } from 'wagmi'
import { useGatehouse } from '../context/GatehouseContext'
import { isRequestPending, isUserRejection } from '../core/providerErrors'
import { someCause } from '../errors/base'
import type { WalletOption } from '../wallets/Wallet'

export type ConnectOutcome =
  | 'connected'
  | 'rejected'
  /** §8 -32002: the wallet already holds a connection request */
  | 'requestPending'
  | 'failed'
  | 'safeInfoUnavailable'
  | 'stale'

/** The Safe host did not answer in time (the error may come wrapped in a cause chain). */
const isSafeInfoUnavailable = (error: unknown): boolean =>
  someCause(error, (e) => e instanceof Error && e.name === 'SafeInfoUnavailableError')

/**
 * Connects a wallet option through its wagmi connector. Only the latest attempt reports:
 * picking another wallet mid-way makes the earlier outcome 'stale'.
 */
export function useConnectWallet() {
  const config = useConfig()
  const { mutateAsync } = useConnect()
  const { recentWallets, initialChainId } = useGatehouse()
  const attempt = useRef(0)
  const [qrUri, setQrUri] = useState<string>()

  const connect = useCallback(
    async (wallet: WalletOption): Promise<ConnectOutcome> => {
      const id = ++attempt.current
      setQrUri(undefined)
      const connector = config.connectors.find((c) => c.uid === wallet.connectorUid)
      if (!connector) return 'failed'
      // WalletConnect-style connectors hand out their pairing URI as a message (display_uri).
      const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
        if (type === 'display_uri' && typeof data === 'string' && id === attempt.current)
          setQrUri(data)
      }
      connector.emitter.on('message', onMessage)
      try {
        await mutateAsync({ connector, chainId: initialChainId })
        void recentWallets.add(wallet.id)
        return id === attempt.current ? 'connected' : 'stale'
      } catch (error) {
        if (id !== attempt.current) return 'stale'
        if (isUserRejection(error)) return 'rejected'
        if (isRequestPending(error)) return 'requestPending'
        return isSafeInfoUnavailable(error) ? 'safeInfoUnavailable' : 'failed'
      } finally {
        connector.emitter.off('message', onMessage)
      }
    },
    [config, mutateAsync, recentWallets, initialChainId],
  )
  return { connect, qrUri }
}
