import type { VerifiedCacao } from '../cacao/VerifiedCacao'
import type { Session } from './Session'

/** What the dapp asks a wallet to sign in with (sign client-api `authenticate`). */
export type AuthenticateParameters = {
  /** CAIP-2 eip155 chains the dapp accepts a signature on, the preferred first. */
  chains: string[]
  /** RFC 3986 authority of the site (EIP-4361 `domain`): `location.host`. */
  domain: string
  /** The URI the sign-in is for (EIP-4361 `URI`, the CACAO's `aud`). */
  uri: string
  nonce: string
  statement?: string
  /** RFC 3339; now unless given (a server's clock may date it instead). */
  iat?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
  /** Session methods to ask for, as a ReCap (the last resource); `personal_sign` is always in the fallback. */
  methods?: string[]
  /** The CACAO type; `caip122` unless given. */
  type?: string
  /** Seconds since the epoch, 5 minutes to 7 days ahead; an hour from now unless given. */
  expiry?: number
}

/**
 * How the wallet answered: signed CACAOs, each checked (and the session they establish, when
 * their ReCaps grant methods), or, from a wallet without wallet authentication, the ordinary
 * session of the fallback proposal and no CACAO: the dapp then signs in in two steps.
 */
export type AuthenticateResponse =
  | { cacaos: VerifiedCacao[]; session: Session | undefined }
  | { cacaos: undefined; session: Session }
