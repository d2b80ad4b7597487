import type { ReactNode } from 'react'
import { useSettings } from '../../context/SettingsContext'
import styles from './Disclaimer.module.css'

function Text({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>
}

function Link({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={styles.link} href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  )
}

/** The app's `appInfo.disclaimer`, under the wallet list; nothing when the app gives none. */
export function Disclaimer() {
  const { disclaimer: AppDisclaimer } = useSettings()
  if (!AppDisclaimer) return null
  return (
    <div className={styles.disclaimer}>
      <AppDisclaimer Text={Text} Link={Link} />
    </div>
  )
}
