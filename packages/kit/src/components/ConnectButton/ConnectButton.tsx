import { useChains } from 'wagmi'
import { useLanguage } from '../../context/LanguageContext'
import { useSettings } from '../../context/SettingsContext'
import { useIsCompact } from '../../hooks/useIsCompact'
import { LazyChainIcon } from '../ChainIcon/LazyChainIcon'
import styles from './ConnectButton.module.css'
import { ConnectButtonRenderer } from './ConnectButtonRenderer'
import {
  type AccountStatus,
  type ChainStatus,
  connectButtonDisplay,
  DEFAULT_CONNECT_BUTTON_DISPLAY,
  type ResponsiveValue,
} from './connectButtonDisplay'
import { useConnectButtonState } from './useConnectButtonState'

export type ConnectButtonProps = {
  /** §9 default: "Connect Wallet" (from the catalogue, or the provider's connectLabel). */
  label?: string
  /** Default 'full' (avatar and name). The accessible name always holds the name. */
  accountStatus?: ResponsiveValue<AccountStatus>
  /** Default: icon and name, the icon alone below 768 px. A wrong network is always shown. */
  chainStatus?: ResponsiveValue<ChainStatus>
  /** Default: on large screens only (§2). */
  showBalance?: ResponsiveValue<boolean>
}

export function ConnectButton({
  label,
  accountStatus = DEFAULT_CONNECT_BUTTON_DISPLAY.accountStatus,
  chainStatus = DEFAULT_CONNECT_BUTTON_DISPLAY.chainStatus,
  showBalance = DEFAULT_CONNECT_BUTTON_DISPLAY.showBalance,
}: ConnectButtonProps) {
  const { t, language, dir } = useLanguage()
  const { connectLabel, Avatar } = useSettings()
  // Below 768 px the compact layout applies (§2); responsive props pick their smallScreen value.
  const compact = useIsCompact()
  // The configured chain carries the app's iconUrl/iconBackground overrides, if any.
  const chains = useChains()
  // Not ConnectButton.Custom's state: here an opener is undefined when §4 does not allow it, which
  // disables the account button on a wrong network.
  const { mounted, status, account, chain, openConnectModal, openAccountModal, openChainModal } =
    useConnectButtonState()
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
        {label ?? connectLabel ?? t('connect_wallet.label')}
      </button>
    )
  }
  const show = connectButtonDisplay(
    { accountStatus, chainStatus, showBalance },
    { compact, unsupported: chain.unsupported },
  )
  const balance = show.balance ? account.displayBalance : undefined
  return (
    <div
      className={styles.connected}
      data-gh-connect-button=""
      data-gh=""
      dir={dir}
      lang={language}
    >
      {show.chainButton && (
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
          {show.chainIcon && (
            <LazyChainIcon chain={chains.find((c) => c.id === chain.id) ?? chain} size={24} />
          )}
          {show.chainName && (chain.unsupported ? t('connect_wallet.wrong_network') : chain.name)}
        </button>
      )}
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
          {show.avatar && (
            <Avatar address={account.address} ensImage={account.ensAvatar} size={24} />
          )}
          {show.name && <span>{account.displayName}</span>}
        </span>
        {/* a real space: the name and balance read as two words, not one */}
        {balance && ' '}
        {balance && <span className={styles.balance}>{balance}</span>}
      </button>
    </div>
  )
}

ConnectButton.Custom = ConnectButtonRenderer
