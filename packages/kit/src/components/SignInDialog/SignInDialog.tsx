import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useReducer, useRef } from 'react'
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
import { Dialog } from '../Dialog/Dialog'
import styles from './SignInDialog.module.css'

export type SignInDialogProps = { open: boolean; onClose: () => void }

const NONCE_KEY = ['gatehouse', 'auth', 'nonce'] as const
/** Fetch a fresh nonce this long before the server's expiry. */
const NONCE_REFRESH_MARGIN_MS = 15_000

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
  const nonce = useQuery({
    queryKey: [...NONCE_KEY, address],
    queryFn: () => auth!.adapter.getNonce(),
    enabled: !!auth && !!address,
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // A nonce is fetched again before it expires; an expired one is never sent.
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.expiresAt
      return expiresAt
        ? Math.max(Date.parse(expiresAt) - Date.now() - NONCE_REFRESH_MARGIN_MS, 1_000)
        : false
    },
  })
  // The account an attempt started with: a reply for any other account is ignored.
  const attempt = useRef<string>(undefined)
  if (!auth || !address || chainId === undefined) return null

  const freshNonce = () => client.invalidateQueries({ queryKey: [...NONCE_KEY, address] })

  const send = async () => {
    if (!nonce.data) {
      if (nonce.isError) await nonce.refetch()
      return
    }
    const used = nonce.data.nonce
    attempt.current = address
    dispatch({ type: 'start' })
    // Never reuse a nonce: whatever happens next, the next attempt gets a new one.
    void freshNonce()
    let message: string
    let signature: `0x${string}`
    try {
      message = auth.adapter.createMessage({ address, chainId, nonce: used })
      signature = await signMessageAsync({ message })
    } catch (error) {
      dispatch({ type: 'signFailed', rejected: isUserRejection(error) })
      return
    }
    dispatch({ type: 'signed' })
    try {
      const verified = await auth.adapter.verify({ message, signature })
      if (attempt.current !== address || !sameAddress(verified.address, address)) {
        // A late reply for an account that is no longer connected is ignored, and its session
        // is not kept.
        await auth.signOut()
        dispatch({ type: 'abandoned' })
        return
      }
    } catch {
      dispatch({ type: 'verifyFailed' })
      return
    }
    try {
      // Authenticated only when /session agrees with what verify answered.
      const session = await auth.refresh()
      dispatch(
        session?.authenticated && sameAddress(session.address, address)
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
