/** WalletConnect's own Verify server, the one the SDK uses unless told otherwise. */
export const WALLETCONNECT_VERIFY_URL = 'https://verify.walletconnect.org'

const WALLETCONNECT_HOSTS = /(^|\.)walletconnect\.(org|com)$/

/**
 * Where the dapp side fetches its Verify attestation (the SDK's hidden frame at
 * `{url}/v3/attestation` for every proposal and request), or false for none. An explicit
 * `verifyUrl` wins; otherwise WalletConnect's Verify only with WalletConnect's own relay, so an
 * operator who runs their own relay gets no request to a service they did not configure.
 */
export function resolveVerifyUrl(parameters: {
  relayUrl?: string
  verifyUrl?: string | false
}): string | false {
  const { relayUrl, verifyUrl } = parameters
  if (verifyUrl !== undefined) return verifyUrl === false ? false : verifyUrl.replace(/\/+$/, '')
  if (relayUrl === undefined) return WALLETCONNECT_VERIFY_URL
  return WALLETCONNECT_HOSTS.test(new URL(relayUrl).hostname) ? WALLETCONNECT_VERIFY_URL : false
}
