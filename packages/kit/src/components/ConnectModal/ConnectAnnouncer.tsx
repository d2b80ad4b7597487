import { useLanguage } from '../../context/LanguageContext'
import type { ConnectFlowState } from '../../core/connectFlow'
import type { Translate } from '../../i18n/translate'
import type { WalletOption } from '../../wallets/Wallet'
import { isOnPhone, scansQr } from './steps/connectMode'

type Announced = {
  state: ConnectFlowState
  wallet: WalletOption | undefined
  compact: boolean
  qrUri: string | undefined
}

/**
 * The CONNECT step's status (§2, §4) as one line: opening and where to confirm, verifying a
 * sign-in the wallet made with its connection, declined, and opening again on RETRY. Empty where an alert already says it (a failure, a request already
 * waiting in the wallet, not installed): an element with role="alert" is announced as it
 * appears, and saying it twice would only repeat it.
 */
export function connectAnnouncement({
  state,
  wallet,
  compact,
  qrUri,
  onPhone,
  t,
}: Announced & { onPhone: boolean; t: Translate }): string {
  if (state.step !== 'CONNECT' || !wallet) return ''
  const name = wallet.name
  switch (state.phase) {
    case 'connecting':
    case undefined: {
      const opening = t('connect.status.opening', { wallet: name })
      if (scansQr(wallet) && !onPhone)
        return qrUri ? t('connect_scan.title', { wallet: name }) : opening
      const hint =
        compact && !wallet.installed
          ? t('connect.status.confirm_mobile')
          : t('connect.status.confirm')
      return `${opening} ${hint}`
    }
    case 'verifying':
      return t('sign_in.verifying')
    case 'rejected':
      // §8 keeps a declined connection silent on screen (no error); a screen reader still needs
      // to hear why "Opening…" stopped and RETRY appeared.
      return t('connect.status.rejected')
    case 'failed':
    case 'requestPending':
    case 'notInstalled':
      return ''
    default: {
      const exhaustive: never = state.phase
      return exhaustive
    }
  }
}

/**
 * The connect modal's polite live region. It is mounted with the modal, before any step, and
 * only its text changes, so each status is announced (a region created together with its text is
 * not). Visually hidden: the steps show the same words.
 */
export function ConnectAnnouncer(props: Announced) {
  const { t } = useLanguage()
  return (
    <p className="gh-visually-hidden" role="status">
      {connectAnnouncement({ ...props, onPhone: isOnPhone(), t })}
    </p>
  )
}
