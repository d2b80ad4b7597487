import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer, useRef } from 'react'
import { useConnection, useDisconnect, useSignMessage } from 'wagmi'
import { signIn } from '../../actions/signIn'
import { useAuth } from '../../context/AuthContext'
import { useLanguage } from '../../context/LanguageContext'
import {
  initialSignInState,
  SIGN_IN_ERROR_KEYS,
  signInButtonLabel,
  signInReducer,
} from '../../core/signInFlow'
import { useChainInfo } from '../../hooks/useChainInfo'
import { NONCE_MAX_AGE_MS, nonceQueryKey, nonceQueryOptions } from '../../query/nonce'
import { ChainList } from '../ChainModal/ChainModal'
import { Dialog } from '../Dialog/Dialog'
import buttons from '../shared/buttons.module.css'
import messages from '../shared/messages.module.css'
import styles from './SignInDialog.module.css'

export type SignInDialogProps = { open: boolean; onClose: () => void }

/** §2 "Verify your account": sign a message to prove ownership of the connected account. */
export function SignInDialog({ open, onClose }: SignInDialogProps) {
  const { t } = useLanguage()
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
  const { t } = useLanguage()
  const auth = useAuth()
  const client = useQueryClient()
  const { address, chainId } = useConnection()
  const { signMessageAsync } = useSignMessage()
  const [state, dispatch] = useReducer(signInReducer, initialSignInState)
  const chain = useChainInfo()
  const nonce = useQuery(nonceQueryOptions(auth?.adapter, address))
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

  const send = async () => {
    if (!nonce.data || Date.now() - nonce.dataUpdatedAt > NONCE_MAX_AGE_MS) {
      await nonce.refetch()
      return
    }
    dispatch({ type: 'start' })
    const outcome = await signIn({
      adapter: auth.adapter,
      signMessage: signMessageAsync,
      address,
      chainId,
      nonce: nonce.data.nonce,
      currentAddress: () => live.current,
      refresh: auth.refresh,
      signOut: auth.signOut,
      renewNonce: () => void client.invalidateQueries({ queryKey: nonceQueryKey(address) }),
      onSigned: () => dispatch({ type: 'signed' }),
    })
    dispatch(outcome)
  }

  const error = state.error ?? (nonce.isError ? 'prepare' : undefined)
  const busy = state.status !== 'idle' || (!nonce.data && !nonce.isError)
  return (
    <div className={styles.body}>
      <p className={styles.description}>{t('sign_in.description')}</p>
      {error && (
        <p role="alert" className={messages.error}>
          {t(SIGN_IN_ERROR_KEYS[error])}
        </p>
      )}
      <button
        type="button"
        className={`${buttons.primary} ${buttons.tall}`}
        aria-disabled={busy ? true : undefined}
        onClick={() => {
          if (!busy) void send()
        }}
      >
        <span aria-live="polite">{t(signInButtonLabel(state, !!nonce.data))}</span>
      </button>
      <button
        type="button"
        className={`${buttons.secondary} ${buttons.tall} ${buttons.accentText}`}
        onClick={onCancel}
      >
        {t('sign_in.cancel')}
      </button>
    </div>
  )
}
