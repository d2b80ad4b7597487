// Points the WalletConnect SDK's Verify client where walletConnectVerify.ts resolved, once the
// provider exists (loaded with the WalletConnect connector, not in the first render).

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
