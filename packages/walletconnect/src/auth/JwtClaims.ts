/** The claims the protocol's did-jwts share (crypto-authentication); `iss` is a did:key. */
export type JwtClaims = {
  iss: string
  sub: string
  aud: string
  /** Seconds since the epoch. */
  iat: number
  /** Seconds since the epoch. */
  exp: number
  act?: string
}
