// What the provider asks a wallet for, and how long it waits for a restored session's wallet.

/**
 * How long `restore()` waits for the wallet to answer its ping (wc_sessionPing) before it removes
 * the stored session. The ping's own expiry is 30 seconds, too long for a page load to show
 * "connecting"; a relay round trip takes well under a second, so 10 seconds leaves room for a
 * slow network without keeping the user waiting on a wallet that is gone.
 */
export const RESTORE_PING_TIMEOUT_MS = 10_000

/**
 * The methods sent to the wallet as session requests, and proposed as optional (what Reown's
 * ethereum-provider 2.x proposes, less the ones answered here or by the app's node:
 * eth_accounts, eth_requestAccounts, and eth_sendRawTransaction, which any node broadcasts).
 */
export const PROVIDER_WALLET_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_watchAsset',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const

/** The wallet events the provider proposes and acts on. */
export const PROVIDER_WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const

/** EIP-1193's and EIP-3326's error codes, by their meaning. */
export const EIP1193_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const
