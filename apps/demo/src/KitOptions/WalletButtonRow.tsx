import { WalletButton } from '@gatehouse/kit'
import styles from './WalletButtonRow.module.css'

/** One WalletButton per wallet the address names (`?walletButton=metaMask,rainbow`). */
export function WalletButtonRow({ wallets }: { wallets: readonly string[] }) {
  return (
    <div className={styles.row}>
      {wallets.map((wallet) => (
        <WalletButton key={wallet} wallet={wallet} />
      ))}
    </div>
  )
}
