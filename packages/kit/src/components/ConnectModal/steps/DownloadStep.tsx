import { useGatehouse } from '../../../context/GatehouseContext'
import { QRCode } from '../../QRCode/QRCode'
import styles from '../ConnectModal.module.css'
import type { StepProps } from './StepProps'

/** DOWNLOAD: a QR code to scan with the phone, then Continue. */
export function DownloadStep({ dispatch, wallet }: StepProps) {
  const { t } = useGatehouse()
  if (!wallet) return null
  const url = wallet.downloadUrls?.qrCode ?? wallet.mobileDownloadUrl
  return (
    <section className={styles.step} aria-labelledby="gh-download-title">
      <h2 id="gh-download-title" className={styles.stepTitle}>
        {t('download.title', { wallet: wallet.name })}
      </h2>
      <p className={styles.muted}>{t('download.description')}</p>
      {url && (
        <QRCode
          value={url}
          label={t('download.qr_label', { wallet: wallet.name })}
          logo={{ iconUrl: wallet.iconUrl, background: wallet.iconBackground }}
        />
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() => dispatch({ type: 'continue' })}
        >
          {t('download.continue')}
        </button>
      </div>
    </section>
  )
}
