import { useCallback, useRef, useState } from 'react'
import { useConfig } from 'wagmi'
import { type ConnectOutcome, connectWallet } from '../actions/connectWallet'
import { useAuth } from '../context/AuthContext'
import { useSettings } from '../context/SettingsContext'
import { useStores } from '../context/StoresContext'
import type { WalletOption } from '../wallets/Wallet'

/**
 * connectWallet with what the kit's hooks know: the config, the initial chain, the recent wallets
 * and the sign-in session. Only the latest attempt reports: picking another wallet mid-way makes
 * the earlier outcome 'stale'. `qrUri` is the latest attempt's pairing URI (WalletConnect), for
 * the QR code, as soon as there is one; `linkUri` the same once the relay has the proposal, for
 * a deep link (opening the wallet app may freeze the page).
 */
export function useConnectWallet() {
  const config = useConfig()
  const { recentWallets } = useStores()
  const { initialChainId } = useSettings()
  const auth = useAuth()
  const attempt = useRef(0)
  const [qrUri, setQrUri] = useState<string>()
  const [linkUri, setLinkUri] = useState<string>()

  const connect = useCallback(
    (
      wallet: WalletOption,
      /** the wallet signed in with its connection; the server is verifying (one-prompt sign-in) */
      onSigned?: () => void,
    ): Promise<ConnectOutcome> => {
      const id = ++attempt.current
      setQrUri(undefined)
      setLinkUri(undefined)
      return connectWallet(config, {
        wallet,
        chainId: initialChainId,
        // One-prompt sign-in only while the visitor is not signed in.
        signIn: auth && auth.session?.authenticated !== true ? auth : undefined,
        isCurrent: () => id === attempt.current,
        onSigned,
        onDisplayUri: (uri) => {
          setQrUri(uri)
          setLinkUri(uri)
        },
        onQrUri: setQrUri,
        recentWallets,
      })
    },
    [config, recentWallets, initialChainId, auth],
  )
  return { connect, qrUri, linkUri }
}
