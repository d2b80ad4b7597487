import { useQuery } from '@tanstack/react-query'
import { useConnection } from 'wagmi'
import { useLanguage } from '../../context/LanguageContext'
import { useSettings } from '../../context/SettingsContext'
import { safeDetailsQueryOptions } from '../../safe/facade'
import styles from './AccountModal.module.css'

/**
 * A Safe's threshold and owners count: from the Safe host inside a Safe App, else from the Safe
 * Client Gateway when the app configured one (a Safe reached through WalletConnect). Nothing for
 * an ordinary account.
 */
export function SafeDetails() {
  const { t } = useLanguage()
  const { safeGatewayUrl } = useSettings()
  const { connector, address, chainId } = useConnection()
  const info = useQuery(
    safeDetailsQueryOptions({ connector, gatewayUrl: safeGatewayUrl, address, chainId }),
  )
  if (!info.data) return null
  const { threshold, owners } = info.data
  return (
    <dl className={styles.safe}>
      <div>
        <dt>{t('safe.account.threshold')}</dt>
        <dd>{t('safe.account.threshold_value', { threshold, owners })}</dd>
      </div>
      <div>
        <dt>{t('safe.account.owners')}</dt>
        <dd>{owners}</dd>
      </div>
    </dl>
  )
}
