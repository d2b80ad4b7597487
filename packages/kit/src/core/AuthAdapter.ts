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
}
