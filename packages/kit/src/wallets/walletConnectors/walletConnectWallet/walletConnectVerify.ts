/**
 * WalletConnect Verify (the attestation a wallet uses to show the dapp's domain as verified) is
 * not spoken by @gatehouse/walletconnect yet, so it is off with every relay; an app that configures
 * a Verify server is told so once, rather than believing its visitors' wallets see an attestation.
 * Called by the connector when it loads, so the message stays out of the first render.
 */
export function warnVerifyUnsupported(
  verifyUrl: string | false | undefined,
  warn: (message: string) => void = console.warn,
): void {
  if (typeof verifyUrl !== 'string' || warned) return
  warned = true
  warn(
    `[gatehouse] walletConnectParameters.verifyUrl: WalletConnect Verify is not supported yet, so "${verifyUrl}" is not used; wallets show the app's domain as unverified, as with any relay but Reown's.`,
  )
}

let warned = false
