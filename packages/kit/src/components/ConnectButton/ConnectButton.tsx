import { useGatehouse } from '../../context/GatehouseContext'
import { useIsCompact } from '../../hooks/useIsCompact'
import styles from './ConnectButton.module.css'
import { ConnectButtonRenderer } from './ConnectButtonRenderer'

export type ConnectButtonProps = {
  /** §9 default: "Connect Wallet" (from the catalogue, or the provider's connectLabel). */
  label?: string
  showBalance?: boolean
}

export function ConnectButton({ label, showBalance = true }: ConnectButtonProps) {
  const { t, connectLabel, Avatar, language, dir } = useGatehouse()
  // §2: the balance is shown on large screens only.
  const compact = useIsCompact()
  return (
    <ConnectButtonRenderer>
      {({
        mounted,
        status,
        account,
        chain,
        openConnectModal,
        openAccountModal,
        openChainModal,
      }) => {
        // `account` is there when connected, and while a restored connection reconnects.
        if (!account || !chain) {
          // Server HTML before hydration: no handler is attached yet, so it says it is not ready.
          const ready = mounted && status !== 'loading'
          return (
            <button
              type="button"
              className={styles.connect}
              data-gh-connect-button=""
              data-gh=""
              dir={dir}
              lang={language}
              onClick={openConnectModal}
              aria-busy={ready ? undefined : true}
              aria-disabled={mounted ? undefined : true}
              data-status={mounted ? status : 'loading'}
            >
              {label ?? connectLabel}
            </button>
          )
        }
        // §2: the balance is shown on large screens only.
        const balance =
          showBalance && !compact && !chain.unsupported ? account.displayBalance : undefined
        return (
          <div
            className={styles.connected}
            data-gh-connect-button=""
            data-gh=""
            dir={dir}
            lang={language}
          >
            <button
              type="button"
              className={styles.chain}
              onClick={openChainModal}
              data-unsupported={chain.unsupported ? '' : undefined}
              aria-label={
                chain.unsupported
                  ? t('connect_wallet.wrong_network')
                  : t('connect_wallet.select_network', { chain: chain.name })
              }
            >
              {chain.unsupported ? t('connect_wallet.wrong_network') : chain.name}
            </button>
            <button
              type="button"
              className={styles.account}
              // §4: no account modal on an unsupported chain
              disabled={!openAccountModal}
              onClick={openAccountModal}
              // The name holds the visible text in reading order (WCAG 2.5.3 label in name): the
              // balance comes after the identity in the DOM and is drawn first by CSS order.
              aria-label={[t('connect_wallet.account', { name: account.displayName }), balance]
                .filter(Boolean)
                .join(' ')}
            >
              <span className={styles.identity}>
                <Avatar address={account.address} ensImage={account.ensAvatar} size={24} />
                <span>{account.displayName}</span>
              </span>
              {/* a real space: the name and balance read as two words, not one */}
              {balance && ' '}
              {balance && <span className={styles.balance}>{balance}</span>}
            </button>
          </div>
        )
      }}
    </ConnectButtonRenderer>
  )
}

ConnectButton.Custom = ConnectButtonRenderer
