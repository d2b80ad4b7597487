// Sign-in is injected (ARCHITECTURE §5.7): the kit knows this shape, not the server.
// @gatehouse/siwe's createAuthAdapter() provides one for the Gatehouse server.

export type AuthSession =
  | { authenticated: true; address: string; chainId: number }
  | { authenticated: false }

export type AuthAdapter = {
  getNonce(): Promise<{ nonce: string; expiresAt?: string }>
  /** The message to sign; it may be built asynchronously (RainbowKit 2.2.11 allows a promise). */
  createMessage(args: {
    address: `0x${string}`
    chainId: number
    nonce: string
  }): string | Promise<string>
  verify(args: {
    message: string
    signature: `0x${string}`
  }): Promise<{ address: string; chainId: number }>
  getSession(): Promise<AuthSession>
  signOut(): Promise<void>
  /**
   * The message's fields before the account is known, for one-prompt sign-in (a WalletConnect
   * wallet connects and signs with one approval, then fills in its address and chain). Optional:
   * without it, WalletConnect wallets sign in in two steps as every other wallet does.
   */
  createMessageParams?(args: { nonce: string }): SignInMessageParams | Promise<SignInMessageParams>
}

/** The EIP-4361 fields of a sign-in message that do not depend on the account. */
export type SignInMessageParams = {
  domain: string
  uri: string
  nonce: string
  statement?: string
  /** RFC 3339. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}
