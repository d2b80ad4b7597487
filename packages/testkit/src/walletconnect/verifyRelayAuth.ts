// The relay's side of relay-client-auth, as WalletConnect's relay checks a client
// (WalletConnectRust relay_rpc: JwtBasicClaims::verify_basic): an EdDSA did-jwt signed by its
// `iss` did:key, `aud` in the relay's audiences, not expired and not issued in the future, each
// within a leeway for clock skew. Ours has one audience, its own URL as clients are given it: the
// official SDK and our RelayClient both sign `aud` = the relayUrl they were given, verbatim.
import { type JwtClaims, JwtError, RELAY_AUTH_ACT, verifyJwt } from '@gatehouse/walletconnect'
import { RelayAuthError } from './RelayAuthError'

/** The real relay's JWT_VALIDATION_TIME_LEEWAY_SECS, for both `exp` and `iat`. */
const CLOCK_LEEWAY_SECONDS = 120

/**
 * The claims of the `auth` JWT in a WebSocket upgrade's URL, once every check passed;
 * RelayAuthError naming the first that failed otherwise.
 */
export function verifyRelayAuth(
  requestUrl: string | undefined,
  relayUrl: string,
  nowSeconds: number,
): JwtClaims {
  const jwt = authParameter(requestUrl)
  if (!jwt) throw new RelayAuthError('no auth JWT')
  let claims: JwtClaims
  try {
    claims = verifyJwt(jwt, { audience: relayUrl, now: nowSeconds - CLOCK_LEEWAY_SECONDS })
  } catch (error) {
    if (error instanceof JwtError) throw new RelayAuthError(error.message, { cause: error })
    throw error
  }
  if (claims.iat > nowSeconds + CLOCK_LEEWAY_SECONDS)
    throw new RelayAuthError('JWT is issued in the future')
  if (claims.sub === '') throw new RelayAuthError('JWT sub is empty')
  // The official SDK sends no `act` and the real relay reads none; a token made for another act
  // (a Notify or Verify JWT) is still not a relay login.
  if (claims.act !== undefined && claims.act !== RELAY_AUTH_ACT)
    throw new RelayAuthError(`JWT act is not ${RELAY_AUTH_ACT}`)
  return claims
}

function authParameter(requestUrl: string | undefined): string | null {
  try {
    return new URL(requestUrl ?? '/', 'ws://relay').searchParams.get('auth')
  } catch {
    return null
  }
}
