import { useLanguage } from '../../../context/LanguageContext'
import { useSettings } from '../../../context/SettingsContext'
import buttons from '../../shared/buttons.module.css'
import styles from './NoneStep.module.css'
import stepStyles from './Step.module.css'
import type { StepProps } from './StepProps'

/** NONE: the "What is a Wallet?" explainer (wide) or its short entry (compact). */
export function NoneStep({ dispatch, compact }: StepProps) {
  const { t } = useLanguage()
  if (compact) {
    return (
      <div className={styles.stepCompactFooter}>
        <button
          type="button"
          className={buttons.link}
          onClick={() => dispatch({ type: 'learnMore' })}
        >
          {t('intro.title')}
        </button>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => dispatch({ type: 'getWallet' })}
        >
          {t('intro.get')}
        </button>
      </div>
    )
  }
  return <Explainer onGet={() => dispatch({ type: 'getWallet' })} />
}

export function Explainer({ onGet }: { onGet: () => void }) {
  const { t } = useLanguage()
  const learnMoreUrl = useSettings().learnMoreUrl ?? t('intro.learn_more_url')
  return (
    <section className={stepStyles.step} aria-labelledby="gh-intro-title">
      <h2 id="gh-intro-title" className={stepStyles.stepTitle}>
        {t('intro.title')}
      </h2>
      <ul className={styles.points}>
        <li>
          <h3>{t('intro.digital_asset.title')}</h3>
          <p>{t('intro.digital_asset.description')}</p>
        </li>
        <li>
          <h3>{t('intro.login.title')}</h3>
          <p>{t('intro.login.description')}</p>
        </li>
      </ul>
      <div className={stepStyles.actions}>
        <button type="button" className={buttons.primary} onClick={onGet}>
          {t('intro.get')}
        </button>
        <a className={buttons.link} href={learnMoreUrl} target="_blank" rel="noreferrer">
          {t('intro.learn_more')}
        </a>
      </div>
    </section>
  )
}
