import { useGatehouse } from '../../context/GatehouseContext'
import { useConnectorCodePreload } from '../../hooks/useConnectorCodePreload'
import type { WalletOption } from '../../wallets/Wallet'
import { groupWallets } from '../../wallets/walletList'
import { Disclaimer } from '../Disclaimer/Disclaimer'
import { warmQrEncoder } from '../QRCode/warmQrEncoder'
import styles from './WalletList.module.css'
import { WalletListItem } from './WalletListItem'

const groupKey = (name: string) => `connect.groups.${name.toLowerCase()}`

/** Wide layout's left pane: wallets grouped by group name, recent ones first. */
export function WalletList({
  wallets,
  selectedId,
  onSelect,
}: {
  wallets: readonly WalletOption[]
  selectedId: string | undefined
  onSelect: (wallet: WalletOption) => void
}) {
  const { t } = useGatehouse()
  // WalletConnect's code loads while the visitor reads the list, so choosing it only renders.
  const onPreload = useConnectorCodePreload(wallets, warmQrEncoder)
  return (
    <nav className={styles.walletList} aria-label={t('connect.wallet_list')}>
      {groupWallets(wallets).map((group) => {
        const heading = t(groupKey(group.groupName))
        const headingText = heading === groupKey(group.groupName) ? group.groupName : heading
        const id = `gh-group-${group.groupName.replace(/\W+/g, '-')}`
        return (
          <section key={group.groupName} aria-labelledby={id}>
            <h3 id={id} className={styles.groupName}>
              {headingText}
            </h3>
            <ul className={styles.walletUl}>
              {group.wallets.map((w) => (
                <li key={w.id}>
                  <WalletListItem
                    wallet={w}
                    selected={w.id === selectedId}
                    layout="row"
                    onSelect={onSelect}
                    onPreload={onPreload}
                  />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      <Disclaimer />
    </nav>
  )
}

/** Compact layout (bottom sheet): a row of wallet icons. */
export function WalletIconRow({
  wallets,
  selectedId,
  onSelect,
}: {
  wallets: readonly WalletOption[]
  selectedId: string | undefined
  onSelect: (wallet: WalletOption) => void
}) {
  const { t } = useGatehouse()
  // WalletConnect's code loads while the visitor reads the list, so choosing it only renders.
  const onPreload = useConnectorCodePreload(wallets, warmQrEncoder)
  return (
    <ul className={styles.walletIconRow} aria-label={t('connect.wallet_list')}>
      {wallets.map((w) => (
        <li key={w.id}>
          <WalletListItem
            wallet={w}
            selected={w.id === selectedId}
            layout="tile"
            onSelect={onSelect}
            onPreload={onPreload}
          />
        </li>
      ))}
    </ul>
  )
}
