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

/** The part of @walletconnect/core's Verify client this module changes (2.21 to 2.25). */
type VerifyClient = {
  register: (params: { id: string; decryptedId: string }) => Promise<string | undefined>
  /** Private in the SDK's types; the base of the attestation frame's URL. */
  verifyUrlV3?: string
}

type WithVerifyClient = { signer?: { client?: { core?: { verify?: VerifyClient } } } }

/**
 * Points the SDK's Verify client at `url`, or turns it off. The SDK has no option for either:
 * its frame URL is a constant copied into each client, read when the dapp proposes a session or
 * sends a request, so setting it on the provider before its first connect covers every frame.
 * Off answers an empty attestation, which wallets read as "no attestation", not as a forgery.
 */
export function applyVerifyUrl(provider: unknown, url: string | false): void {
  const verify = (provider as WithVerifyClient | undefined)?.signer?.client?.core?.verify
  if (!verify) return
  if (url === false) verify.register = async () => ''
  else verify.verifyUrlV3 = `${url}/v3`
}
