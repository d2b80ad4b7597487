import { ConnectButton } from '@gatehouse/kit'
import styles from './App.module.css'

export function App() {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>Gatehouse</span>
        <ConnectButton />
      </header>
      <main className={styles.main}>
        <h1>Connect a wallet</h1>
        <p>
          This demo shows the Gatehouse kit: connect a wallet, see your account, and switch
          networks.
        </p>
      </main>
    </div>
  )
}
