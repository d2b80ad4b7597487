// What a WalletButton does with a click and what it then says: pure rules, so the component only
// wires hooks to them. The connect modal's own flow (core/connectFlow.ts) takes over whenever the
// wallet needs a screen: a QR code, a deep link, downloading it, or signing in after connecting.
import type { ConnectOutcome } from '../../actions/connectWallet'
import type { ConnectPhase } from '../../core/connectFlow'
import type { WalletOptions } from '../../hooks/useWalletOptions'
import type { Translate } from '../../i18n/translate'
import type { WalletOption } from '../../wallets/Wallet'

/**
 * How far the button's own connection attempt got, in the connect modal's CONNECT words;
 * undefined: none under way or worth saying.
 */
export type WalletButtonPhase = Extract<
  ConnectPhase,
  'connecting' | 'failed' | 'rejected' | 'requestPending'
>

/** 'connect': ask the wallet at once; 'modal': open the connect modal on this wallet. */
export type WalletButtonRoute = 'connect' | 'modal'

/**
 * In place only when connecting needs no screen of the modal's: an installed extension (ready),
 * on a desktop, with no sign-in step after it. A wallet that is not installed goes to the modal's
 * DOWNLOAD_OPTIONS (or CONNECT "not installed"), a WalletConnect wallet to its QR code or deep
 * link, and with sign-in on the modal stays open to verify (§4).
 */
export function walletButtonRoute(
  wallet: Pick<WalletOption, 'ready' | 'installed'>,
  { onPhone, signIn }: { onPhone: boolean; signIn: boolean },
): WalletButtonRoute {
  return wallet.ready && wallet.installed && !onPhone && !signIn ? 'connect' : 'modal'
}

/** The phase after an attempt settled; a stale outcome (a newer attempt began) changes nothing. */
export function phaseAfter(
  outcome: ConnectOutcome,
  current: WalletButtonPhase | undefined,
): WalletButtonPhase | undefined {
  switch (outcome) {
    case 'connected':
      return undefined
    case 'stale':
      return current
    case 'rejected':
      // §8: a declined connection is no error; the button says so (quietly) and may be used again.
      return 'rejected'
    case 'requestPending':
      return 'requestPending'
    case 'failed':
    case 'safeInfoUnavailable':
    case 'unreachable':
    case 'signInRefused':
    case 'signInFailed':
      return 'failed'
    default: {
      const exhaustive: never = outcome
      return exhaustive
    }
  }
}

/** The line under the button (its polite live region); '' when there is nothing to say. */
export function walletButtonMessage(
  {
    phase,
    connected,
    name,
  }: { phase: WalletButtonPhase | undefined; connected: boolean; name: string },
  t: Translate,
): string {
  switch (phase) {
    case 'connecting':
      return `${t('connect.status.opening', { wallet: name })} ${t('connect.status.confirm')}`
    case 'failed':
      return t('connect.status.failed')
    case 'rejected':
      return t('connect.status.rejected')
    case 'requestPending':
      return t('chains.request_pending')
    case undefined:
      return connected ? t('wallet_button.connected') : ''
    default: {
      const exhaustive: never = phase
      return exhaustive
    }
  }
}

/**
 * The option for a wallet id, as the connect modal lists it (or offers it in GET). Ids compare
 * without case, as RainbowKit's do (`metamask` finds `metaMask`). Undefined when §5 hides it here.
 */
export function findWalletOption(
  { wallets, walletsToGet }: WalletOptions,
  walletId: string,
): WalletOption | undefined {
  const id = walletId.toLowerCase()
  const same = (option: WalletOption) => option.id.toLowerCase() === id
  return wallets.find(same) ?? walletsToGet.find(same)
}
