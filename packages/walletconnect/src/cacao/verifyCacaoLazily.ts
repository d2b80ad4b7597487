// verifyCacao as the package exports it and the engines call it: loaded on first use. Its code
// (the signer's recovery with secp256k1 and keccak, the message's formatting, 9 KB gzip in a Vite
// build) is a chunk of its own, so a dapp downloads it only once a wallet answers a sign-in, not
// when the visitor chooses WalletConnect. A static import of it anywhere in the package would
// put it back in the main chunk.
import type { AuthPayload } from './CacaoTypes'
import type { VerifiedCacao } from './VerifiedCacao'

/**
 * One CACAO a wallet answered wc_sessionAuthenticate with, checked against the request it
 * answers (fields, chain, time window, EIP-191 signature by its issuer: verifyCacao.ts); rejects
 * with CacaoError when it fails.
 */
export async function verifyCacao(
  value: unknown,
  request: AuthPayload,
  now?: Date,
): Promise<VerifiedCacao> {
  const { verifyCacao: verify } = await import('./verifyCacao')
  return verify(value, request, now)
}
