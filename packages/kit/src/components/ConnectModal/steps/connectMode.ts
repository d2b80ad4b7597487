import { osFromUserAgent } from '../../../core/userAgent'
import type { WalletOption } from '../../../wallets/Wallet'

/** A wallet reached by scanning (WalletConnect-style) rather than through a browser extension. */
export const scansQr = (w: WalletOption) => !w.installed && !!w.qrCode

/** On a phone a pairing URI opens the wallet app (its deep link) instead of showing a QR code. */
export const isOnPhone = () =>
  typeof navigator !== 'undefined' &&
  osFromUserAgent(navigator.userAgent, navigator.maxTouchPoints) !== 'desktop'
