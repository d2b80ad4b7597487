import { useLanguage } from '../../../context/LanguageContext'
import { osFromUserAgent } from '../../../core/userAgent'
import { QRCode } from '../../QRCode/QRCode'
import buttons from '../../shared/buttons.module.css'
import stepStyles from './Step.module.css'
import type { StepProps } from './StepProps'

/** DOWNLOAD: a QR code to scan with the phone (or, on the phone itself, the store link), then Continue. */
export function DownloadStep({ dispatch, wallet }: StepProps) {
  const { t } = useLanguage()
  if (!wallet) return null
  const onPhone =
    typeof navigator !== 'undefined' &&
    osFromUserAgent(navigator.userAgent, navigator.maxTouchPoints) !== 'desktop'
  const url = onPhone
    ? (wallet.mobileDownloadUrl ?? wallet.downloadUrls?.qrCode)
    : (wallet.downloadUrls?.qrCode ?? wallet.mobileDownloadUrl)
  return (
    <section className={stepStyles.step} aria-labelledby="gh-download-title">
      <h2 id="gh-download-title" className={stepStyles.stepTitle}>
        {t('download.title', { wallet: wallet.name })}
      </h2>
      {url && onPhone && (
        <a className={buttons.secondary} href={url} target="_blank" rel="noreferrer">
          {t('download_options.mobile.action')}
        </a>
      )}
      {url && !onPhone && (
        <>
          <p className={stepStyles.muted}>{t('download.description')}</p>
          <QRCode
            value={url}
            label={t('download.qr_label', { wallet: wallet.name })}
            logo={{ iconUrl: wallet.iconUrl, background: wallet.iconBackground }}
          />
        </>
      )}
      <div className={stepStyles.actions}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => dispatch({ type: 'continue' })}
        >
          {t('download.continue')}
        </button>
      </div>
    </section>
  )
}
