// A connector's code ahead of its first use. The WalletConnect stand-in (getWalletConnectConnector)
// carries `preloadCode`: the connect modal's wallet list calls it in idle time once shown, and on
// the pointerdown of a wallet's entry, so that the click only renders (#25). Loading code opens
// no connection: the provider, its relay socket and Verify start on connect, as before.

/** What a connector that can load its code ahead carries beside wagmi's fields. */
export type PreloadsCode = { preloadCode: () => Promise<void> }

export const preloadsCode = (connector: object): connector is PreloadsCode =>
  'preloadCode' in connector && typeof connector.preloadCode === 'function'

/** Starts loading `connector`'s code, if it has any to load; a failure waits for the real use. */
export function preloadConnectorCode(connector: object | undefined): void {
  if (connector && preloadsCode(connector)) connector.preloadCode().catch(() => {})
}
