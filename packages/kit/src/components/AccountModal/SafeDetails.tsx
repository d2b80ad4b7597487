import { useQuery } from '@tanstack/react-query'
import { useConnection } from 'wagmi'
import { useGatehouse } from '../../context/GatehouseContext'
import { safeAppOf } from '../../wallets/walletConnectors/safeWallet/safeAppConnector'
import styles from './AccountModal.module.css'

/** A Safe's threshold and owners count, from the Safe host (rendered only for a Safe App). */
export function SafeDetails() {
  const { t } = useGatehouse()
  const { connector, address } = useConnection()
  const safeApp = safeAppOf(connector)
  const info = useQuery({
    queryKey: ['gatehouse', 'safe', 'info', address],
    queryFn: async () => {
      const { getSafeAppInfo } = await import('../../actions/safeApp')
      const safe = await getSafeAppInfo(await safeApp!.sdk())
      return { threshold: safe.threshold, owners: safe.owners.length }
    },
    enabled: !!safeApp && !!address,
    staleTime: 60_000,
  })
  if (!safeApp || !info.data) return null
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
