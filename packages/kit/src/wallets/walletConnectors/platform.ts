import { browserFromUserAgent, osFromUserAgent } from '../../core/userAgent'

// What a wallet's deep-link template needs to know about the visitor's device, read when a link is
// built (not at import), so server rendering and tests see the device of the moment. The rules are
// core/userAgent's, the ones the connect modal uses.
const os = () =>
  typeof navigator === 'undefined'
    ? 'desktop'
    : osFromUserAgent(navigator.userAgent, navigator.maxTouchPoints)

export const isAndroid = (): boolean => os() === 'android'
export const isIOS = (): boolean => os() === 'ios'
export const isMobile = (): boolean => os() !== 'desktop'
export const isSafari = (): boolean =>
  typeof navigator !== 'undefined' && browserFromUserAgent(navigator.userAgent) === 'safari'
