import { useConnection, useDisconnect } from 'wagmi'
import { useLanguage } from '../../context/LanguageContext'
import { useSettings } from '../../context/SettingsContext'
import { useCopied } from '../../hooks/useCopied'
import { useProfile } from '../../hooks/useProfile'
import { RecentTransactions } from '../../transactions/facade'
import { Dialog } from '../Dialog/Dialog'
import styles from './AccountModal.module.css'
import { SafeDetails } from './SafeDetails'

export type AccountModalProps = { open: boolean; onClose: () => void }

/** §2 Account modal: name or short address, balance, Copy Address, Disconnect, transactions. */
export function AccountModal({ open, onClose }: AccountModalProps) {
  const { t } = useLanguage()
  return (
    <Dialog open={open} onClose={onClose} title={t('account.title')} hideTitle>
      {open && <AccountDetails />}
    </Dialog>
  )
}

function AccountDetails() {
  const { t, locale } = useLanguage()
  const { Avatar, showRecentTransactions } = useSettings()
  const profile = useProfile(locale)
  const { chain } = useConnection()
  const { disconnect } = useDisconnect()
  const { copied, copy } = useCopied()
  if (!profile) return null
  return (
    <div className={styles.body}>
      <div className={styles.identity}>
        <Avatar address={profile.address} ensImage={profile.ensAvatar} size={74} />
        <h2 className={styles.name}>{profile.displayName}</h2>
        {profile.displayBalance && (
          <p className={styles.balance}>
            <span className="gh-visually-hidden">{t('account.balance')} </span>
            {profile.displayBalance}
          </p>
        )}
      </div>
      <SafeDetails />
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => void copy(profile.address)}>
          <span aria-live="polite">{copied ? t('account.copied') : t('account.copy_address')}</span>
        </button>
        <button type="button" className={styles.action} onClick={() => disconnect()}>
          {t('account.disconnect')}
        </button>
      </div>
      {showRecentTransactions && (
        <RecentTransactions address={profile.address} explorer={chain?.blockExplorers?.default} />
      )}
    </div>
  )
}
