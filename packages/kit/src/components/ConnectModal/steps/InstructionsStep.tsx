import { useGatehouse } from '../../../context/GatehouseContext'
import type { Instructions } from '../../../wallets/Wallet'
import styles from '../ConnectModal.module.css'

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
  const { t } = useGatehouse()
  return (
    <section className={styles.step} aria-labelledby="gh-instructions-title">
      <h2 id="gh-instructions-title" className={styles.stepTitle}>
        {title}
      </h2>
      <ol className={styles.instructions}>
        {instructions.steps.map((s) => (
          <li key={s.step} data-step={s.step}>
            <h3>{t(s.title)}</h3>
            <p className={styles.muted}>{t(s.description)}</p>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        {children}
        <a
          className={styles.linkButton}
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
