import { useLanguage } from '../../../context/LanguageContext'
import type { Instructions } from '../../../wallets/Wallet'
import buttons from '../../shared/buttons.module.css'
import styles from './InstructionsStep.module.css'
import stepStyles from './Step.module.css'

/** The numbered steps of INSTRUCTIONS_MOBILE and INSTRUCTIONS_EXTENSION. */
export function InstructionsStep({
  title,
  instructions,
  children,
}: {
  title: string
  instructions: Instructions
  children: React.ReactNode
}) {
  const { t } = useLanguage()
  return (
    <section className={stepStyles.step} aria-labelledby="gh-instructions-title">
      <h2 id="gh-instructions-title" className={stepStyles.stepTitle}>
        {title}
      </h2>
      <ol className={styles.instructions}>
        {instructions.steps.map((s) => (
          <li key={s.step} data-step={s.step}>
            <h3>{t(s.title)}</h3>
            <p className={stepStyles.muted}>{t(s.description)}</p>
          </li>
        ))}
      </ol>
      <div className={stepStyles.actions}>
        {children}
        <a
          className={buttons.link}
          href={instructions.learnMoreUrl}
          target="_blank"
          rel="noreferrer"
        >
          {t('instructions.learn_more')}
        </a>
      </div>
    </section>
  )
}
