// What a wallet's deep-link template needs to know about the visitor's device, read when a link is
// built (not at import), so server rendering and tests see the device of the moment.
const userAgent = (): string => (typeof navigator === 'undefined' ? '' : navigator.userAgent)

export const isAndroid = (): boolean => /android/i.test(userAgent())
export const isIOS = (): boolean =>
  /iPhone|iPad|iPod/.test(userAgent()) ||
  // iPadOS reports itself as a Mac; a touch screen tells them apart.
  (/Macintosh/.test(userAgent()) &&
    typeof navigator !== 'undefined' &&
    navigator.maxTouchPoints > 1)
export const isMobile = (): boolean => isAndroid() || isIOS()
export const isSafari = (): boolean =>
  /Safari\//.test(userAgent()) && !/Chrome\/|Chromium\/|Edg\/|OPR\//.test(userAgent())
