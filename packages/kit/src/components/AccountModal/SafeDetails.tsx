import { useQuery } from '@tanstack/react-query'
import { useConnection } from 'wagmi'
import { useGatehouse } from '../../context/GatehouseContext'
// biome-ignore lint/style/noRestrictedImports: temporary, moved by the Safe facade change
import { safeAppOf } from '../../wallets/walletConnectors/safeWallet/safeAppConnector'
import styles from './AccountModal.module.css'

/**
 * A Safe's threshold and owners count: from the Safe host inside a Safe App, else from the Safe
 * Client Gateway when the app configured one (a Safe reached through WalletConnect). Nothing for
 * an ordinary account.
 */
export function SafeDetails() {
  const { t, safeGatewayUrl } = useGatehouse()
  const { connector, address, chainId } = useConnection()
  const safeApp = safeAppOf(connector)
  const info = useQuery({
    queryKey: ['gatehouse', 'safe', 'info', address, chainId, safeApp ? 'app' : safeGatewayUrl],
    queryFn: async (): Promise<{ threshold: number; owners: number } | null> => {
      if (safeApp) {
        const { getSafeAppInfo } = await import('../../actions/safeApp')
        const safe = await getSafeAppInfo(await safeApp.sdk())
        return { threshold: safe.threshold, owners: safe.owners.length }
      }
      const { getGatewaySafe } = await import('../../actions/safeGateway')
      const safe = await getGatewaySafe(safeGatewayUrl!, chainId!, address!)
      return safe ? { threshold: safe.threshold, owners: safe.owners } : null
    },
    enabled: !!address && (!!safeApp || (!!safeGatewayUrl && chainId !== undefined)),
    staleTime: 60_000,
    retry: false,
  })
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
