import type { Address } from 'viem'
import type { NonceResponse, SessionResponse, VerifyResponse } from './schemas'

/**
 * What the kit's sign-in flow needs from an auth backend (ARCHITECTURE §5.7). Every method that
 * talks to the server rejects with an `AuthRequestError`; `createMessage` throws `SiweMessageError`.
 */
export type AuthAdapter = {
  getNonce(): Promise<NonceResponse>
  createMessage(parameters: { address: Address; chainId: number; nonce: string }): string
  verify(parameters: { message: string; signature: string }): Promise<VerifyResponse>
  getSession(): Promise<SessionResponse>
  signOut(): Promise<void>
}
