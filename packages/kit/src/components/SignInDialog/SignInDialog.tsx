import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer, useRef } from 'react'
import { useConnection, useDisconnect, useSignMessage } from 'wagmi'
import { useAuth } from '../../context/AuthContext'
import { useGatehouse } from '../../context/GatehouseContext'
import { sameAddress } from '../../core/connectionStatus'
import { isUserRejection } from '../../core/providerErrors'
import {
  initialSignInState,
  SIGN_IN_ERROR_KEYS,
  signInButtonLabel,
  signInReducer,
} from '../../core/signInFlow'
import { useChainInfo } from '../../hooks/useChainInfo'
import { ChainList } from '../ChainModal/ChainModal'
import { Dialog } from '../Dialog/Dialog'
import styles from './SignInDialog.module.css'

export type SignInDialogProps = { open: boolean; onClose: () => void }

const NONCE_KEY = ['gatehouse', 'auth', 'nonce'] as const
/**
 * A nonce is replaced this long after it was fetched (the server keeps them 5 minutes), measured
 * on this client's clock only, so a skewed clock cannot make it refetch in a loop.
 */
const NONCE_MAX_AGE_MS = 4 * 60_000

/** §2 "Verify your account": sign a message to prove ownership of the connected account. */
export function SignInDialog({ open, onClose }: SignInDialogProps) {
  const { t } = useGatehouse()
  const { disconnect } = useDisconnect()
  // Closing without verifying leaves nothing half-connected: the wallet is disconnected.
  const cancel = () => {
    disconnect()
    onClose()
  }
  return (
    <Dialog open={open} onClose={cancel} title={t('sign_in.title')}>
      {open && <SignIn onCancel={cancel} />}
    </Dialog>
  )
}

function SignIn({ onCancel }: { onCancel: () => void }) {
  const { t } = useGatehouse()
  const auth = useAuth()
  const client = useQueryClient()
  const { address, chainId } = useConnection()
  const { signMessageAsync } = useSignMessage()
  const [state, dispatch] = useReducer(signInReducer, initialSignInState)
  const chain = useChainInfo()
  const nonce = useQuery({
    queryKey: [...NONCE_KEY, address],
    queryFn: () => auth!.adapter.getNonce(),
    enabled: !!auth && !!address,
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // A nonce is replaced before it expires, even in a background tab; an old one is never sent.
    refetchInterval: NONCE_MAX_AGE_MS,
    refetchIntervalInBackground: true,
  })
  // The live account, read after every await: a reply for an account that is no longer the
  // connected one (switched, or disconnected and unmounted) is ignored.
  const live = useRef<string | undefined>(address)
  live.current = address
  useEffect(
    () => () => {
      live.current = undefined
    },
    [],
  )
  if (!auth || !address || chainId === undefined) return null
  // §8 wrong chain: a message signed here could never verify, so switch (or disconnect) first.
  if (chain?.unsupported) return <ChainList onClose={() => {}} />

  const freshNonce = () => client.invalidateQueries({ queryKey: [...NONCE_KEY, address] })

  const send = async () => {
    if (!nonce.data || Date.now() - nonce.dataUpdatedAt > NONCE_MAX_AGE_MS) {
      await nonce.refetch()
      return
    }
    const used = nonce.data.nonce
    const signer = address
    dispatch({ type: 'start' })
    let message: string
    try {
      message = auth.adapter.createMessage({ address: signer, chainId, nonce: used })
    } catch {
      dispatch({ type: 'unexpected' })
      void freshNonce()
      return
    }
    // Never reuse a nonce: each outcome below fetches a new one, once this attempt has settled
    // (fetching earlier could rotate the session under a verify in flight).
    let signature: `0x${string}`
    try {
      // A Safe's pending message (NEEDS_CONFIRMATION) keeps this state, "Waiting for
      // signature...": its connector resolves only once the owners have CONFIRMED it.
      signature = await signMessageAsync({ message })
    } catch (error) {
      void freshNonce()
      dispatch({ type: 'signFailed', rejected: isUserRejection(error) })
      return
    }
    dispatch({ type: 'signed' })
    try {
      const verified = await auth.adapter.verify({ message, signature })
      void freshNonce()
      if (!sameAddress(live.current, signer) || !sameAddress(verified.address, signer)) {
        // A late reply for an account that is no longer connected: its session is not kept.
        await auth.signOut()
        dispatch({ type: 'abandoned' })
        return
      }
    } catch {
      void freshNonce()
      dispatch({ type: 'verifyFailed' })
      return
    }
    try {
      // Authenticated only when /session agrees with what verify answered.
      const session = await auth.refresh()
      dispatch(
        session?.authenticated && sameAddress(session.address, signer)
          ? { type: 'verified' }
          : { type: 'verifyFailed' },
      )
    } catch {
      dispatch({ type: 'unexpected' })
    }
  }

  const error = state.error ?? (nonce.isError ? 'prepare' : undefined)
  const busy = state.status !== 'idle' || (!nonce.data && !nonce.isError)
  return (
    <div className={styles.body}>
      <p className={styles.description}>{t('sign_in.description')}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {t(SIGN_IN_ERROR_KEYS[error])}
        </p>
      )}
      <button
        type="button"
        className={styles.primary}
        aria-disabled={busy ? true : undefined}
        onClick={() => {
          if (!busy) void send()
        }}
      >
        <span aria-live="polite">{t(signInButtonLabel(state, !!nonce.data))}</span>
      </button>
      <button type="button" className={styles.secondary} onClick={onCancel}>
        {t('sign_in.cancel')}
      </button>
    </div>
  )
}
