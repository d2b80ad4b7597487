/**
 * Checks the WalletConnect parameters read when the config is made: a malformed relay URL fails
 * here (TypeError from URL), not on connect. WalletConnect Verify (the attestation a wallet uses
 * to show the dapp's domain as verified) is not spoken by @gatehouse/walletconnect yet, so it is
 * off with every relay; an app that configures a Verify server is told so once, rather than
 * believing its visitors' wallets see an attestation.
 */
export function checkWalletConnectParameters(
  parameters: { relayUrl?: string; verifyUrl?: string | false } | undefined,
  warn: (message: string) => void = console.warn,
): void {
  if (parameters?.relayUrl !== undefined) new URL(parameters.relayUrl)
  if (typeof parameters?.verifyUrl === 'string' && !warned) {
    warned = true
    warn(
      `[gatehouse] walletConnectParameters.verifyUrl: WalletConnect Verify is not supported yet, so "${parameters.verifyUrl}" is not used; wallets show the app's domain as unverified, as with any relay but Reown's.`,
    )
  }
}

let warned = false
