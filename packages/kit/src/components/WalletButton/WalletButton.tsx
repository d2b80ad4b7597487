import { useId } from 'react'
import { useLanguage } from '../../context/LanguageContext'
import { useWalletCatalogue } from '../../hooks/useWalletCatalogue'
import { createFullTranslate } from '../../i18n/allStrings'
import { withCatalogue } from '../../i18n/translate'
import { WalletIcon } from '../WalletIcon/WalletIcon'
import styles from './WalletButton.module.css'
import { WalletButtonRenderer } from './WalletButtonRenderer'
import { walletButtonMessage } from './walletButtonFlow'

export type WalletButtonProps = {
  /** a configured wallet's id (`metaMask`, `rainbow`, `coinbase`, …; any case) */
  wallet: string
}

/**
 * One wallet's own connect button (`<WalletButton wallet="metaMask" />`), through the same flow
 * as the connect modal. Its status line is a polite live region that exists from the first
 * render on, so each change is announced.
 */
export function WalletButton({ wallet }: WalletButtonProps) {
  const language = useLanguage()
  // Its own two strings load with it, in the wallet catalogue, not with the first render; the
  // connect flow's words are in the English the first render leaves out (allStrings.ts).
  const t = withCatalogue(
    createFullTranslate(language.catalogue),
    useWalletCatalogue(language.language),
  )
  const statusId = useId()
  return (
    <WalletButtonRenderer wallet={wallet}>
      {({ connector, connect, connected, loading, ready, mounted, phase }) => {
        // Which wallets exist here is known in the browser only (EIP-6963, the user agent):
        // drawing before hydration would not match the server's HTML.
        if (!mounted) return null
        const message = walletButtonMessage({ phase, connected, name: connector.name }, t)
        return (
          <span className={styles.root} data-gh="" dir={language.dir} lang={language.language}>
            <button
              type="button"
              className={styles.button}
              aria-label={t('wallet_button.label', { wallet: connector.name })}
              aria-describedby={statusId}
              aria-disabled={!ready || loading ? true : undefined}
              aria-busy={loading ? true : undefined}
              data-wallet-id={connector.id}
              onClick={() => void connect()}
            >
              <WalletIcon
                iconUrl={connector.iconUrl}
                background={connector.iconBackground}
                size={28}
              />
              <span className={styles.name}>{connector.name}</span>
              {connected && <span className={styles.connectedDot} aria-hidden="true" />}
            </button>
            <span
              id={statusId}
              role="status"
              className={phase === 'failed' ? styles.error : styles.status}
            >
              {message}
            </span>
          </span>
        )
      }}
    </WalletButtonRenderer>
  )
}

/** Headless: `({ connector, connect, connected, loading, error, ready, mounted }) => …` */
WalletButton.Custom = WalletButtonRenderer
