// WalletConnect Verify (core/verify): a dapp registers, for each request it sends, an attestation
// id (the sha256 of the request's JSON text) with a Verify server that maps it to the origin of
// the page that registered it; the wallet, which hashes the same text once decrypted, asks that
// server for the origin and compares it with the dapp's metadata before showing the request.

/** The spec's Verify Client: `register` (the dapp's side), `resolve` (the wallet's). */
export type VerifyClient = {
  /** Prepares it (the dapp's enclave starts loading): the sign client calls it when it starts. */
  init?(): Promise<void>
  /** Registers the attestation of a message this side sends (the browser enclave). */
  register?(parameters: { attestationId: string }): Promise<void>
  /** The origin the Verify server holds for the attestation; undefined when it holds none. */
  resolve?(parameters: { attestationId: string }): Promise<string | undefined>
}

/**
 * What the wallet learnt of a request's origin, shown with it: `valid` when the Verify server's
 * origin is the dapp's metadata `url`'s, `invalid` when it is another, `unknown` when the server
 * holds none or could not be asked in time.
 */
export type VerifyContext = {
  validation: 'valid' | 'invalid' | 'unknown'
  /** The origin the Verify server attested, when it had one. */
  origin?: string
}
