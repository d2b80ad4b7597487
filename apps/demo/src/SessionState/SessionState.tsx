import { useSignInSession } from '@gatehouse/kit'
import { useDemoT } from '../i18n/t'

/** The demo shows the sign-in session as the server reports it. */
export function SessionState() {
  const session = useSignInSession()
  const t = useDemoT()
  const text =
    session === undefined
      ? t('signin.loading')
      : session.authenticated
        ? t('signin.signed_in', { address: session.address, chainId: String(session.chainId) })
        : t('signin.signed_out')
  return (
    <p role="status" data-testid="session-state">
      {text}
    </p>
  )
}
