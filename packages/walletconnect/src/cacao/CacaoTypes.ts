// Wallet authentication's data structures (walletconnect-specs docs/specs/clients/sign/
// data-structures.md, "Wallet Authentication Data Structures"; CAIP-74 for the CACAO itself).
import type { Participant } from '../sign/SignTypes'

/** What the dapp asks the wallet to sign: a CACAO payload without its issuer (spec "PayloadParams"). */
export type AuthPayload = {
  /** The CACAO header type the wallet writes (`caip122`). */
  type: string
  /** CAIP-2 chains the dapp accepts a signature on; the wallet signs for one or more of them. */
  chains: string[]
  /** RFC 3986 authority of the site asking (EIP-4361 `domain`). */
  domain: string
  /** The URI the signature is for (EIP-4361 `URI`). */
  aud: string
  version: string
  nonce: string
  /** RFC 3339 date-times. */
  iat: string
  nbf?: string
  exp?: string
  statement?: string
  requestId?: string
  /** URIs; a ReCap (`urn:recap:…`), when present, is the last. */
  resources?: string[]
}

export type CacaoHeader = { t: string }

/** The signed payload: the request's fields and the issuer, `did:pkh:<CAIP-10 account>`. */
export type CacaoPayload = Omit<AuthPayload, 'type' | 'chains'> & { iss: string }

/** `t`: `eip191` (an account's personal_sign) or `eip1271` (a contract account's). */
export type CacaoSignature = { t: string; s: string; m?: string }

export type Cacao = { h: CacaoHeader; p: CacaoPayload; s: CacaoSignature }

/** wc_sessionAuthenticate params. */
export type SessionAuthenticateParams = {
  requester: Participant
  authPayload: AuthPayload
  /** Seconds since the epoch after which the wallet must not answer. */
  expiryTimestamp: number
}

/** wc_sessionAuthenticate success result: the signed CACAOs and the wallet's key. */
export type SessionAuthenticateResult = { cacaos: Cacao[]; responder: Participant }
