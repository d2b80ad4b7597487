import { useLanguage } from '../../../context/LanguageContext'
import { useCopied } from '../../../hooks/useCopied'
import { useDeepLink } from '../../../hooks/useDeepLink'
import type { WalletOption } from '../../../wallets/Wallet'
import { QRCode } from '../../QRCode/QRCode'
import buttons from '../../shared/buttons.module.css'
import messages from '../../shared/messages.module.css'
import { WalletIcon } from '../../WalletIcon/WalletIcon'
import styles from './ConnectStep.module.css'
import { isOnPhone, scansQr } from './connectMode'
import stepStyles from './Step.module.css'
import type { StepProps } from './StepProps'

/**
 * CONNECT: a QR to scan, or "Opening wallet" / confirm in extension, or not installed with
 * INSTALL; RETRY once a connection failed (or was declined), but not while a request already
 * waits in the wallet (§8 -32002). Status changes are announced by the modal's ConnectAnnouncer,
 * which exists before this step does; errors by their own alerts.
 */
export function ConnectStep({
  state,
  dispatch,
  wallet,
  compact,
  onRetry,
  qrUri,
  linkUri,
}: StepProps) {
  const { t } = useLanguage()
  const onPhone = isOnPhone()
  const linking = !!wallet && onPhone && scansQr(wallet) && state.phase === 'connecting'
  // On a phone the pairing URI opens the wallet app (its deep link), not a QR on the same screen;
  // only once the relay has the proposal, since the page may freeze as soon as the app opens.
  const deepLink = linking && linkUri ? (wallet.mobile?.getUri?.(linkUri) ?? linkUri) : undefined
  const { failed: linkFailed, reopen } = useDeepLink(deepLink)
  if (!wallet) return null
  if (linking && linkFailed && linkUri) {
    return <DeepLinkFallback wallet={wallet} uri={linkUri} onReopen={reopen} />
  }
  const name = wallet.name
  const { phase } = state
  const canRetry = phase === 'failed' || phase === 'rejected'
  const showQr = !onPhone && scansQr(wallet) && phase === 'connecting'
  return (
    <section className={stepStyles.step} aria-labelledby="gh-connect-title">
      <h2 id="gh-connect-title" className={stepStyles.stepTitle}>
        {showQr ? t('connect_scan.title', { wallet: name }) : name}
      </h2>
      {showQr ? (
        qrUri ? (
          <>
            <QRCode
              value={wallet.qrCode?.getUri(qrUri) ?? qrUri}
              label={t('connect_scan.title', { wallet: name })}
              logo={{ iconUrl: wallet.iconUrl, background: wallet.iconBackground }}
            />
            <CopyLink uri={qrUri} />
          </>
        ) : (
          <p className={stepStyles.muted}>{t('connect.status.opening', { wallet: name })}</p>
        )
      ) : (
        <div className={styles.connectBody}>
          <WalletIcon iconUrl={wallet.iconUrl} background={wallet.iconBackground} size={60} />
          <ConnectStatus wallet={wallet} phase={phase} compact={compact} failure={state.failure} />
        </div>
      )}
      <div className={stepStyles.actions}>
        {canRetry && (
          <button type="button" className={buttons.secondary} onClick={onRetry}>
            {t('connect.retry')}
          </button>
        )}
        {phase === 'notInstalled' && (wallet.extensionDownloadUrl || wallet.mobileDownloadUrl) && (
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => dispatch({ type: 'install' })}
          >
            {t('connect.install')}
          </button>
        )}
      </div>
    </section>
  )
}

/** §8's words for each failure: a refused sign-in reads as the Verify dialog's would. */
const FAILURE_KEYS = {
  none: 'connect.status.failed',
  safeInfoUnavailable: 'safe.info_error',
  unreachable: 'connect.status.unreachable',
  signInRefused: 'sign_in.error.verify',
  signInFailed: 'sign_in.error.unknown',
} as const satisfies Record<NonNullable<StepProps['state']['failure']> | 'none', string>

function ConnectStatus({
  wallet,
  phase,
  compact,
  failure,
}: {
  wallet: WalletOption
  phase: StepProps['state']['phase']
  compact: boolean
  failure: StepProps['state']['failure']
}) {
  const { t } = useLanguage()
  const name = wallet.name
  switch (phase) {
    case 'notInstalled':
      return (
        <p role="alert" className={styles.statusTitle}>
          {wallet.unavailableReason
            ? t(wallet.unavailableReason)
            : t('connect.status.not_installed', { wallet: name })}
        </p>
      )
    case 'failed':
      return (
        <p role="alert" className={messages.error}>
          {t(FAILURE_KEYS[failure ?? 'none'], { wallet: name })}
        </p>
      )
    case 'requestPending':
      // §8 resource unavailable: the wallet already shows a request; answering it is the way on.
      return (
        <p role="alert" className={styles.statusTitle}>
          {t('chains.request_pending')}
        </p>
      )
    case 'rejected':
      // §8: a declined connection is ignored silently; RETRY stays available.
      return null
    case 'verifying':
      // One-prompt sign-in: the wallet approved; the page waits for the server, not the wallet.
      return <p className={styles.statusTitle}>{t('sign_in.verifying')}</p>
    case 'connecting':
    case undefined:
      return (
        <div>
          <p className={styles.statusTitle}>{t('connect.status.opening', { wallet: name })}</p>
          <p className={stepStyles.muted}>
            {compact && !wallet.installed
              ? t('connect.status.confirm_mobile')
              : t('connect.status.confirm')}
          </p>
        </div>
      )
    default: {
      const exhaustive: never = phase
      return exhaustive
    }
  }
}

function CopyLink({ uri }: { uri: string }) {
  const { t } = useLanguage()
  const { copied, copy } = useCopied()
  return (
    <button type="button" className={buttons.link} onClick={() => void copy(uri)}>
      <span aria-live="polite">{copied ? t('connect_scan.copied') : t('connect_scan.copy')}</span>
    </button>
  )
}

/** The wallet app did not open: store links, try again, copy the link, or scan from another phone. */
function DeepLinkFallback({
  wallet,
  uri,
  onReopen,
}: {
  wallet: WalletOption
  uri: string
  onReopen: () => void
}) {
  const { t } = useLanguage()
  return (
    <section className={stepStyles.step} aria-labelledby="gh-deeplink-title">
      <h2 id="gh-deeplink-title" className={stepStyles.stepTitle}>
        {t('connect.deep_link.title')}
      </h2>
      <p className={stepStyles.muted}>
        {t('connect.deep_link.description', { wallet: wallet.name })}
      </p>
      <div className={stepStyles.actions}>
        <button type="button" className={buttons.primary} onClick={onReopen}>
          {t('connect.deep_link.open', { wallet: wallet.name })}
        </button>
        {wallet.mobileDownloadUrl && (
          <a
            className={buttons.secondary}
            href={wallet.mobileDownloadUrl}
            target="_blank"
            rel="noreferrer"
          >
            {t('download_options.mobile.action')}
          </a>
        )}
        <CopyLink uri={uri} />
      </div>
      <QRCode
        value={wallet.qrCode?.getUri(uri) ?? uri}
        label={t('connect_scan.title', { wallet: wallet.name })}
      />
    </section>
  )
}
