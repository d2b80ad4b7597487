import { useLanguage } from '../../../context/LanguageContext'
import { GET_WALLETS_DESKTOP, GET_WALLETS_MOBILE } from '../../../core/constants'
import type { WalletOption } from '../../../wallets/Wallet'
import buttons from '../../shared/buttons.module.css'
import { WalletIcon } from '../../WalletIcon/WalletIcon'
import styles from './GetStep.module.css'
import stepStyles from './Step.module.css'
import type { StepProps } from './StepProps'

function description(w: WalletOption): string {
  if (w.extensionDownloadUrl && w.mobileDownloadUrl) return 'get.mobile_and_extension.description'
  return w.extensionDownloadUrl ? 'get.extension.description' : 'get.mobile.description'
}

/** GET: up to 5 wallets (3 on mobile), each with a GET button. */
export function GetStep({ dispatch, getWalletsToGet, compact }: StepProps) {
  const { t } = useLanguage()
  const limit = compact ? GET_WALLETS_MOBILE : GET_WALLETS_DESKTOP
  const shown = getWalletsToGet().slice(0, limit)
  return (
    <section className={stepStyles.step} aria-labelledby="gh-get-title">
      <h2 id="gh-get-title" className={stepStyles.stepTitle}>
        {t('get.title')}
      </h2>
      <ul className={styles.getList}>
        {shown.map((w) => (
          <li key={w.id} className={styles.getRow}>
            <WalletIcon iconUrl={w.iconUrl} background={w.iconBackground} size={48} />
            <span className={styles.getText}>
              <span id={`gh-get-${w.id}`} className={styles.walletName}>
                {w.name}
              </span>
              <span className={stepStyles.muted}>{t(description(w))}</span>
            </span>
            <button
              type="button"
              className={buttons.secondary}
              aria-describedby={`gh-get-${w.id}`}
              onClick={() => dispatch({ type: 'getWalletOptions', walletId: w.id })}
            >
              {t('get.action')}
            </button>
          </li>
        ))}
      </ul>
      <p className={stepStyles.muted}>
        <strong>{t('get.looking_for.title')}</strong> {t('get.looking_for.desktop.description')}
      </p>
    </section>
  )
}
