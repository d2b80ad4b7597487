import { useState } from 'react'
import { useGatehouse } from '../../context/GatehouseContext'
import type { WalletOption } from '../../wallets/Wallet'
import { Confetti } from '../Confetti/Confetti'
import { WalletIcon } from '../WalletIcon/WalletIcon'
import { WALLET_ICON_SIZES } from '../WalletIcon/walletIconSizes'
import styles from './WalletListItem.module.css'

export type WalletListItemProps = {
  wallet: WalletOption
  selected: boolean
  layout: 'row' | 'tile'
  onSelect: (wallet: WalletOption) => void
  /** Starts loading the wallet's code: on pointerdown, a click's first event. */
  onPreload?: (wallet: WalletOption) => void
}

/** One wallet in the list (wide) or the icon row (compact); a confetti burst on its icon. */
export function WalletListItem({
  wallet,
  selected,
  layout,
  onSelect,
  onPreload,
}: WalletListItemProps) {
  const { t, coolMode } = useGatehouse()
  const [burst, setBurst] = useState(0)
  const base = layout === 'tile' ? wallet.shortName || wallet.name : wallet.name
  // §8: an unsupported wallet is shown with "(unsupported)", in both layouts.
  const label = wallet.unsupported ? t('connect.unsupported', { wallet: base }) : base
  return (
    <button
      type="button"
      className={layout === 'row' ? styles.walletRow : styles.walletTile}
      aria-current={selected ? 'true' : undefined}
      data-wallet-id={wallet.id}
      // An unavailable wallet says why (e.g. no WalletConnect project id) before it is chosen.
      title={wallet.unavailableReason ? t(wallet.unavailableReason) : undefined}
      onPointerDown={onPreload && (() => onPreload(wallet))}
      onClick={() => {
        if (coolMode) setBurst((n) => n + 1)
        onSelect(wallet)
      }}
    >
      <span className={styles.iconWrap}>
        <WalletIcon
          iconUrl={wallet.iconUrl}
          background={wallet.iconBackground}
          size={WALLET_ICON_SIZES[layout === 'row' ? 'row' : 'tile']}
        />
        {burst > 0 && <Confetti burst={burst} />}
      </span>
      <span className={styles.walletText}>
        <span className={styles.walletName}>{label}</span>
        {/* The group heading already says Recent/Installed to assistive tech. */}
        {layout === 'row' && wallet.recent && (
          <span className={styles.badge} aria-hidden="true">
            {t('connect.recent_badge')}
          </span>
        )}
        {layout === 'row' && wallet.unavailableReason && (
          <span className={styles.badge} aria-hidden="true">
            {t('connect.unavailable_badge')}
          </span>
        )}
        {layout === 'row' && wallet.installed && !wallet.recent && (
          <span className={styles.badge} aria-hidden="true">
            {t('connect.installed_badge')}
          </span>
        )}
      </span>
    </button>
  )
}
