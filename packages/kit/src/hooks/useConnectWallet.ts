import { useCallback, useRef, useState } from 'react'
import { useConfig, useConnect } from 'wagmi'
import { prepareSignInWithConnection } from '../actions/prepareSignInWithConnection'
import { useAuth } from '../context/AuthContext'
import { useGatehouse } from '../context/GatehouseContext'
import { isRequestPending, isUserRejection } from '../core/providerErrors'
import { someCause, walk } from '../errors/base'
import { ConnectionSignInError, WalletUnreachableError } from '../errors/connector'
import { signsInWithConnection } from '../wallets/SignInWithConnection'
import type { WalletOption } from '../wallets/Wallet'

export type ConnectOutcome =
  | 'connected'
  | 'rejected'
  /** §8 -32002: the wallet already holds a connection request */
  | 'requestPending'
  | 'failed'
  | 'safeInfoUnavailable'
  /** the wallet could not be reached (a WalletConnect relay that does not answer) */
  | 'unreachable'
  /** the wallet signed in with its connection and the server refused the signature (§8) */
  | 'signInRefused'
  /** the wallet signed in with its connection and something else went wrong (§8) */
  | 'signInFailed'
  | 'stale'

/** The Safe host did not answer in time (the error may come wrapped in a cause chain). */
const isSafeInfoUnavailable = (error: unknown): boolean =>
  someCause(error, (e) => e instanceof Error && e.name === 'SafeInfoUnavailableError')

/** The connection's own sign-in failed (the error may come wrapped in a cause chain). */
const signInFailure = (error: unknown): ConnectOutcome | undefined => {
  const found = walk(error, (e) => e instanceof ConnectionSignInError)
  if (!(found instanceof ConnectionSignInError)) return undefined
  return found.reason === 'verifyFailed' ? 'signInRefused' : 'signInFailed'
}

/**
 * Connects a wallet option through its wagmi connector. Only the latest attempt reports:
 * picking another wallet mid-way makes the earlier outcome 'stale'. With sign-in on and the
 * visitor not signed in, a WalletConnect wallet is asked to sign in with its connection (one
 * approval); one that cannot connects alone and the Verify dialog follows, as for any wallet.
 */
export function useConnectWallet() {
  const config = useConfig()
  const { mutateAsync } = useConnect()
  const { recentWallets, initialChainId } = useGatehouse()
  const auth = useAuth()
  const attempt = useRef(0)
  const [qrUri, setQrUri] = useState<string>()

  const connect = useCallback(
    async (
      wallet: WalletOption,
      /** the wallet signed in with its connection; the server is verifying (one-prompt sign-in) */
      onSigned?: () => void,
    ): Promise<ConnectOutcome> => {
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
        const signIn =
          auth && signsInWithConnection(connector) && auth.session?.authenticated !== true
            ? await prepareSignInWithConnection({
                adapter: auth.adapter,
                isCurrent: () => id === attempt.current,
                onSigned,
                refresh: auth.refresh,
                signOut: auth.signOut,
              })
            : undefined
        if (id !== attempt.current) return 'stale'
        await mutateAsync({ connector, chainId: initialChainId, ...signIn })
        void recentWallets.add(wallet.id)
        return id === attempt.current ? 'connected' : 'stale'
      } catch (error) {
        if (id !== attempt.current) return 'stale'
        if (isUserRejection(error)) return 'rejected'
        if (isRequestPending(error)) return 'requestPending'
        const signInOutcome = signInFailure(error)
        if (signInOutcome) return signInOutcome
        if (someCause(error, (e) => e instanceof WalletUnreachableError)) return 'unreachable'
        return isSafeInfoUnavailable(error) ? 'safeInfoUnavailable' : 'failed'
      } finally {
        connector.emitter.off('message', onMessage)
      }
    },
    [config, mutateAsync, recentWallets, initialChainId, auth],
  )
  return { connect, qrUri }
}
