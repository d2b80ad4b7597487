import { useLanguage } from '../../../context/LanguageContext'
import { browserFromUserAgent } from '../../../core/userAgent'
import buttons from '../../shared/buttons.module.css'
import { WalletIcon } from '../../WalletIcon/WalletIcon'
import styles from './DownloadOptionsStep.module.css'
import stepStyles from './Step.module.css'
import type { StepProps } from './StepProps'

/** DOWNLOAD_OPTIONS: the browser extension or the mobile app. */
export function DownloadOptionsStep({ dispatch, wallet }: StepProps) {
  const { t } = useLanguage()
  if (!wallet) return null
  const browser =
    typeof navigator === 'undefined' ? undefined : browserFromUserAgent(navigator.userAgent)
  const browserName = t(`browser.${browser ?? 'browser'}`)
  const mobileUrl = wallet.downloadUrls?.qrCode ?? wallet.mobileDownloadUrl
  return (
    <section className={stepStyles.step} aria-labelledby="gh-options-title">
      <h2 id="gh-options-title" className={stepStyles.stepTitle}>
        {t('download_options.title', { wallet: wallet.name })}
      </h2>
      <div className={styles.options}>
        {wallet.extensionDownloadUrl && (
          <div className={styles.optionCard}>
            <WalletIcon iconUrl={wallet.iconUrl} background={wallet.iconBackground} size={48} />
            <h3>
              {t('download_options.extension.title', { wallet: wallet.name, browser: browserName })}
            </h3>
            <p className={stepStyles.muted}>{t('download_options.extension.description')}</p>
            <a
              className={buttons.secondary}
              href={wallet.extensionDownloadUrl}
              target="_blank"
              rel="noreferrer"
              onClick={() => dispatch({ type: 'chooseExtension' })}
            >
              {t('download_options.extension.action', { browser: browserName })}
            </a>
          </div>
        )}
        {mobileUrl && (
          <div className={styles.optionCard}>
            <WalletIcon iconUrl={wallet.iconUrl} background={wallet.iconBackground} size={48} />
            <h3>{t('download_options.mobile.title', { wallet: wallet.name })}</h3>
            <p className={stepStyles.muted}>{t('download_options.mobile.description')}</p>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => dispatch({ type: 'chooseMobile' })}
            >
              {t('download_options.mobile.action')}
            </button>
          </div>
        )}
      </div>
    </section>
  )
}
