import type { Address } from 'viem'
import type { SiweFields } from './SiweFields'
import type { NonceResponse, SessionResponse, VerifyResponse } from './schemas'

/**
 * The fields of a sign-in message that do not depend on the account: what a wallet that signs in
 * while it connects (WalletConnect's wc_sessionAuthenticate) is asked to sign, before the app
 * knows its address and chain. The kit's `SignInMessageParams`.
 */
export type SiweMessageParams = Omit<SiweFields, 'scheme' | 'address' | 'version' | 'chainId'>

/**
 * What the kit's sign-in flow needs from an auth backend (ARCHITECTURE §5.7). Every method that
 * talks to the server rejects with an `AuthRequestError`; `createMessage` and
 * `createMessageParams` throw `SiweMessageError`.
 */
export type AuthAdapter = {
  getNonce(): Promise<NonceResponse>
  createMessage(parameters: { address: Address; chainId: number; nonce: string }): string
  /** The same message's fields without the account, for one-prompt sign-in. */
  createMessageParams(parameters: { nonce: string }): SiweMessageParams
  verify(parameters: { message: string; signature: string }): Promise<VerifyResponse>
  getSession(): Promise<SessionResponse>
  signOut(): Promise<void>
}
